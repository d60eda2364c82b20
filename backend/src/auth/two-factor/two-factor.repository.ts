import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../../common/sql/generate-sql';

export interface TotpSecretRow {
  user_id: string;
  secret_ciphertext: string;
  confirmed_at: Date | null;
  last_used_step: string | null;
}

/** TypeORM answers UPDATE … RETURNING on PostgreSQL as `[rows, affectedCount]`. */
function returnedRows<T>(result: [T[], number]): T[] {
  return result[0];
}

/** Every query on totp_secrets and recovery_codes. */
@Injectable()
export class TwoFactorRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @GenerateSql({ params: [DummyValue.USER_ID] })
  async findSecret(userId: string, manager: EntityManager = this.db.manager): Promise<TotpSecretRow | undefined> {
    const [row] = await manager.query(`SELECT user_id, secret_ciphertext, confirmed_at, last_used_step FROM totp_secrets WHERE user_id = $1`, [userId]);
    return row;
  }

  /** Starts (or starts again) an enrolment; a confirmed secret is never replaced: false then. */
  @GenerateSql({ params: [DummyValue.UUID, 'ciphertext'] })
  async savePendingSecret(userId: string, ciphertext: string): Promise<boolean> {
    const rows = await this.db.query(
      `INSERT INTO totp_secrets (user_id, secret_ciphertext) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET secret_ciphertext = EXCLUDED.secret_ciphertext, created_at = now(), last_used_step = NULL
         WHERE totp_secrets.confirmed_at IS NULL
       RETURNING user_id`,
      [userId, ciphertext],
    );
    return rows.length > 0;
  }

  /**
   * Accepts `step` for the account if no step at or after it was accepted before (a replayed code
   * changes nothing), and confirms a pending secret with it. Conditional, so two requests with one
   * code cannot both pass.
   */
  @GenerateSql({ params: [DummyValue.USER_ID, 59_000_000, true, MANAGER] })
  async acceptStep(userId: string, step: number, confirm: boolean, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = returnedRows(
      await manager.query(
        `UPDATE totp_secrets SET last_used_step = $2, confirmed_at = CASE WHEN $3 THEN now() ELSE confirmed_at END
          WHERE user_id = $1 AND (confirmed_at IS NOT NULL) = NOT $3 AND (last_used_step IS NULL OR last_used_step < $2)
          RETURNING user_id`,
        [userId, step, confirm],
      ),
    );
    return rows.length > 0;
  }

  /** Marks a recovery code used; false when it is not the account's or was used already. */
  @GenerateSql({ params: [DummyValue.USER_ID, DummyValue.TOKEN_HASH] })
  async useRecoveryCode(userId: string, codeHash: string, manager: EntityManager = this.db.manager): Promise<'used' | 'already_used' | 'unknown'> {
    const used = returnedRows(
      await manager.query(`UPDATE recovery_codes SET used_at = now() WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL RETURNING id`, [userId, codeHash]),
    );
    if (used.length) return 'used';
    const seen = await manager.query(`SELECT 1 FROM recovery_codes WHERE user_id = $1 AND code_hash = $2`, [userId, codeHash]);
    return seen.length ? 'already_used' : 'unknown';
  }

  /** Replaces every recovery code of the account. */
  @GenerateSql({ params: [DummyValue.USER_ID, [DummyValue.TOKEN_HASH], MANAGER] })
  async replaceRecoveryCodes(userId: string, codeHashes: string[], manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])`, [userId, codeHashes]);
  }

  @GenerateSql({ params: [DummyValue.USER_ID] })
  async countUnusedRecoveryCodes(userId: string): Promise<number> {
    const [{ count }] = await this.db.query(`SELECT count(*)::int AS count FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL`, [userId]);
    return count;
  }

  /** Forgets the account's second factor: its secret (confirmed or pending) and its recovery codes. */
  @GenerateSql({ params: [DummyValue.USER_ID, MANAGER] })
  async deleteAll(userId: string, manager: EntityManager = this.db.manager): Promise<void> {
    await manager.query(`DELETE FROM recovery_codes WHERE user_id = $1`, [userId]);
    await manager.query(`DELETE FROM totp_secrets WHERE user_id = $1`, [userId]);
  }

  /** Which of the accounts have confirmed two-factor sign-in. */
  @GenerateSql({ params: [[DummyValue.USER_ID]] })
  async enabledAmong(userIds: string[], manager: EntityManager = this.db.manager): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    const rows: { user_id: string }[] = await manager.query(`SELECT user_id FROM totp_secrets WHERE user_id = ANY($1::uuid[]) AND confirmed_at IS NOT NULL`, [userIds]);
    return new Set(rows.map((row) => row.user_id));
  }
}
