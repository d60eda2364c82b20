import type { Pool } from 'pg';
import { DataSource } from 'typeorm';

/**
 * The pg pool behind TypeORM: its connection counts (metrics, load shedding), and the directory's
 * hot reads, which skip TypeORM's query runner (a query runner and its bookkeeping per statement).
 */
export function poolOf(db: DataSource): Pool {
  return (db.driver as unknown as { master: Pool }).master;
}
