import { Injectable } from '@nestjs/common';
import { randomInt } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { AuthUser } from './access-token.service';
import { AccountProfilesRepository, ProfileWithPhotos } from './account-profiles.repository';
import { AuthErrorCode, AuthException, AuthMessages } from './auth.exception';
import { SessionRevokedReason } from './entities/session.entity';
import { PasswordHasher } from './password-hasher';
import { normalisePassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password-rules';
import { LoginThrottleService } from './rate-limit/login-throttle.service';
import { SessionsService, IssuedSession } from './sessions/sessions.service';
import { SessionView, toSessionView } from './session-view.mapper';
import { UsersRepository } from './users.repository';

export interface SignedIn {
  view: SessionView;
  session: IssuedSession;
}

/** Spec §4: the alphanumerics of the email's local part plus a random number below 1000. */
export function autoUsername(email: string, random: number = randomInt(1000)): string {
  const base = email.split('@')[0].replace(/[^A-Za-z0-9]/g, '').slice(0, 27) || 'user';
  return base + String(random).padStart(Math.max(0, 3 - base.length), '0');
}

/** Sign-in, the current session's view, and passwords. */
@Injectable()
export class AccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly profiles: AccountProfilesRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async signIn(email: string, password: string): Promise<SignedIn> {
    await this.throttle.assertAccountOpen(email);
    const user = await this.users.findByEmail(email);
    const valid = password.length <= 1024 && (await this.hasher.verify(user?.passwordHash, password));
    if (!user || !valid) {
      await this.throttle.recordFailure(email);
      throw new AuthException(AuthErrorCode.InvalidCredentials, AuthMessages.invalidCredentials);
    }
    await this.throttle.recordSuccess(email);
    await this.profiles.touchLastActive(user.id);
    const session = await this.sessions.start(user);
    return { view: await this.view(user), session };
  }

  /** GET /api/auth/me. A non-admin without a profile gets one created (spec §4). */
  async me(authUser: AuthUser): Promise<SessionView> {
    const user = await this.users.findById(authUser.id);
    if (!user) throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.notAuthenticated);
    return this.view(user);
  }

  async view(user: { id: string; email: string }): Promise<SessionView> {
    const admin = await this.users.findAdminByUserId(user.id);
    // An admin holds no advertiser profile (spec §4).
    if (admin) return toSessionView(user, null, admin);
    return toSessionView(user, await this.ownProfile(user), null);
  }

  /** PUT /api/auth/password: the signed-in user, knowing the current password; ends their other sessions. */
  async changePassword(authUser: AuthUser, current: string, next: string, confirm: string): Promise<void> {
    if (next !== confirm) throw new AuthException(AuthErrorCode.BadInput, AuthMessages.newPasswordsDoNotMatch);
    this.assertPasswordRules(next);
    const user = await this.users.findById(authUser.id);
    if (!user) throw new AuthException(AuthErrorCode.SessionExpired, AuthMessages.notAuthenticated);
    await this.throttle.assertAccountOpen(user.email);
    if (!(await this.hasher.verify(user.passwordHash, current))) {
      await this.throttle.recordFailure(user.email);
      throw new AuthException(AuthErrorCode.BadInput, AuthMessages.currentPasswordWrong);
    }
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(next));
    await this.sessions.revokeOthers(user.id, authUser.sessionId, 'password_change');
  }

  /**
   * Sets a user's password and ends every session they have. Used by the superadmin action and
   * by password reset (inside its transaction); the caller has already decided the change is allowed.
   */
  async setPassword(userId: string, password: string, reason: SessionRevokedReason = 'admin', manager?: EntityManager): Promise<void> {
    const normalised = normalisePassword(password);
    if (!normalised) throw new AuthException(AuthErrorCode.BadInput, AuthMessages.newPasswordRequired);
    this.assertPasswordRules(normalised);
    const user = await this.users.findById(userId, manager);
    if (!user) throw new AuthException(AuthErrorCode.NotFound, AuthMessages.userNotFound);
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(normalised), manager);
    await this.sessions.revokeAllForUser(user.id, reason, manager);
    await this.throttle.recordSuccess(user.email);
  }

  /** The account for an email address, for flows such as password reset. */
  async findByEmail(email: string): Promise<{ id: string; email: string } | null> {
    const user = await this.users.findByEmail(email.trim());
    return user ? { id: user.id, email: user.email } : null;
  }

  private assertPasswordRules(password: string): void {
    if (password.length < PASSWORD_MIN_LENGTH) throw new AuthException(AuthErrorCode.BadInput, AuthMessages.passwordTooShort);
    if (password.length > PASSWORD_MAX_LENGTH) throw new AuthException(AuthErrorCode.BadInput, AuthMessages.passwordTooLong);
  }

  private async ownProfile(user: { id: string; email: string }): Promise<ProfileWithPhotos> {
    const existing = await this.profiles.findByUserIdWithPhotos(user.id);
    if (existing) return existing;
    // Another username is drawn when one is taken; a concurrent request may create it first.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await this.profiles.insertAutoProfile(user.id, autoUsername(user.email));
      const created = await this.profiles.findByUserIdWithPhotos(user.id);
      if (created) return created;
    }
    throw new AuthException(AuthErrorCode.CreateFailed, AuthMessages.createProfileFailed);
  }
}
