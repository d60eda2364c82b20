import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';

export interface SealedFileKey {
  bucket: string;
  key: string;
  keyId: string;
  wrappedKey: Buffer;
}

const UNIQUE_VIOLATION = '23505';
/** First key of the advisory locks that keep a sealed file's deletion and its one-off sealing apart. */
const SEALED_FILE_LOCK = 18_002;

/** The sealed_files table: each sealed object's data key, wrapped by a documents master key, and that key's id. */
@Injectable()
export class SealedFilesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** False when the object already has a key (objects are write-once). */
  @GenerateSql({ params: [{ bucket: 'documents', key: 'query-snapshots', keyId: 'k1', wrappedKey: DummyValue.BUFFER }] })
  async insert(file: SealedFileKey): Promise<boolean> {
    try {
      await this.db.query(`INSERT INTO sealed_files (bucket, key, key_id, wrapped_key) VALUES ($1, $2, $3, $4)`, [file.bucket, file.key, file.keyId, file.wrappedKey]);
      return true;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return false;
      throw error;
    }
  }

  /** For an older plain file about to be sealed: a key left by an interrupted sealing never encrypted anything. */
  @GenerateSql({ params: [{ bucket: 'documents', key: 'query-snapshots', keyId: 'k1', wrappedKey: DummyValue.BUFFER }] })
  async replace(file: SealedFileKey): Promise<void> {
    await this.db.query(
      `INSERT INTO sealed_files (bucket, key, key_id, wrapped_key) VALUES ($1, $2, $3, $4)
       ON CONFLICT (bucket, key) DO UPDATE SET key_id = EXCLUDED.key_id, wrapped_key = EXCLUDED.wrapped_key, created_at = now()`,
      [file.bucket, file.key, file.keyId, file.wrappedKey],
    );
  }

  @GenerateSql({ params: ['documents', 'query-snapshots'] })
  async find(bucket: string, key: string): Promise<SealedFileKey | undefined> {
    const [row]: { key_id: string; wrapped_key: Buffer }[] = await this.db.query(`SELECT key_id, wrapped_key FROM sealed_files WHERE bucket = $1 AND key = $2`, [bucket, key]);
    return row && { bucket, key, keyId: row.key_id, wrappedKey: row.wrapped_key };
  }

  /** Which of these keys have a sealed file's key. */
  @GenerateSql({ params: ['documents', ['query-snapshots']] })
  async existing(bucket: string, keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows: { key: string }[] = await this.db.query(`SELECT key FROM sealed_files WHERE bucket = $1 AND key = ANY($2::text[])`, [bucket, keys]);
    return new Set(rows.map((row) => row.key));
  }

  @GenerateSql({ params: ['documents', 'query-snapshots'] })
  async remove(bucket: string, key: string): Promise<void> {
    await this.db.query(`DELETE FROM sealed_files WHERE bucket = $1 AND key = $2`, [bucket, key]);
  }

  /** A batch of keys wrapped with any master key other than `currentKeyId`, for a rotation. */
  @GenerateSql({ params: ['k1', 10] })
  async wrappedWithOtherThan(currentKeyId: string, limit: number): Promise<SealedFileKey[]> {
    const rows: { bucket: string; key: string; key_id: string; wrapped_key: Buffer }[] = await this.db.query(
      `SELECT bucket, key, key_id, wrapped_key FROM sealed_files WHERE key_id <> $1 ORDER BY bucket, key LIMIT $2`,
      [currentKeyId, limit],
    );
    return rows.map((row) => ({ bucket: row.bucket, key: row.key, keyId: row.key_id, wrappedKey: row.wrapped_key }));
  }

  /** Re-wraps one key, unless something else changed it meanwhile. */
  @GenerateSql({ params: [{ bucket: 'documents', key: 'query-snapshots', keyId: 'k1', wrappedKey: DummyValue.BUFFER }, 'k0'] })
  async rewrap(file: SealedFileKey, previousKeyId: string): Promise<void> {
    await this.db.query(`UPDATE sealed_files SET key_id = $3, wrapped_key = $4 WHERE bucket = $1 AND key = $2 AND key_id = $5`, [
      file.bucket,
      file.key,
      file.keyId,
      file.wrappedKey,
      previousKeyId,
    ]);
  }

  /** How many keys each master key wraps. */
  @GenerateSql()
  async countByKeyId(): Promise<Map<string, number>> {
    const rows: { key_id: string; n: number }[] = await this.db.query(`SELECT key_id, count(*)::int AS n FROM sealed_files GROUP BY key_id`);
    return new Map(rows.map((row) => [row.key_id, row.n]));
  }

  /**
   * Runs `work` while no other deletion or sealing of this object runs, in any instance: a session
   * lock on a connection of its own, released when the work ends or the connection drops.
   */
  @GenerateSql({ params: ['documents', 'query-snapshots', () => Promise.resolve()] })
  async exclusively<T>(bucket: string, key: string, work: () => Promise<T>): Promise<T> {
    const connection = this.db.createQueryRunner();
    await connection.connect();
    try {
      await connection.query(`SELECT pg_advisory_lock($1, hashtext($2))`, [SEALED_FILE_LOCK, `${bucket}/${key}`]);
      try {
        return await work();
      } finally {
        await connection.query(`SELECT pg_advisory_unlock($1, hashtext($2))`, [SEALED_FILE_LOCK, `${bucket}/${key}`]);
      }
    } finally {
      await connection.release();
    }
  }
}
