import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { SessionSecondFactor } from './entities/session.entity';

/** What a verified access token says about its bearer. */
export interface AuthUser {
  id: string;
  email: string;
  /** The refresh-token family the access token was issued for. */
  sessionId: string;
  /** How the session's sign-in was completed (read from the session on each request); null: password only. */
  secondFactor: SessionSecondFactor | null;
}

export interface AccessTokenClaims {
  sub: string;
  email: string;
  sid: string;
}

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export function toAuthUser(claims: AccessTokenClaims, secondFactor: SessionSecondFactor | null): AuthUser {
  return { id: claims.sub, email: claims.email, sessionId: claims.sid, secondFactor };
}

/** Issues the short-lived JWT access tokens sent as `Authorization: Bearer`; JwtStrategy checks them. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(user: Pick<AuthUser, 'id' | 'email' | 'sessionId'>): string {
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, sid: user.sessionId };
    return this.jwt.sign(claims, { secret: this.config.jwtSecret, expiresIn: this.config.accessTokenTtlSeconds, algorithm: ACCESS_TOKEN_ALGORITHM });
  }
}
