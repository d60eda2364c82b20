import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** What a verified access token says about its bearer. */
export interface AuthUser {
  id: string;
  email: string;
  /** The refresh-token family the access token was issued for. */
  sessionId: string;
}

export interface AccessTokenClaims {
  sub: string;
  email: string;
  sid: string;
}

export const ACCESS_TOKEN_ALGORITHM = 'HS256';

export function toAuthUser(claims: AccessTokenClaims): AuthUser {
  return { id: claims.sub, email: claims.email, sessionId: claims.sid };
}

/** Issues the short-lived JWT access tokens sent as `Authorization: Bearer`; JwtStrategy checks them. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(user: AuthUser): string {
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, sid: user.sessionId };
    return this.jwt.sign(claims, { secret: this.config.jwtSecret, expiresIn: this.config.accessTokenTtlSeconds, algorithm: ACCESS_TOKEN_ALGORITHM });
  }
}
