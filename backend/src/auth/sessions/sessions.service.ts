import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { PROFILE_DELETED, ProfileDeletedEvent } from '../../events/profile-events';
import { AccessTokenService } from '../access-token.service';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';
import { SessionRevokedReason, SessionSecondFactor } from '../entities/session.entity';
import { SessionExport, SessionsRepository } from './sessions.repository';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/**
 * How long after its rotation a refresh token whose successor was never used may be exchanged again
 * (the answer carrying the successor was lost); later, or once the successor was used, it ends the session.
 */
export const REFRESH_GRACE_SECONDS = 30;

/** However often a session is refreshed, it ends this long after its sign-in (then sign in again). */
export const SESSION_MAX_AGE_DAYS = 90;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions as refresh-token families. `revokeAllForUser` ends every session of a user (password
 * reset, a password set by an admin, a deleted profile).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly accessTokens: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A new session; `secondFactor` says how the sign-in was completed (the back office needs one). */
  async start(user: { id: string; email: string }, secondFactor: SessionSecondFactor | null = null, manager?: EntityManager): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = this.nextExpiry();
    const sessionId = await this.sessions.createWithToken(user.id, hashToken(refreshToken), refreshExpiresAt, secondFactor, manager);
    return { sessionId, refreshToken, refreshExpiresAt, accessToken: this.accessTokens.sign({ id: user.id, email: user.email, sessionId }) };
  }

  /**
   * Exchanges a refresh token for a new pair. A token presented again revokes its whole family, unless
   * it comes back within REFRESH_GRACE_SECONDS and its successor was never used (see the repository).
   */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken || refreshToken.length > 200) throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.sessionExpired);
    const next = randomBytes(32).toString('base64url');
    const refreshExpiresAt = this.nextExpiry();
    const outcome = await this.sessions.rotate(hashToken(refreshToken), hashToken(next), refreshExpiresAt, SESSION_MAX_AGE_DAYS, REFRESH_GRACE_SECONDS);
    if (outcome.kind === 'reused') await this.sessions.revoke(outcome.sessionId, 'reuse');
    if (outcome.kind !== 'rotated') throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.sessionExpired);
    const { session } = outcome;
    return {
      sessionId: session.sessionId,
      refreshToken: next,
      refreshExpiresAt,
      accessToken: this.accessTokens.sign({ id: session.userId, email: session.email, sessionId: session.sessionId }),
    };
  }

  /** The user's sign-ins still on record, for their data export (the stored tokens are hashes, and left out). */
  exportSessions(userId: string): Promise<SessionExport[]> {
    return this.sessions.findForExport(userId);
  }

  /** Sign-out: ends the family of the refresh token and/or the session of the access token. */
  async end(refreshToken: string | undefined, sessionId: string | undefined): Promise<void> {
    const fromCookie = refreshToken && refreshToken.length <= 200 ? await this.sessions.findSessionIdByTokenHash(hashToken(refreshToken)) : undefined;
    for (const id of new Set([fromCookie, sessionId])) {
      if (id && UUID.test(id)) await this.sessions.revoke(id, 'signout');
    }
  }

  /** Ends every session of the user (all their refresh tokens and, through the guards, access tokens). */
  revokeAllForUser(userId: string, reason: SessionRevokedReason = 'account_closed', manager?: EntityManager): Promise<number> {
    return this.sessions.revokeAllForUser(userId, reason, undefined, manager);
  }

  /**
   * Deleting a profile signs its owner out everywhere (spec §4). Not suppressed: the owner must not
   * be told the deletion is done while a session still works.
   */
  @OnEvent(PROFILE_DELETED, { suppressErrors: false })
  async signOutOwnerOfDeletedProfile(event: ProfileDeletedEvent): Promise<void> {
    await this.revokeAllForUser(event.userId, 'account_closed');
  }

  revokeOthers(userId: string, keepSessionId: string, reason: SessionRevokedReason): Promise<number> {
    return this.sessions.revokeAllForUser(userId, reason, UUID.test(keepSessionId) ? keepSessionId : undefined);
  }

  /**
   * Whether an access token's session is still on. Fails closed: a session that is unknown (a
   * forged or stale id under a valid signature), another user's, ended or past its lifetime is not.
   */
  async isLive(sessionId: unknown, userId: unknown): Promise<boolean> {
    return !!(await this.liveSession(sessionId, userId));
  }

  /** The live session (see isLive) with the second factor its sign-in was completed with; undefined when it is not live. */
  liveSession(sessionId: unknown, userId: unknown): Promise<{ secondFactor: SessionSecondFactor | null } | undefined> {
    if (typeof sessionId !== 'string' || typeof userId !== 'string' || !UUID.test(sessionId) || !UUID.test(userId)) return Promise.resolve(undefined);
    return this.sessions.findLive(sessionId, userId, SESSION_MAX_AGE_DAYS);
  }

  private nextExpiry(): Date {
    return new Date(Date.now() + this.config.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
  }
}
