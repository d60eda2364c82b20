import type { TotpEnrolment, TwoFactorStatus } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../access-token.service';
import { Account, AccountsService } from '../accounts.service';
import { LoginThrottleService } from '../rate-limit/login-throttle.service';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { ChallengeTokens } from './challenge-tokens';
import { TotpCredentials } from './totp-credentials.service';
import { AUTH_MESSAGES } from '../auth.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

export interface SecondStepDone {
  account: Account;
  session: IssuedSession;
}

/**
 * Two-factor sign-in around TotpCredentials: the second step of sign-in (a code, or an
 * admin's enrolment), an account turning it on and off, new recovery codes, and a superadmin's reset.
 * Every code check counts against the account's sign-in slow-down, exactly like a password.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly credentials: TotpCredentials,
    private readonly challenges: ChallengeTokens,
    private readonly accounts: AccountsService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /**
   * Sign-in's second step: a 6-digit code or a recovery code, then the session, which claims the
   * challenge. One transaction: a challenge already used leaves the code unused, and a refused code
   * leaves the challenge for another try.
   */
  async completeSignIn(challenge: string, code: string): Promise<SecondStepDone> {
    const signIn = await this.challenges.verify(challenge, 'code');
    const { account } = signIn;
    await this.throttle.beginAttempt(account.email);
    const session = await this.db.transaction(async (manager) => {
      const secondFactor = await this.credentials.use(account.id, code, ErrorKind.Unauthenticated, manager);
      return this.sessions.start(account, secondFactor, manager, signIn.challenge);
    });
    await this.throttle.recordSuccess(account.email);
    return { account, session };
  }

  /** An admin without two-factor sign-in, past the password: a new secret to scan. */
  async startSignInEnrolment(challenge: string): Promise<TotpEnrolment> {
    const { account } = await this.challenges.verify(challenge, 'enrol');
    return this.credentials.startEnrolment(account.id, account.email);
  }

  /**
   * The enrolling admin's first code: two-factor sign-in is on, every session the account had without
   * it ends, and the new session starts with it (claiming the challenge).
   */
  async completeSignInEnrolment(challenge: string, code: string): Promise<SecondStepDone & { recoveryCodes: string[] }> {
    const signIn = await this.challenges.verify(challenge, 'enrol');
    const { account } = signIn;
    await this.throttle.beginAttempt(account.email);
    const done = await this.db.transaction(async (manager) => {
      const recoveryCodes = await this.credentials.confirmEnrolment(account.id, code, manager);
      await this.sessions.revokeAllForUser(account.id, 'two_factor_enabled', manager);
      return { recoveryCodes, session: await this.sessions.start(account, 'totp', manager, signIn.challenge) };
    });
    await this.throttle.recordSuccess(account.email);
    return { account, ...done };
  }

  async status(user: AuthUser): Promise<TwoFactorStatus> {
    const [enabled, required, recoveryCodesLeft] = await Promise.all([
      this.credentials.isEnabled(user.id),
      this.accounts.isAdmin(user.id),
      this.credentials.unusedRecoveryCodes(user.id),
    ]);
    return { enabled, required, recoveryCodesLeft: enabled ? recoveryCodesLeft : 0 };
  }

  /** A signed-in account turning two-factor sign-in on: a new secret to scan. */
  async startSetup(user: AuthUser): Promise<TotpEnrolment> {
    return this.credentials.startEnrolment(user.id, (await this.signedIn(user)).email);
  }

  /**
   * The first code from the app turns it on; the answer's recovery codes are never shown again. Every
   * other session of the account ends: they were signed in without the second factor now required.
   */
  async confirmSetup(user: AuthUser, code: string): Promise<string[]> {
    const account = await this.signedIn(user);
    await this.throttle.beginAttempt(account.email);
    const codes = await this.db.transaction(async (manager) => {
      const recoveryCodes = await this.credentials.confirmEnrolment(account.id, code, manager);
      await this.sessions.revokeOthers(account.id, user.sessionId, 'two_factor_enabled', manager);
      return recoveryCodes;
    });
    await this.throttle.recordSuccess(account.email);
    return codes;
  }

  /**
   * Turning it off needs the password and a code; admins must keep it. A recovery code will do: it is
   * the way out for someone who lost their phone, and it signs in anyway. The code is used up only if
   * two-factor sign-in really goes off.
   */
  async disable(user: AuthUser, password: string, code: string): Promise<void> {
    if (await this.accounts.isAdmin(user.id)) throw appError(ErrorKind.Forbidden, AUTH_MESSAGES.adminCannotDisableTwoFactor);
    const account = await this.accounts.confirmPassword(user.id, password, false);
    if (!(await this.credentials.isEnabled(account.id))) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.twoFactorNotOn);
    await this.throttle.beginAttempt(account.email);
    await this.db.transaction(async (manager) => {
      await this.credentials.use(account.id, code, ErrorKind.BadInput, manager);
      await this.credentials.remove(account.id, manager);
    });
    await this.throttle.recordSuccess(account.email);
  }

  /**
   * Ten new recovery codes for the password and a code from the authenticator app; the old ones stop
   * working. A recovery code will not do: with one (and the password) a thief could otherwise renew
   * the set, and then turn two-factor sign-in off with it.
   */
  async regenerateRecoveryCodes(user: AuthUser, password: string, code: string): Promise<string[]> {
    const account = await this.accounts.confirmPassword(user.id, password, false);
    await this.throttle.beginAttempt(account.email);
    const codes = await this.db.transaction(async (manager) => {
      await this.credentials.use(account.id, code, ErrorKind.BadInput, manager, { recoveryCodes: false });
      return this.credentials.regenerateRecoveryCodes(account.id, manager);
    });
    await this.throttle.recordSuccess(account.email);
    return codes;
  }

  /**
   * A superadmin's reset of another admin: the secret and recovery codes are deleted and every
   * session ends, so the admin sets two-factor sign-in up again at the next sign-in.
   */
  async reset(userId: string, manager: EntityManager): Promise<void> {
    await this.credentials.remove(userId, manager);
    await this.sessions.revokeAllForUser(userId, 'two_factor_reset', manager);
  }

  enabledAmong(userIds: string[], manager?: EntityManager): Promise<Set<string>> {
    return this.credentials.enabledAmong(userIds, manager);
  }

  private async signedIn(user: AuthUser): Promise<Account> {
    const account = await this.accounts.findById(user.id);
    if (!account) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.notAuthenticated);
    return account;
  }
}
