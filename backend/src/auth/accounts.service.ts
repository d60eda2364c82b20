import { AdminFlags, TwoFactorChallenge } from 'contract';
import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuthUser } from './access-token.service';
import { canonicalEmail, MAX_EMAIL_LENGTH } from './email-identity';
import { SessionRevokedReason } from './entities/session.entity';
import { PasswordHasher } from './password-hasher';
import { normalisePassword, passwordProblem } from './password-rules';
import { LoginThrottleService } from './rate-limit/login-throttle.service';
import { toAdminFlagsView } from './admin-flags.mapper';
import { IssuedSession, SessionsService } from './sessions/sessions.service';
import { ChallengeTokens } from './two-factor/challenge-tokens';
import { TotpCredentials } from './two-factor/totp-credentials.service';
import { UsersRepository } from './users.repository';
import { AUTH_MESSAGES } from './auth.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

export interface Account {
  id: string;
  email: string;
}

/** A finished sign-in, or the second step it still needs (admins always, advertisers who turned it on). */
export type SignInOutcome = { account: Account; session: IssuedSession } | { challenge: TwoFactorChallenge };

/** The account as a data export shows it to its owner: never the password's hash. */
export interface AccountExport {
  id: string;
  email: string;
  created_at: string;
  updated_at: string;
  /** Whether two-factor sign-in is on; never the secret or the recovery codes, which would make a leaked copy a second factor. */
  two_factor: { enabled: boolean; enabled_at: string | null; unused_recovery_codes: number };
}

/**
 * Accounts (the users table) for every module: sign-in, passwords, the account an email or id
 * names, and new accounts (sign-up, the back office's Settings).
 */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly totp: TotpCredentials,
    private readonly challenges: ChallengeTokens,
  ) {}

  /**
   * Checks the credentials (with the account's slow-down) and starts a session, or, when the account
   * has two-factor sign-in on or is an admin (who must enrol first), answers the challenge for the
   * second step instead: no session exists before it. The failure count is cleared only once a
   * session is issued, so wrong codes after a right password add up to the same slow-down.
   */
  async signIn(typedEmail: string, password: string): Promise<SignInOutcome> {
    // Before the counters and the database: a flood is turned away for the price of a comparison.
    this.hasher.assertRoom();
    // Every spelling of an account's address is one identity, for the slow-down as for the look-up.
    const email = canonicalEmail(typedEmail);
    if (email.length > MAX_EMAIL_LENGTH) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.invalidCredentials);
    await this.throttle.beginAttempt(email);
    const user = await this.users.findByEmail(email);
    const valid = password.length <= 1024 && (await this.hasher.verify(user?.passwordHash, password));
    if (!user || !valid) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.invalidCredentials);
    const step = (await this.totp.isEnabled(user.id)) ? 'code' : (await this.users.findAdminByUserId(user.id)) ? 'enrol' : null;
    if (step) return { challenge: { twoFactor: step, challenge: this.challenges.issue(user, step) } };
    await this.throttle.recordSuccess(email);
    return { account: { id: user.id, email: user.email }, session: await this.sessions.start(user) };
  }

  /** The account behind an id, or null when it is gone. */
  async findById(userId: string, manager?: EntityManager): Promise<Account | null> {
    const user = await this.users.findById(userId, manager);
    return user ? { id: user.id, email: user.email } : null;
  }

  async isAdmin(userId: string): Promise<boolean> {
    return !!(await this.users.findAdminByUserId(userId));
  }

  /** The account behind a valid access token ('Not authenticated' once it is gone). */
  async current(authUser: AuthUser): Promise<Account> {
    const user = await this.users.findById(authUser.id);
    if (!user) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.notAuthenticated);
    return { id: user.id, email: user.email };
  }

  /** For the owner's data export (Privacy Act IPP 6); null once the account is gone. */
  async exportAccount(userId: string): Promise<AccountExport | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    return { id: user.id, email: user.email, created_at: user.createdAt.toISOString(), updated_at: user.updatedAt.toISOString(), two_factor: await this.totp.exportState(user.id) };
  }

  /** The account's admin flags, or null for an advertiser. */
  async adminFlagsOf(userId: string): Promise<AdminFlags | null> {
    const admin = await this.users.findAdminByUserId(userId);
    return admin ? toAdminFlagsView(admin) : null;
  }

  /**
   * PUT /api/auth/password: the signed-in user, knowing the current password; ends their other
   * sessions. `personal` are the account's other names (its username) the password must not contain.
   */
  async changePassword(authUser: AuthUser, current: string, next: string, confirm: string, personal: (string | null)[] = []): Promise<void> {
    if (next !== confirm) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.newPasswordsDoNotMatch);
    const user = await this.users.findById(authUser.id);
    if (!user) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.notAuthenticated);
    this.assertPasswordRules(next, [user.email, ...personal]);
    await this.throttle.beginAttempt(user.email);
    if (!(await this.hasher.verify(user.passwordHash, current))) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.currentPasswordWrong);
    await this.throttle.recordSuccess(user.email);
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(next));
    await this.sessions.revokeOthers(user.id, authUser.sessionId, 'password_change');
  }

  /** The superadmin action: sets a user's password and ends every session they have. */
  async setPassword(userId: string, password: string): Promise<void> {
    const normalised = normalisePassword(password);
    if (!normalised) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.newPasswordRequired);
    this.assertPasswordRules(normalised, []);
    await this.setHashedPassword(userId, normalised, await this.hasher.hash(normalised), 'admin');
  }

  /**
   * Stores `hash`, the hash of `password` made before the caller's transaction began (a hash is
   * slow and waits its turn in the hash gate: no database connection may be held meanwhile), after
   * checking the rules that need the account (`personal`: its other names, such as its username);
   * ends every session of the user.
   */
  async setHashedPassword(
    userId: string,
    password: string,
    hash: string,
    reason: SessionRevokedReason,
    manager?: EntityManager,
    personal: (string | null)[] = [],
  ): Promise<void> {
    const user = await this.users.findById(userId, manager);
    if (!user) throw appError(ErrorKind.NotFound, AUTH_MESSAGES.userNotFound);
    this.assertPasswordRules(password, [user.email, ...personal]);
    await this.users.updatePasswordHash(user.id, hash, manager);
    await this.sessions.revokeAllForUser(user.id, reason, manager);
    await this.throttle.recordSuccess(user.email);
  }

  /**
   * The signed-in user's password, checked under the account's slow-down, for changes that need it
   * again. `clearFailures: false` when a code check follows (turning two-factor sign-in off): a right
   * password must not wipe the count the wrong codes build up.
   */
  async confirmPassword(userId: string, password: string, clearFailures = true): Promise<Account> {
    const user = await this.users.findById(userId);
    if (!user) throw appError(ErrorKind.Unauthenticated, AUTH_MESSAGES.notAuthenticated);
    await this.throttle.beginAttempt(user.email);
    if (!(await this.hasher.verify(user.passwordHash, password))) throw appError(ErrorKind.BadInput, AUTH_MESSAGES.currentPasswordWrong);
    if (clearFailures) await this.throttle.recordSuccess(user.email);
    return { id: user.id, email: user.email };
  }

  /** Sets the sign-in email (the caller confirmed the new address and that it is free). */
  changeEmail(userId: string, email: string, manager?: EntityManager): Promise<void> {
    return this.users.updateEmail(userId, email, manager);
  }

  /** The account for an email address, in any spelling of it (email-identity.ts), for flows such as password reset. */
  async findByEmail(email: string, manager?: EntityManager): Promise<Account | null> {
    const user = await this.users.findByEmail(email, manager);
    return user ? { id: user.id, email: user.email } : null;
  }

  /** The sign-in email of an account: where its notifications go. */
  async emailOf(userId: string, manager?: EntityManager): Promise<string | undefined> {
    return (await this.users.findById(userId, manager))?.email;
  }

  /** Where escalations go: every superadmin's sign-in email. */
  superadminEmails(): Promise<string[]> {
    return this.users.superadminEmails();
  }

  /** Sign-in emails by account id, for lists that show them. */
  async emailsByIds(userIds: string[], manager?: EntityManager): Promise<Map<string, string>> {
    return new Map((await this.users.findEmailsByIds(userIds, manager)).map((user) => [user.id, user.email]));
  }

  emailTaken(email: string, manager?: EntityManager): Promise<boolean> {
    return this.users.emailExists(email, manager);
  }

  hashPassword(password: string): Promise<string> {
    return this.hasher.hash(password);
  }

  /** A new account with an already hashed password (hash before a transaction: hashing is slow). */
  async createAccount(email: string, passwordHash: string, manager?: EntityManager): Promise<Account> {
    const user = await this.users.insert(email, passwordHash, manager);
    return { id: user.id, email: user.email };
  }

  /** Refuses a new password that breaks a rule of password-rules, naming why. */
  assertPasswordRules(password: string, personal: (string | null | undefined)[]): void {
    const problem = passwordProblem(password, personal);
    if (problem) throw appError(ErrorKind.BadInput, problem);
  }
}
