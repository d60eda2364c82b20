import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';

/**
 * The pg pool behind TypeORM: its connection counts (metrics, load shedding), and the hot public
 * reads, which skip TypeORM's query runner (a query runner and its bookkeeping per statement).
 */
export function poolOf(db: DataSource): Pool {
  return (db.driver as unknown as { master: Pool }).master;
}

/** The rows of one statement: inside the transaction when `manager` is one's, else straight from the pool. */
export async function readRows<T>(db: DataSource, sql: string, params: unknown[], manager?: EntityManager): Promise<T[]> {
  if (manager) return manager.query(sql, params);
  return (await poolOf(db).query(sql, params)).rows;
}

/** More distinct texts than the prepared reads of the code can hold: a caller building its text from values, which must not be prepared. */
export const PREPARED_TEXTS_AT_MOST = 64;

const preparedNames = new Map<string, string>();

/** The statement's name on every connection: from its text, so one name never stands for two texts. */
function preparedNameOf(sql: string): string | undefined {
  const known = preparedNames.get(sql);
  if (known || preparedNames.size >= PREPARED_TEXTS_AT_MOST) return known;
  const name = `read_${createHash('sha256').update(sql).digest('hex').slice(0, 24)}`;
  preparedNames.set(sql, name);
  return name;
}

/**
 * Like readRows, prepared once on each pooled connection and from then on only executed. Planning is
 * most of PostgreSQL's time for the short public reads (a profile by its username, a profile's photos,
 * the featured and VIP lists), so they skip it. Only
 * for a text fixed in the code whose best plan is the same for any values bound (a look-up by a key, a
 * fixed list): after five executions PostgreSQL may keep one generic plan, which for a directory filter
 * could walk a whole index for a rare value.
 */
export async function readPreparedRows<T>(db: DataSource, sql: string, params: unknown[], manager?: EntityManager): Promise<T[]> {
  const name = manager ? undefined : preparedNameOf(sql);
  if (!name) return readRows(db, sql, params, manager);
  return (await poolOf(db).query({ name, text: sql, values: params })).rows;
}

/**
 * Like readRows, on a pooled connection whose statement limit is `timeoutMs` (or the pool's own, when
 * that is longer) for this statement only (SET LOCAL, in a transaction of its own), for a statement
 * whose result is kept and shared, so that it is worth finishing after the request that started it
 * has given up waiting. On any error the connection is closed rather than returned to the pool.
 */
export async function readRowsAllowing<T>(db: DataSource, sql: string, params: unknown[], timeoutMs: number): Promise<T[]> {
  const pool = poolOf(db);
  const limitMs = Math.max(Math.trunc(timeoutMs), Number((pool.options as { statement_timeout?: number }).statement_timeout) || 0);
  const client = await pool.connect();
  let failed: Error | undefined;
  try {
    await client.query(`BEGIN; SET LOCAL statement_timeout = ${limitMs}`);
    const { rows } = await client.query({ text: sql, values: params, query_timeout: limitMs + 300 } as never);
    await client.query('COMMIT');
    return rows;
  } catch (error) {
    failed = error as Error;
    throw error;
  } finally {
    client.release(failed);
  }
}
