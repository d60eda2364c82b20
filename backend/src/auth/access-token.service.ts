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

interface AccessTokenClaims {
  sub: string;
  email: string;
  sid: string;
}

/** Short-lived JWT access tokens, sent as `Authorization: Bearer`. */
@Injectable()
export class AccessTokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  sign(user: AuthUser): string {
    const claims: AccessTokenClaims = { sub: user.id, email: user.email, sid: user.sessionId };
    return this.jwt.sign(claims, { secret: this.config.jwtSecret, expiresIn: this.config.accessTokenTtlSeconds, algorithm: 'HS256' });
  }

  /** The bearer, or undefined for a missing, malformed, forged or expired token. */
  verify(token: string): AuthUser | undefined {
    try {
      const claims = this.jwt.verify<AccessTokenClaims>(token, { secret: this.config.jwtSecret, algorithms: ['HS256'] });
      return { id: claims.sub, email: claims.email, sessionId: claims.sid };
    } catch {
      return undefined;
    }
  }

  get ttlSeconds(): number {
    return this.config.accessTokenTtlSeconds;
  }
}
