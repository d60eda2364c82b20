import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { ClientBase } from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';

/** A table as the backup copies it: its stored columns (generated ones are computed again). */
export interface TableShape {
  name: string;
  columns: string[];
}

export interface SequenceValue {
  name: string;
  last_value: string;
  is_called: boolean;
}

/** What was read or written of one table: its rows and the SHA-256 of its COPY text. */
export interface TableDigest {
  rows: number;
  sha256: string;
}

export function quoted(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

/** Every ordinary table of the current schema, in name order. */
export async function tablesOf(client: ClientBase): Promise<TableShape[]> {
  const { rows } = await client.query<{ name: string; columns: string[] }>(`
    SELECT c.relname AS name, array_agg(a.attname::text ORDER BY a.attnum) AS columns
    FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
    WHERE n.nspname = current_schema() AND c.relkind = 'r'
    GROUP BY c.relname
    ORDER BY c.relname`);
  return rows;
}

export async function sequencesOf(client: ClientBase): Promise<SequenceValue[]> {
  const { rows: names } = await client.query<{ name: string }>(`
    SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind = 'S' ORDER BY c.relname`);
  const values: SequenceValue[] = [];
  for (const { name } of names) {
    const { rows } = await client.query<{ last_value: string; is_called: boolean }>(`SELECT last_value::text, is_called FROM ${quoted(name)}`);
    values.push({ name, ...rows[0] });
  }
  return values;
}

/** Counts rows (COPY text writes one line per row, newlines inside values escaped) and hashes the text as it passes. */
export function digesting(digest: (result: TableDigest) => void): Transform {
  const hash = createHash('sha256');
  let rows = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
      done(null, chunk);
    },
    flush(done) {
      digest({ rows, sha256: hash.digest('hex') });
      done();
    },
  });
}

/** One table's rows as gzipped COPY text, read inside the caller's snapshot. */
export function copyOut(client: ClientBase, table: TableShape, digest: (result: TableDigest) => void): AsyncIterable<Buffer> {
  const source = client.query(copyTo(`COPY ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) TO STDOUT`));
  const counted = digesting(digest);
  const zipped = createGzip({ level: 3 });
  void pipeline(source, counted, zipped).catch((error) => zipped.destroy(error));
  return zipped;
}

/** Loads one table's gzipped COPY text; resolves with what was loaded. */
export async function copyIn(client: ClientBase, table: TableShape, body: AsyncIterable<Buffer>): Promise<TableDigest> {
  let result: TableDigest | undefined;
  const sink = client.query(copyFrom(`COPY ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(body), createGunzip(), digesting((digest) => (result = digest)), sink);
  return result!;
}

/** The schema's foreign keys, as statements that drop them and add them back. */
export async function foreignKeysOf(client: ClientBase): Promise<{ drop: string[]; add: string[] }> {
  const { rows } = await client.query<{ table_name: string; name: string; definition: string }>(`
    SELECT c.relname AS table_name, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
    FROM pg_constraint con
    JOIN pg_class c ON c.oid = con.conrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE con.contype = 'f' AND n.nspname = current_schema()
    ORDER BY c.relname, con.conname`);
  return {
    drop: rows.map((row) => `ALTER TABLE ${quoted(row.table_name)} DROP CONSTRAINT ${quoted(row.name)}`),
    add: rows.map((row) => `ALTER TABLE ${quoted(row.table_name)} ADD CONSTRAINT ${quoted(row.name)} ${row.definition}`),
  };
}
