import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';

export type ChallengeStep = 'code' | 'enrol';

/** Long enough to open an authenticator app; enrolling (installing one, scanning) takes longer. */
const LIFETIME_SECONDS: Record<ChallengeStep, number> = { code: 5 * 60, enrol: 15 * 60 };
const AUDIENCE = 'two-factor-sign-in';

interface ChallengeClaims {
  sub: string;
  step: ChallengeStep;
}

/**
 * The proof that an account's password was just given, carried from the password step to the
 * second factor (no session exists in between). Signed with its own key, derived from the app's
 * secret, so it can never pass for an access token, nor an access token for it.
 */
@Injectable()
export class ChallengeTokens {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('two-factor-challenge').digest('base64url');
  }

  issue(userId: string, step: ChallengeStep): string {
    const claims: ChallengeClaims = { sub: userId, step };
    return this.jwt.sign(claims, { secret: this.secret, expiresIn: LIFETIME_SECONDS[step], audience: AUDIENCE, algorithm: 'HS256' });
  }

  /** The account the challenge was issued to, for that step; 401 when it is forged, expired or for the other step. */
  userOf(challenge: string, step: ChallengeStep): string {
    try {
      const claims = this.jwt.verify<ChallengeClaims>(challenge, { secret: this.secret, audience: AUDIENCE, algorithms: ['HS256'] });
      if (claims.step === step && typeof claims.sub === 'string') return claims.sub;
    } catch {
      // expired or not ours: the same answer
    }
    throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.challengeExpired);
  }
}
