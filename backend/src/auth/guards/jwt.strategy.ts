import { Inject, Injectable } from '@nestjs/common';
import { createSecretKey } from 'node:crypto';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { ACCESS_TOKEN_ALGORITHM, AccessTokenClaims, AuthUser, toAuthUser } from '../access-token.service';
import { SessionsService } from '../sessions/sessions.service';

/**
 * passport-jwt: a Bearer token signed with our secret and not expired, whose session was not
 * ended. Checking the session makes sign-out, a password change and a profile delete take effect
 * at once (on every instance within a second), not at token expiry.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly sessions: SessionsService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A key object made once: given the secret as text, jsonwebtoken first tries to read it as a PEM public key, and throws, on every request.
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer,
      algorithms: [ACCESS_TOKEN_ALGORITHM],
    });
  }

  /** The bearer, or false (401) unless the token's session is live. */
  async validate(claims: AccessTokenClaims): Promise<AuthUser | false> {
    const session = await this.sessions.accessTokenSession(claims.sid, claims.sub);
    return session ? toAuthUser(claims, session.secondFactor) : false;
  }
}
