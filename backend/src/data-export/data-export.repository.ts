import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../common/sql/generate-sql';

export type StoredExportStatus = 'preparing' | 'ready' | 'downloaded' | 'expired' | 'failed';

export interface DataExportRow {
  id: string;
  user_id: string;
  status: StoredExportStatus;
  requested_at: Date;
  attempts: number;
  storage_key: string | null;
  size_bytes: string | null;
  ready_at: Date | null;
  expires_at: Date | null;
}

/** A request taken by one worker for one build attempt (`attempts` counts this one). */
export interface ClaimedExport {
  id: string;
  user_id: string;
  attempts: number;
}

const COLUMNS = `id, user_id, status, requested_at, attempts, storage_key, size_bytes, ready_at, expires_at`;
/** Keeps two requests of one account apart (the class of the two-key advisory lock). */
const REQUEST_LOCK_CLASS = 22_001;

/** The claim the query snapshots pass (common/sql/generate-sql.ts). */
const SNAPSHOT_CLAIM: ClaimedExport = { id: DummyValue.UUID, user_id: DummyValue.USER_ID, attempts: 1 };

/** The data_exports table: requests for an account's data, the build's lease, the one-time link. */
@Injectable()
export class DataExportRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Serialises one account's requests until the transaction ends, so the daily count holds when two arrive at once. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID] })
  async lockRequestsOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`SELECT pg_advisory_xact_lock($1, hashtext($2))`, [REQUEST_LOCK_CLASS, userId]);
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  async findLatest(userId: string, manager: EntityManager = this.db.manager): Promise<DataExportRow | undefined> {
    const [row] = await manager.query(`SELECT ${COLUMNS} FROM data_exports WHERE user_id = $1 ORDER BY requested_at DESC LIMIT 1`, [userId]);
    return row;
  }

  /** When each of the account's requests since `since` was made, oldest first. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.DATE] })
  async requestTimesSince(manager: EntityManager, userId: string, since: Date): Promise<Date[]> {
    const rows: { requested_at: Date }[] = await manager.query(`SELECT requested_at FROM data_exports WHERE user_id = $1 AND requested_at > $2 ORDER BY requested_at`, [userId, since]);
    return rows.map((row) => row.requested_at);
  }

  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.DATE] })
  async insert(manager: EntityManager, userId: string, at: Date): Promise<DataExportRow> {
    const [row] = await manager.query(`INSERT INTO data_exports (user_id, requested_at, next_attempt_at) VALUES ($1, $2, $2) RETURNING ${COLUMNS}`, [userId, at]);
    return row;
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  async isPreparing(userId: string): Promise<boolean> {
    const rows = await this.db.query(`SELECT 1 FROM data_exports WHERE user_id = $1 AND status = 'preparing'`, [userId]);
    return rows.length > 0;
  }

  /**
   * Takes the oldest request due at `dueAt` for one build attempt, in one statement: the attempt is
   * counted and the row leased until `leaseUntil`. SKIP LOCKED and the lease keep other workers
   * (other instances, a second run here) off it; if this process dies, it is due again after the lease.
   */
  @GenerateSql({ params: [DummyValue.DATE, DummyValue.DATE] })
  async claimNextDue(dueAt: Date, leaseUntil: Date): Promise<ClaimedExport | undefined> {
    const [rows]: [ClaimedExport[], number] = await this.db.query(
      `UPDATE data_exports SET attempts = attempts + 1, next_attempt_at = $2
       WHERE id = (
         SELECT id FROM data_exports WHERE status = 'preparing' AND next_attempt_at <= $1
         ORDER BY next_attempt_at LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, user_id, attempts`,
      [dueAt, leaseUntil],
    );
    return rows[0];
  }

  /** The three outcomes of an attempt apply only while the row is still this attempt's (a build that outlived its lease changes nothing). */
  @GenerateSql({ params: [MANAGER, SNAPSHOT_CLAIM, { key: 'exports/file.zip', size: 1_024 }, DummyValue.BUFFER, DummyValue.DATE, DummyValue.DATE] })
  async markReady(manager: EntityManager, claim: ClaimedExport, file: { key: string; size: number }, tokenHash: Buffer, readyAt: Date, expiresAt: Date): Promise<boolean> {
    const [, updated]: [unknown, number] = await manager.query(
      `UPDATE data_exports SET status = 'ready', storage_key = $3, size_bytes = $4, token_hash = $5, ready_at = $6, expires_at = $7, last_error = NULL
       WHERE id = $1 AND attempts = $2 AND status = 'preparing'`,
      [claim.id, claim.attempts, file.key, file.size, tokenHash, readyAt, expiresAt],
    );
    return updated === 1;
  }

  @GenerateSql({ params: [SNAPSHOT_CLAIM, DummyValue.DATE, 'text'] })
  async markRetry(claim: ClaimedExport, nextAttemptAt: Date, error: string): Promise<void> {
    await this.db.query(`UPDATE data_exports SET next_attempt_at = $3, last_error = $4 WHERE id = $1 AND attempts = $2 AND status = 'preparing'`, [
      claim.id,
      claim.attempts,
      nextAttemptAt,
      error,
    ]);
  }

  @GenerateSql({ params: [SNAPSHOT_CLAIM, 'text'] })
  async markFailed(claim: ClaimedExport, error: string): Promise<boolean> {
    const [, updated]: [unknown, number] = await this.db.query(
      `UPDATE data_exports SET status = 'failed', last_error = $3 WHERE id = $1 AND attempts = $2 AND status = 'preparing'`,
      [claim.id, claim.attempts, error],
    );
    return updated === 1;
  }

  @GenerateSql({ params: [DummyValue.BUFFER] })
  async findByTokenHash(tokenHash: Buffer): Promise<DataExportRow | undefined> {
    const [row] = await this.db.query(`SELECT ${COLUMNS} FROM data_exports WHERE token_hash = $1`, [tokenHash]);
    return row;
  }

  /** Uses the link up, in one statement: of two downloads at once, one gets the file. */
  @GenerateSql({ params: [DummyValue.BUFFER, DummyValue.DATE] })
  async takeForDownload(tokenHash: Buffer, now: Date): Promise<DataExportRow | undefined> {
    const [rows]: [DataExportRow[], number] = await this.db.query(
      `UPDATE data_exports SET status = 'downloaded', downloaded_at = $2
       WHERE token_hash = $1 AND status = 'ready' AND expires_at > $2
       RETURNING ${COLUMNS}`,
      [tokenHash, now],
    );
    return rows[0];
  }

  /** Files to delete: of used, expired or failed requests, and of links past their 24 hours. */
  @GenerateSql({ params: [DummyValue.DATE, 100] })
  findFilesToDelete(now: Date, limit: number): Promise<{ id: string; storage_key: string }[]> {
    return this.db.query(
      `SELECT id, storage_key FROM data_exports
       WHERE storage_key IS NOT NULL AND (status <> 'ready' OR expires_at <= $1)
       ORDER BY expires_at LIMIT $2`,
      [now, limit],
    );
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findStorageKey(id: string): Promise<{ storage_key: string | null } | undefined> {
    const [row] = await this.db.query(`SELECT storage_key FROM data_exports WHERE id = $1`, [id]);
    return row;
  }

  /** The file is gone: a link past its time reads as expired from now on. */
  @GenerateSql({ params: [DummyValue.UUID, DummyValue.DATE] })
  async forgetFile(id: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE data_exports SET storage_key = NULL, status = CASE WHEN status = 'ready' AND expires_at <= $2 THEN 'expired' ELSE status END WHERE id = $1`,
      [id, now],
    );
  }

  @GenerateSql({ params: [DummyValue.DATE] })
  async deleteRequestedBefore(before: Date): Promise<number> {
    const [, deleted]: [unknown, number] = await this.db.query(`DELETE FROM data_exports WHERE requested_at < $1 AND status <> 'preparing' AND storage_key IS NULL`, [before]);
    return deleted;
  }
}
