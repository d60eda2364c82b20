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
