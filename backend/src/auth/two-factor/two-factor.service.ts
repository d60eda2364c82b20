import type { TotpEnrolment, TwoFactorStatus } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { AuthUser } from '../access-token.service';
import { Account, AccountsService } from '../accounts.service';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';
import { LoginThrottleService } from '../rate-limit/login-throttle.service';
import { IssuedSession, SessionsService } from '../sessions/sessions.service';
import { ChallengeStep, ChallengeTokens } from './challenge-tokens';
import { TotpCredentials } from './totp-credentials.service';

export interface SecondStepDone {
  account: Account;
  session: IssuedSession;
}

/**
 * Two-factor sign-in (issue 15) around TotpCredentials: the second step of sign-in (a code, or an
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

  /** Sign-in's second step: a 6-digit code or a recovery code, then the session. */
  async completeSignIn(challenge: string, code: string): Promise<SecondStepDone> {
    const account = await this.challengedAccount(challenge, 'code');
    await this.throttle.beginAttempt(account.email);
    const secondFactor = await this.credentials.use(account.id, code, AuthErrorCode.InvalidSecondFactor);
    await this.throttle.recordSuccess(account.email);
    return { account, session: await this.sessions.start(account, secondFactor) };
  }

  /** An admin without two-factor sign-in, past the password: a new secret to scan. */
  async startSignInEnrolment(challenge: string): Promise<TotpEnrolment> {
    const account = await this.challengedAccount(challenge, 'enrol');
    return this.credentials.startEnrolment(account.id, account.email);
  }

  /** The enrolling admin's first code: two-factor sign-in is on, and the session starts with it. */
  async completeSignInEnrolment(challenge: string, code: string): Promise<SecondStepDone & { recoveryCodes: string[] }> {
    const account = await this.challengedAccount(challenge, 'enrol');
    await this.throttle.beginAttempt(account.email);
    const done = await this.db.transaction(async (manager) => {
      const recoveryCodes = await this.credentials.confirmEnrolment(account.id, code, manager);
      return { recoveryCodes, session: await this.sessions.start(account, 'totp', manager) };
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

  /** The first code from the app turns it on; the answer's recovery codes are never shown again. */
  async confirmSetup(user: AuthUser, code: string): Promise<string[]> {
    const account = await this.signedIn(user);
    await this.throttle.beginAttempt(account.email);
    const codes = await this.db.transaction((manager) => this.credentials.confirmEnrolment(account.id, code, manager));
    await this.throttle.recordSuccess(account.email);
    return codes;
  }

  /** Turning it off needs the password and a code (or a recovery code); admins must keep it. */
  async disable(user: AuthUser, password: string, code: string): Promise<void> {
    if (await this.accounts.isAdmin(user.id)) throw new AuthException(AuthErrorCode.MissingPermission, AuthMessages.adminCannotDisableTwoFactor);
    const account = await this.accounts.confirmPassword(user.id, password, false);
    if (!(await this.credentials.isEnabled(account.id))) throw new AuthException(AuthErrorCode.BadInput, AuthMessages.twoFactorNotOn);
    await this.throttle.beginAttempt(account.email);
    await this.credentials.use(account.id, code, AuthErrorCode.BadInput);
    await this.throttle.recordSuccess(account.email);
    await this.credentials.remove(account.id);
  }

  /** Ten new recovery codes for the password; the old ones stop working. */
  async regenerateRecoveryCodes(user: AuthUser, password: string): Promise<string[]> {
    const account = await this.accounts.confirmPassword(user.id, password);
    return this.db.transaction((manager) => this.credentials.regenerateRecoveryCodes(account.id, manager));
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

  private async challengedAccount(challenge: string, step: ChallengeStep): Promise<Account> {
    const account = await this.accounts.findById(this.challenges.userOf(challenge, step));
    if (!account) throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.challengeExpired);
    return account;
  }

  private async signedIn(user: AuthUser): Promise<Account> {
    const account = await this.accounts.findById(user.id);
    if (!account) throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.notAuthenticated);
    return account;
  }
}
