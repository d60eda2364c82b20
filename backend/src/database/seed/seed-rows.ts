export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

function valuesClause(rows: unknown[][]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const tuples = rows.map((row) => `(${row.map((value) => `$${params.push(value)}`).join(', ')})`);
  return { sql: tuples.join(', '), params };
}

/** Multi-row INSERTs, split to stay under PostgreSQL's 65,535 parameters per statement. */
export async function insertRows(db: Queryable, table: string, columns: string[], rows: unknown[][]): Promise<void> {
  const perStatement = Math.floor(60_000 / columns.length);
  for (let start = 0; start < rows.length; start += perStatement) {
    const { sql, params } = valuesClause(rows.slice(start, start + perStatement));
    await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${sql}`, params);
  }
}
