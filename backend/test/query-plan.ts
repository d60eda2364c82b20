import { DataSource } from 'typeorm';

/**
 * The plan PostgreSQL chooses for a statement with the given scan methods off (`enable_seqscan`,
 * `enable_bitmapscan`, ...): a test's few rows would otherwise be read whole, which says nothing of
 * the plan a full table gets.
 */
export function planWithout(db: DataSource, methods: string[], sql: string, params: unknown[] = []): Promise<string> {
  return db.transaction(async (manager) => {
    for (const method of methods) await manager.query(`SET LOCAL enable_${method} = off`);
    const plan: { 'QUERY PLAN': string }[] = await manager.query(`EXPLAIN ${sql}`, params);
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  });
}
