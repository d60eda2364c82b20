import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../../common/sql/generate-sql';

@Injectable()
export class PasswordResetRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql({ params: [DummyValue.USER_ID, DummyValue.DATE] })
  countCreatedSince(userId: string, since: Date): Promise<number> {
    return this.dataSource
      .query(`SELECT count(*)::int AS count FROM password_reset_tokens WHERE user_id = $1 AND created_at > $2`, [userId, since])
      .then((rows: { count: number }[]) => rows[0].count);
  }

  /** A new token replaces the user's unused ones: only the latest link works. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.TOKEN_HASH, DummyValue.DATE] })
  async replaceToken(manager: EntityManager, userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    await manager.query(`INSERT INTO password_reset_tokens (user_id, token_hash, expires_at) VALUES ($1, $2, $3)`, [userId, tokenHash, expiresAt]);
  }

  /**
   * Marks the token used if it is unused and unexpired, in one statement, so two requests with the
   * same link cannot both succeed. The owner's id, or undefined.
   */
  @GenerateSql({ params: [MANAGER, DummyValue.TOKEN_HASH, DummyValue.DATE] })
  async consume(manager: EntityManager, tokenHash: string, now: Date): Promise<string | undefined> {
    // TypeORM answers an UPDATE with [returned rows, affected count].
    const [rows]: [{ user_id: string }[], number] = await manager.query(
      `UPDATE password_reset_tokens SET used_at = $2
       WHERE token_hash = $1 AND used_at IS NULL AND expires_at > $2
       RETURNING user_id`,
      [tokenHash, now],
    );
    return rows[0]?.user_id;
  }

  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID] })
  async invalidateAllForUser(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
  }
}
