import { Inject, Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { PROFILE_DELETED, ProfileDeletedEvent } from '../../events/profile-events';
import { AccessTokenService } from '../access-token.service';
import { SessionRevokedReason, SessionSecondFactor } from '../entities/session.entity';
import { AccessTokenSessions } from './access-token-sessions';
import { SessionExport, SessionsRepository } from './sessions.repository';
import { AUTH_MESSAGES } from '../auth.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

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
    private readonly remembered: AccessTokenSessions,
  ) {}

  /**
   * A new session; `secondFactor` says how the sign-in was completed (the back office needs one). A
   * sign-in completed from a two-factor challenge claims it, so one challenge never starts two sessions:
   * 401 when it was claimed already (run in the transaction that used the code, which then rolls back).
   */
  async start(
    user: { id: string; email: string },
    secondFactor: SessionSecondFactor | null = null,
    manager?: EntityManager,
    challenge?: { id: string; expiresAt: Date },
  ): Promise<IssuedSession> {
    if (challenge && !(await this.sessions.claimChallenge(challenge.id, user.id, challenge.expiresAt, manager))) {
      throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.challengeExpired);
    }
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
    if (!refreshToken || refreshToken.length > 200) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.sessionExpired);
    const next = randomBytes(32).toString('base64url');
    const refreshExpiresAt = this.nextExpiry();
    const outcome = await this.sessions.rotate(hashToken(refreshToken), hashToken(next), refreshExpiresAt, SESSION_MAX_AGE_DAYS, REFRESH_GRACE_SECONDS);
    if (outcome.kind === 'reused') await this.revoke(outcome.sessionId, 'reuse');
    if (outcome.kind !== 'rotated') throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.sessionExpired);
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
      if (id && UUID.test(id)) await this.revoke(id, 'signout');
    }
  }

  /** Ends every session of the user (all their refresh tokens and, through the guards, access tokens). */
  async revokeAllForUser(userId: string, reason: SessionRevokedReason = 'account_closed', manager?: EntityManager): Promise<number> {
    const revoked = await this.sessions.revokeAllForUser(userId, reason, undefined, manager);
    this.remembered.userSessionsEnded(userId);
    return revoked;
  }

  /**
   * Deleting a profile signs its owner out everywhere (spec §4). Not suppressed: the owner must not
   * be told the deletion is done while a session still works.
   */
  @OnEvent(PROFILE_DELETED, { suppressErrors: false })
  async signOutOwnerOfDeletedProfile(event: ProfileDeletedEvent): Promise<void> {
    await this.revokeAllForUser(event.userId, 'account_closed');
  }

  async revokeOthers(userId: string, keepSessionId: string, reason: SessionRevokedReason, manager?: EntityManager): Promise<number> {
    const revoked = await this.sessions.revokeAllForUser(userId, reason, UUID.test(keepSessionId) ? keepSessionId : undefined, manager);
    this.remembered.userSessionsEnded(userId);
    return revoked;
  }

  /**
   * Whether an access token's session is still on. Fails closed: a session that is unknown (a
   * forged or stale id under a valid signature), another user's, ended or past its lifetime is not.
   */
  async isLive(sessionId: unknown, userId: unknown): Promise<boolean> {
    return !!(await this.liveSession(sessionId, userId));
  }

  /**
   * The live session of an access token, as liveSession answers it, remembered for a few seconds
   * (AccessTokenSessions): every instance forgets a session the moment it ends.
   */
  async accessTokenSession(sessionId: unknown, userId: unknown): Promise<{ secondFactor: SessionSecondFactor | null } | undefined> {
    if (typeof sessionId !== 'string' || typeof userId !== 'string') return undefined;
    const remembered = this.remembered.live(sessionId, userId);
    if (remembered) return { secondFactor: remembered.secondFactor };
    const generation = this.remembered.generation;
    const session = await this.liveSession(sessionId, userId);
    if (session) this.remembered.set(sessionId, { sessionId, userId, secondFactor: session.secondFactor, endsAt: session.endsAt.getTime() }, generation);
    return session && { secondFactor: session.secondFactor };
  }

  /** The live session (see isLive) with the second factor its sign-in was completed with; undefined when it is not live. */
  liveSession(sessionId: unknown, userId: unknown): Promise<{ secondFactor: SessionSecondFactor | null; endsAt: Date } | undefined> {
    if (typeof sessionId !== 'string' || typeof userId !== 'string' || !UUID.test(sessionId) || !UUID.test(userId)) return Promise.resolve(undefined);
    return this.sessions.findLive(sessionId, userId, SESSION_MAX_AGE_DAYS);
  }

  private async revoke(sessionId: string, reason: SessionRevokedReason): Promise<void> {
    await this.sessions.revoke(sessionId, reason);
    this.remembered.sessionEnded(sessionId);
  }

  private nextExpiry(): Date {
    return new Date(Date.now() + this.config.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
  }
}
