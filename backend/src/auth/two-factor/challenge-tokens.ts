import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { UsersRepository } from '../users.repository';
import { AUTH_MESSAGES } from '../auth.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

export type ChallengeStep = 'code' | 'enrol';

/** Long enough to open an authenticator app; enrolling (installing one, scanning) takes longer. */
const LIFETIME_SECONDS: Record<ChallengeStep, number> = { code: 5 * 60, enrol: 15 * 60 };
const AUDIENCE = 'two-factor-sign-in';

interface ChallengeClaims {
  sub: string;
  step: ChallengeStep;
  /** The challenge's own id: the session it starts claims it, so it starts no other (SessionsService.start). */
  jti: string;
  /** A keyed fingerprint of the password hash it was issued for: a new password ends the challenge. */
  pwd: string;
  exp: number;
}

/** A valid challenge: whose it is, and what its session must claim. */
export interface ChallengedSignIn {
  account: { id: string; email: string };
  challenge: { id: string; expiresAt: Date };
}

/**
 * The proof that an account's password was just given, carried from the password step to the
 * second factor (no session exists in between). Signed with its own key, derived from the app's
 * secret, so it can never pass for an access token, nor an access token for it. It is bound to the
 * password it followed, and starts one session at most.
 */
@Injectable()
export class ChallengeTokens {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersRepository,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.secret = createHmac('sha256', config.jwtSecret).update('two-factor-challenge').digest('base64url');
  }

  issue(user: { id: string; passwordHash: string }, step: ChallengeStep): string {
    const claims: Omit<ChallengeClaims, 'exp'> = { sub: user.id, step, jti: randomUUID(), pwd: this.fingerprint(user.passwordHash) };
    return this.jwt.sign(claims, { secret: this.secret, expiresIn: LIFETIME_SECONDS[step], audience: AUDIENCE, algorithm: 'HS256' });
  }

  /**
   * The account the challenge was issued to, for that step, while its password is still the one it
   * followed; 401 when it is forged, expired, for the other step, or its account's password changed.
   */
  async verify(challenge: string, step: ChallengeStep): Promise<ChallengedSignIn> {
    const claims = this.claimsOf(challenge, step);
    const user = claims && (await this.users.findById(claims.sub));
    if (!claims || !user || !this.sameFingerprint(claims.pwd, user.passwordHash)) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.challengeExpired);
    return { account: { id: user.id, email: user.email }, challenge: { id: claims.jti, expiresAt: new Date(claims.exp * 1000) } };
  }

  private claimsOf(challenge: string, step: ChallengeStep): ChallengeClaims | undefined {
    try {
      const claims = this.jwt.verify<ChallengeClaims>(challenge, { secret: this.secret, audience: AUDIENCE, algorithms: ['HS256'] });
      const complete = typeof claims.sub === 'string' && typeof claims.jti === 'string' && typeof claims.pwd === 'string' && typeof claims.exp === 'number';
      return claims.step === step && complete ? claims : undefined;
    } catch {
      // expired or not ours: the same answer
      return undefined;
    }
  }

  /** The hash itself never leaves the server: the token carries an HMAC of it under the challenges' key. */
  private fingerprint(passwordHash: string): string {
    return createHmac('sha256', this.secret).update(`password:${passwordHash}`).digest('base64url');
  }

  private sameFingerprint(claimed: string, passwordHash: string): boolean {
    const expected = Buffer.from(this.fingerprint(passwordHash));
    const given = Buffer.from(claimed);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
