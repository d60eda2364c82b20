import type { DataSource } from 'typeorm';

/** A table that exists only while a restore runs, or after one was interrupted (backups/backup-restore.ts). */
export const RESTORE_MARKER = 'restore_in_progress';

/** Stops a start on a database that an interrupted restore left half-written. */
export async function assertNoInterruptedRestore(db: DataSource): Promise<void> {
  const [{ marker }] = await db.query(`SELECT to_regclass($1) IS NOT NULL AS marker`, [RESTORE_MARKER]);
  if (marker) throw new Error('a restore into this database was interrupted and the data is incomplete: run npm run restore -- <backup> again (it starts over)');
}
