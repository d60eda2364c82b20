import { MAX_SIGNUP_PHOTOS, SessionView, TotpEnrolment, TwoFactorChallenge } from 'contract';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChangePasswordDto } from '../auth/dto/change-password.dto';
import { ResetPasswordDto } from '../auth/password-reset/password-reset.dto';
import { AuthUser } from '../auth/access-token.service';
import { AccountsService } from '../auth/accounts.service';
import { PasswordResetService } from '../auth/password-reset/password-reset.service';
import { LoginThrottleService } from '../auth/rate-limit/login-throttle.service';
import { IssuedSession, SessionsService } from '../auth/sessions/sessions.service';
import { TwoFactorService } from '../auth/two-factor/two-factor.service';
import { NotificationsService } from '../mail/notifications.service';
import { PhotosService } from '../photos/photos.service';
import { ProfilesService } from '../profiles/profiles.service';
import { AppException, ErrorKind } from '../common/errors/app.exception';
import { detectImageType } from '../storage/file-signature';
import { RegistrationErrorCode, RegistrationException, RegistrationMessages } from './registration.exception';
import { SessionViews } from './session-view';
import { parseSignUpData, validateSignUp } from './sign-up-form';
import { MAX_PHOTO_BYTES } from '../photos/photo-limits';

const UNIQUE_VIOLATION = '23505';

export interface SignedIn {
  view: SessionView;
  session: IssuedSession;
}

/**
 * Refuses bad photos before any hashing or transaction; PhotosService checks them again (with the
 * same messages) when it stores them.
 */
export function assertSignupPhotos(files: Express.Multer.File[]): void {
  if (files.length > MAX_SIGNUP_PHOTOS) throw new RegistrationException(RegistrationErrorCode.BadInput, RegistrationMessages.tooManyPhotos);
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) throw new RegistrationException(RegistrationErrorCode.PhotoTooLarge, RegistrationMessages.fileTooLarge);
    if (!detectImageType(file.buffer)) throw new RegistrationException(RegistrationErrorCode.NotAnImage, RegistrationMessages.fileNotImage);
  }
}

/**
 * Registration: the account (auth), the profile (profiles) and the photos (photos) are written in
 * one transaction, so a failure anywhere leaves no account, row or file behind (spec §4 "the auth
 * account is removed"). Sign-in and /me answer the same SessionView, so they are here too.
 */
@Injectable()
export class RegistrationService {
  private readonly logger = new Logger('Registration');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly profiles: ProfilesService,
    private readonly photos: PhotosService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly notifications: NotificationsService,
    private readonly views: SessionViews,
    private readonly twoFactor: TwoFactorService,
    private readonly passwordReset: PasswordResetService,
  ) {}

  async signUp(data: unknown, files: Express.Multer.File[]): Promise<SignedIn> {
    const raw = parseSignUpData(data);
    if (typeof raw.email === 'string' && raw.email.trim()) await this.throttle.hitSignupEmail(raw.email.trim());
    const { account: accountFields, profile: profileFields } = validateSignUp(raw);
    this.accounts.assertPasswordRules(accountFields.password, [accountFields.email, profileFields.username]);
    assertSignupPhotos(files);
    const passwordHash = await this.accounts.hashPassword(accountFields.password);

    // Files written by the photo pipeline; removed again if the transaction does not commit.
    let storedKeys: string[] = [];
    const account = await this.db
      .transaction(async (manager) => {
        if (await this.profiles.usernameTaken(profileFields.username!, manager)) throw new RegistrationException(RegistrationErrorCode.Taken, RegistrationMessages.usernameTaken);
        if (await this.accounts.emailTaken(accountFields.email, manager)) throw new RegistrationException(RegistrationErrorCode.Taken, RegistrationMessages.emailTaken);
        const created = await this.accounts.createAccount(accountFields.email, passwordHash, manager).catch((error) => {
          throw emailConflict(error) ?? new RegistrationException(RegistrationErrorCode.CreateFailed, RegistrationMessages.createUserFailed, error);
        });
        const profile = await this.profiles.createForSignUp(manager, created.id, profileFields);
        storedKeys = await this.photos.storeUploads(manager, profile, files);
        await this.profiles.submitNewProfile(manager, profile.id);
        // Queued in the same transaction: a rolled-back sign-up sends no welcome.
        await this.notifications.sendWelcome(created.email, profileFields.full_name!, { manager });
        return created;
      })
      .catch(async (error) => {
        if (storedKeys.length) await this.photos.discardStoredKeys(storedKeys);
        // Ours, and the other modules' refusals (the photo pipeline's type, size, cap, unreadable image), are the caller's to see.
        if (error instanceof RegistrationException || (error instanceof AppException && error.kind !== ErrorKind.Failed)) throw error;
        throw this.failed(error);
      });

    return { view: await this.views.of(account), session: await this.sessions.start(account) };
  }

  /** PUT /api/auth/password: here because the new password must not contain the profile's username. */
  async changePassword(user: AuthUser, body: ChangePasswordDto): Promise<void> {
    const username = await this.profiles.usernameOf(user.id);
    await this.accounts.changePassword(user, body.currentPassword, body.newPassword, body.confirmPassword, [username]);
  }

  /** POST /api/auth/reset-password, the emailed link's new password: here for the same reason. */
  resetPassword(body: ResetPasswordDto): Promise<{ message: string }> {
    return this.passwordReset.resetPassword(body.token, body.password, body.confirmPassword, (userId, manager) => this.profiles.usernameOf(userId, manager));
  }

  /**
   * Spec §4: sign-in updates last_active_at. Answers the challenge of the second step instead when
   * the account needs one (issue 15); the step that issues the session touches last_active_at then.
   */
  async signIn(email: string, password: string): Promise<SignedIn | TwoFactorChallenge> {
    const outcome = await this.accounts.signIn(email, password);
    if ('challenge' in outcome) return outcome.challenge;
    return this.signedIn(outcome.account, outcome.session);
  }

  /** Sign-in's second step: a 6-digit code or a recovery code. */
  async completeTwoFactorSignIn(challenge: string, code: string): Promise<SignedIn> {
    const { account, session } = await this.twoFactor.completeSignIn(challenge, code);
    return this.signedIn(account, session);
  }

  startTwoFactorEnrolment(challenge: string): Promise<TotpEnrolment> {
    return this.twoFactor.startSignInEnrolment(challenge);
  }

  /** An admin's first sign-in ends with enrolment: the session, and the recovery codes to keep. */
  async completeTwoFactorEnrolment(challenge: string, code: string): Promise<SignedIn & { recoveryCodes: string[] }> {
    const { account, session, recoveryCodes } = await this.twoFactor.completeSignInEnrolment(challenge, code);
    return { ...(await this.signedIn(account, session)), recoveryCodes };
  }

  private async signedIn(account: { id: string; email: string }, session: IssuedSession): Promise<SignedIn> {
    await this.profiles.touchLastActive(account.id);
    return { view: await this.views.of(account), session };
  }

  /** GET /api/auth/me for a valid token ('Not authenticated' once the account is gone). */
  async me(user: AuthUser): Promise<SessionView> {
    return this.views.of(await this.accounts.current(user));
  }

  private failed(error: unknown): RegistrationException {
    this.logger.error(`Sign-up rolled back: ${(error as Error)?.stack ?? String(error)}`);
    return new RegistrationException(RegistrationErrorCode.CreateFailed, RegistrationMessages.createProfileFailed);
  }
}

/** A unique index that lost a race with another sign-up becomes the same 409 as the pre-check. */
function emailConflict(error: unknown): RegistrationException | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === 'users_email_lower_key' ? new RegistrationException(RegistrationErrorCode.Taken, RegistrationMessages.emailTaken) : undefined;
}
