import type { BackupTrigger } from 'contract';
import { FactoryProvider } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';

/** Advisory lock key held by the one backup that runs at a time, across instances and `npm run backup`. */
export const BACKUP_LOCK = 18_003;

/** Runs a statement and answers its rows: a TypeORM DataSource's `query`, or a pg client's (through `rowsOf`). */
export type RowQuery = (sql: string, parameters?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface BackupRunRecord {
  name: string;
  trigger: BackupTrigger;
  status: 'running' | 'verified' | 'failed';
  startedAt: Date;
  finishedAt: Date | null;
  sizeBytes: number | null;
  tables: number | null;
  rows: number | null;
  files: number | null;
  missingFiles: number | null;
  error: string | null;
}

export interface BackupRunResult {
  sizeBytes: number;
  tables: number;
  rows: number;
  files: number;
  fileBytes: number;
  missingFiles: number;
}

function toRecord(row: Record<string, unknown>): BackupRunRecord {
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return {
    name: row.name as string,
    trigger: row.trigger as BackupTrigger,
    status: row.status as BackupRunRecord['status'],
    startedAt: row.started_at as Date,
    finishedAt: (row.finished_at as Date | null) ?? null,
    sizeBytes: number(row.size_bytes),
    tables: number(row.tables),
    rows: number(row.rows),
    files: number(row.files),
    missingFiles: number(row.missing_files),
    error: (row.error as string | null) ?? null,
  };
}

/** The backup_runs table: every attempt, for the backups screen, /metrics and the next run's clean-up. */
export class BackupsRepository {
  constructor(private readonly query: RowQuery) {}

  @GenerateSql({ params: ['query-snapshots', 'schedule', DummyValue.DATE] })
  async start(name: string, trigger: BackupTrigger, at: Date): Promise<void> {
    await this.query(`INSERT INTO backup_runs (name, trigger, status, started_at) VALUES ($1, $2, 'running', $3)`, [name, trigger, at]);
  }

  @GenerateSql({ params: ['query-snapshots', { sizeBytes: 1, tables: 1, rows: 1, files: 1, fileBytes: 1, missingFiles: 0 }] })
  async verified(name: string, result: BackupRunResult): Promise<void> {
    await this.query(
      `UPDATE backup_runs SET status = 'verified', finished_at = now(), size_bytes = $2, tables = $3, rows = $4, files = $5, file_bytes = $6, missing_files = $7
       WHERE name = $1`,
      [name, result.sizeBytes, result.tables, result.rows, result.files, result.fileBytes, result.missingFiles],
    );
  }

  @GenerateSql({ params: ['query-snapshots', DummyValue.TEXT] })
  async failed(name: string, error: string): Promise<void> {
    await this.query(`UPDATE backup_runs SET status = 'failed', finished_at = now(), error = $2 WHERE name = $1`, [name, error.slice(0, 2000)]);
  }

  /** Runs still marked running while no backup holds the lock: their process stopped. */
  @GenerateSql()
  async failInterrupted(): Promise<string[]> {
    const rows = await this.query(
      `UPDATE backup_runs SET status = 'failed', finished_at = now(), error = 'Interrupted: the process stopped before the backup was written and checked' WHERE status = 'running' RETURNING name`,
    );
    return rows.map((row) => row.name as string);
  }

  @GenerateSql({ params: [['query-snapshots']] })
  async byNames(names: string[]): Promise<Map<string, BackupRunRecord>> {
    if (!names.length) return new Map();
    const rows = await this.query(`SELECT * FROM backup_runs WHERE name = ANY($1::text[])`, [names]);
    return new Map(rows.map((row) => [row.name as string, toRecord(row)]));
  }

  /** Whether a backup holds the lock now, in any instance: a run record alone may be left by a process that died. */
  @GenerateSql()
  async lockHeld(): Promise<boolean> {
    const [row] = await this.query(`SELECT EXISTS (SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND classid = $1 AND objid = 0 AND objsubid = 2 AND granted) AS held`, [BACKUP_LOCK]);
    return row.held === true;
  }

  @GenerateSql()
  async running(): Promise<BackupRunRecord | undefined> {
    const [row] = await this.query(`SELECT * FROM backup_runs WHERE status = 'running' ORDER BY started_at DESC LIMIT 1`);
    return row && toRecord(row);
  }

  @GenerateSql()
  async lastFailure(): Promise<BackupRunRecord | undefined> {
    const [row] = await this.query(`SELECT * FROM backup_runs WHERE status = 'failed' ORDER BY started_at DESC LIMIT 1`);
    return row && toRecord(row);
  }

  @GenerateSql()
  async lastSuccessAt(): Promise<Date | undefined> {
    const [row] = await this.query(`SELECT max(finished_at) AS at FROM backup_runs WHERE status = 'verified'`);
    return (row?.at as Date | null) ?? undefined;
  }

  /** Records of runs long gone (their backups aged out): a year of history is plenty. */
  @GenerateSql({ params: [DummyValue.DATE] })
  async forgetOlderThan(before: Date): Promise<void> {
    await this.query(`DELETE FROM backup_runs WHERE started_at < $1`, [before]);
  }
}

/** The app's instance, on the pool; a backup makes its own on the connection that holds its lock. */
export const backupsRepositoryProvider: FactoryProvider<BackupsRepository> = {
  provide: BackupsRepository,
  inject: [getDataSourceToken()],
  useFactory: (db: DataSource) => new BackupsRepository((sql, parameters) => db.query(sql, parameters)),
};
