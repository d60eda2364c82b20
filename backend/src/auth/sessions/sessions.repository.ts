import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER } from '../../common/sql/generate-sql';
import { readPreparedRows } from '../../common/sql/pg-pool';
import { SessionRevokedReason, SessionSecondFactor } from '../entities/session.entity';

export interface LiveSession {
  sessionId: string;
  userId: string;
  email: string;
}

export type RotationOutcome =
  | { kind: 'rotated'; session: LiveSession }
  /** The token had already been rotated: somebody replayed it. */
  | { kind: 'reused'; sessionId: string }
  /** Unknown token, or a revoked or expired session. */
  | { kind: 'invalid' };

/** A presented refresh token accepted for exchange: the successor will name it as the token it replaced. */
interface TokenClaim {
  kind: 'claimed';
  tokenId: string;
  sessionId: string;
}

/** A sign-in as the owner's data export lists it. */
export interface SessionExport {
  started_at: string;
  last_used_at: string;
  expires_at: string;
  ended_at: string | null;
  ended_because: string | null;
  /** How the sign-in was completed: 'totp', 'recovery_code', or null for a password alone. */
  second_factor: SessionSecondFactor | null;
}

/** TypeORM answers UPDATE … RETURNING on PostgreSQL as `[rows, affectedCount]`. */
function returnedRows<T>(result: [T[], number]): T[] {
  return result[0];
}

/** Every query on sessions, refresh_tokens and used_sign_in_challenges (the two-factor challenges that started a session). */
@Injectable()
export class SessionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @GenerateSql({ params: [DummyValue.USER_ID, DummyValue.TOKEN_HASH, DummyValue.DATE, 'totp', MANAGER] })
  async createWithToken(
    userId: string,
    tokenHash: string,
    expiresAt: Date,
    secondFactor: SessionSecondFactor | null,
    manager: EntityManager = this.db.manager,
  ): Promise<string> {
    const [session] = await manager.query(`INSERT INTO sessions (user_id, expires_at, second_factor) VALUES ($1, $2, $3) RETURNING id`, [userId, expiresAt, secondFactor]);
    await manager.query(`INSERT INTO refresh_tokens (session_id, token_hash) VALUES ($1, $2)`, [session.id, tokenHash]);
    return session.id;
  }

  /**
   * Marks the presented token used and issues its successor, in one transaction. The conditional
   * UPDATEs mean two concurrent uses of one token cannot both leave a live successor.
   */
  @GenerateSql(
    { name: 'an unused token', params: [DummyValue.TOKEN_HASH, 'e'.repeat(64), DummyValue.LATER, 30, 10] },
    { name: 'the same token again, within the grace period', params: [DummyValue.TOKEN_HASH, 'e'.repeat(64), DummyValue.LATER, 30, 3600] },
  )
  rotate(tokenHash: string, nextHash: string, expiresAt: Date, maxAgeDays: number, graceSeconds: number): Promise<RotationOutcome> {
    return this.db.transaction(async (manager) => {
      const claim = await this.claim(manager, tokenHash, graceSeconds);
      if (claim.kind !== 'claimed') return claim;
      const [live] = returnedRows<{ id: string; user_id: string; email: string }>(
        await manager.query(
          `UPDATE sessions s SET last_used_at = now(), expires_at = least($2, s.created_at + make_interval(days => $3))
             FROM users u
            WHERE s.id = $1 AND u.id = s.user_id AND s.revoked_at IS NULL AND s.expires_at > now()
              AND s.created_at > now() - make_interval(days => $3)
            RETURNING s.id, s.user_id, u.email`,
          [claim.sessionId, expiresAt, maxAgeDays],
        ),
      );
      if (!live) return { kind: 'invalid' };
      await manager.query(`INSERT INTO refresh_tokens (session_id, token_hash, previous_token_id) VALUES ($1, $2, $3)`, [live.id, nextHash, claim.tokenId]);
      return { kind: 'rotated', session: { sessionId: live.id, userId: live.user_id, email: live.email } };
    });
  }

  /**
   * Marks the presented token used. A token already used is a replay, except within `graceSeconds` of
   * its rotation while the successor it was exchanged for is still unused: then the answer carrying that
   * successor never arrived (a page left or reloaded mid-refresh), and the successor is withdrawn so
   * that a new one takes its place. A withdrawn successor presented later is a replay like any other.
   */
  private async claim(manager: EntityManager, tokenHash: string, graceSeconds: number): Promise<TokenClaim | Exclude<RotationOutcome, { kind: 'rotated' }>> {
    const [unused] = returnedRows<{ id: string; session_id: string }>(
      await manager.query(`UPDATE refresh_tokens SET rotated_at = now() WHERE token_hash = $1 AND rotated_at IS NULL RETURNING id, session_id`, [tokenHash]),
    );
    if (unused) return { kind: 'claimed', tokenId: unused.id, sessionId: unused.session_id };
    const [used] = await manager.query(
      `SELECT id, session_id, rotated_at > now() - make_interval(secs => $2) AS recent FROM refresh_tokens WHERE token_hash = $1`,
      [tokenHash, graceSeconds],
    );
    if (!used) return { kind: 'invalid' };
    if (used.recent) {
      const [withdrawn] = returnedRows<{ id: string }>(
        await manager.query(
          `UPDATE refresh_tokens SET rotated_at = now() WHERE session_id = $1 AND previous_token_id = $2 AND rotated_at IS NULL RETURNING id`,
          [used.session_id, used.id],
        ),
      );
      if (withdrawn) return { kind: 'claimed', tokenId: used.id, sessionId: used.session_id };
    }
    return { kind: 'reused', sessionId: used.session_id };
  }

  /**
   * Records that a two-factor challenge started its session; false when it already had. The primary key
   * decides between two requests at once: the second waits for the first to commit, then finds the id taken.
   */
  @GenerateSql({ params: [DummyValue.UUID, DummyValue.USER_ID, DummyValue.LATER] })
  async claimChallenge(challengeId: string, userId: string, expiresAt: Date, manager: EntityManager = this.db.manager): Promise<boolean> {
    const rows = await manager.query(
      `INSERT INTO used_sign_in_challenges (id, user_id, expires_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [challengeId, userId, expiresAt],
    );
    return rows.length > 0;
  }

  @GenerateSql({ params: [DummyValue.TOKEN_HASH] })
  async findSessionIdByTokenHash(tokenHash: string): Promise<string | undefined> {
    const [row] = await this.db.query(`SELECT session_id FROM refresh_tokens WHERE token_hash = $1`, [tokenHash]);
    return row?.session_id;
  }

  @GenerateSql({ params: [DummyValue.UUID, 'signout'] })
  async revoke(sessionId: string, reason: SessionRevokedReason): Promise<void> {
    await this.db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = $2 WHERE id = $1 AND revoked_at IS NULL`, [sessionId, reason]);
  }

  @GenerateSql({ params: [DummyValue.USER_ID, 'password_change', DummyValue.SESSION_ID, MANAGER] })
  async revokeAllForUser(userId: string, reason: SessionRevokedReason, exceptSessionId?: string, manager: EntityManager = this.db.manager): Promise<number> {
    const [, affected] = await manager.query(
      `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
        WHERE user_id = $1 AND revoked_at IS NULL AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [userId, reason, exceptSessionId ?? null],
    );
    return affected;
  }

  /**
   * The session's second factor and when it ends by itself, when it exists, is the user's, was not ended and is within its
   * expiry and its absolute lifetime; undefined otherwise.
   */
  @GenerateSql({ params: [DummyValue.SESSION_ID, DummyValue.USER_ID, 30] })
  async findLive(sessionId: string, userId: string, maxAgeDays: number): Promise<{ secondFactor: SessionSecondFactor | null; endsAt: Date } | undefined> {
    const [row] = await readPreparedRows<{ second_factor: SessionSecondFactor | null; ends_at: Date }>(
      this.db,
      `SELECT second_factor, least(expires_at, created_at + make_interval(days => $3)) AS ends_at FROM sessions
        WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL AND expires_at > now()
          AND created_at > now() - make_interval(days => $3)`,
      [sessionId, userId, maxAgeDays],
    );
    return row && { secondFactor: row.second_factor, endsAt: row.ends_at };
  }

  /**
   * Forgets sessions that ended long ago and rotated tokens older than any live session could be.
   * A deleted rotated token presented again is simply unknown, so it is still refused.
   */
  @GenerateSql({ params: [DummyValue.USER_ID] })
  async findForExport(userId: string): Promise<SessionExport[]> {
    const rows: { created_at: Date; last_used_at: Date; expires_at: Date; revoked_at: Date | null; revoked_reason: string | null; second_factor: SessionSecondFactor | null }[] =
      await this.db.query(
        `SELECT created_at, last_used_at, expires_at, revoked_at, revoked_reason, second_factor FROM sessions WHERE user_id = $1 ORDER BY created_at`,
        [userId],
      );
    return rows.map((row) => ({
      started_at: row.created_at.toISOString(),
      last_used_at: row.last_used_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
      ended_at: row.revoked_at?.toISOString() ?? null,
      ended_because: row.revoked_reason,
      second_factor: row.second_factor,
    }));
  }

  @GenerateSql({ params: [DummyValue.DATE, DummyValue.DATE, DummyValue.DATE] })
  async deleteStale(endedBefore: Date, rotatedBefore: Date, now: Date): Promise<{ sessions: number; tokens: number }> {
    const [, sessions] = await this.db.query(`DELETE FROM sessions WHERE expires_at < $1 OR revoked_at < $1`, [endedBefore]);
    const [, tokens] = await this.db.query(`DELETE FROM refresh_tokens WHERE rotated_at < $1`, [rotatedBefore]);
    // A claimed challenge past its expiry is refused by its signature anyway: its record has done its work.
    await this.db.query(`DELETE FROM used_sign_in_challenges WHERE expires_at < $1`, [now]);
    return { sessions, tokens };
  }
}
