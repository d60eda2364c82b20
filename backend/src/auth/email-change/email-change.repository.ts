import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../../common/sql/generate-sql';

/** Every query on email_change_requests. */
@Injectable()
export class EmailChangeRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql({ params: [DummyValue.USER_ID, DummyValue.DATE] })
  async countCreatedSince(userId: string, since: Date): Promise<number> {
    const [row] = await this.dataSource.query(`SELECT count(*)::int AS count FROM email_change_requests WHERE user_id = $1 AND created_at > $2`, [userId, since]);
    return row.count;
  }

  /** A new request replaces the user's unused ones: only the latest link works. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.EMAIL, DummyValue.TOKEN_HASH, DummyValue.DATE] })
  async replace(manager: EntityManager, userId: string, newEmail: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await manager.query(`UPDATE email_change_requests SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    await manager.query(`INSERT INTO email_change_requests (user_id, new_email, token_hash, expires_at) VALUES ($1, $2, $3, $4)`, [userId, newEmail, tokenHash, expiresAt]);
  }

  /** Uses the link in one statement (two clicks cannot both succeed): the account and its new email, or undefined. */
  @GenerateSql({ params: [MANAGER, DummyValue.TOKEN_HASH] })
  async consume(manager: EntityManager, tokenHash: string): Promise<{ userId: string; newEmail: string } | undefined> {
    const [rows]: [{ user_id: string; new_email: string }[], number] = await manager.query(
      `UPDATE email_change_requests SET used_at = now()
        WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
        RETURNING user_id, new_email`,
      [tokenHash],
    );
    return rows[0] ? { userId: rows[0].user_id, newEmail: rows[0].new_email } : undefined;
  }
}
