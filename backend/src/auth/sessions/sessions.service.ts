import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AccessTokenService } from '../access-token.service';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';
import { SessionRevokedReason } from '../entities/session.entity';
import { SessionsRepository } from './sessions.repository';

export interface IssuedSession {
  sessionId: string;
  accessToken: string;
  refreshToken: string;
  refreshExpiresAt: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Sessions as refresh-token families. Other modules call `revokeAllForUser` to end every
 * session of a user (profile delete, password reset).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly accessTokens: AccessTokenService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async start(user: { id: string; email: string }, manager?: EntityManager): Promise<IssuedSession> {
    const refreshToken = randomBytes(32).toString('base64url');
    const refreshExpiresAt = this.nextExpiry();
    const sessionId = await this.sessions.createWithToken(user.id, hashToken(refreshToken), refreshExpiresAt, manager);
    return { sessionId, refreshToken, refreshExpiresAt, accessToken: this.accessTokens.sign({ id: user.id, email: user.email, sessionId }) };
  }

  /** Exchanges a refresh token for a new pair; a token presented twice revokes its whole family. */
  async refresh(refreshToken: string | undefined): Promise<IssuedSession> {
    if (!refreshToken || refreshToken.length > 200) throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.sessionExpired);
    const next = randomBytes(32).toString('base64url');
    const refreshExpiresAt = this.nextExpiry();
    const outcome = await this.sessions.rotate(hashToken(refreshToken), hashToken(next), refreshExpiresAt);
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

  revokeOthers(userId: string, keepSessionId: string, reason: SessionRevokedReason): Promise<number> {
    return this.sessions.revokeAllForUser(userId, reason, UUID.test(keepSessionId) ? keepSessionId : undefined);
  }

  /** Whether an access token's session was ended; unknown sessions are not treated as revoked. */
  isRevoked(sessionId: string): Promise<boolean> {
    return UUID.test(sessionId) ? this.sessions.isRevoked(sessionId) : Promise.resolve(false);
  }

  private nextExpiry(): Date {
    return new Date(Date.now() + this.config.refreshTokenTtlDays * 24 * 60 * 60 * 1000);
  }
}
