import { MAX_SIGNUP_PHOTOS } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AccountsService } from '../auth/accounts.service';
import { LoginThrottleService } from '../auth/rate-limit/login-throttle.service';
import { SignedIn } from '../auth/auth.service';
import { SessionViews } from '../auth/session-view';
import { SessionsService } from '../auth/sessions/sessions.service';
import { NotificationsService } from '../mail/notifications.service';
import { PhotosService } from '../photos/photos.service';
import { ProfilesService } from '../profiles/profiles.service';
import { AppException, ErrorKind } from '../common/errors/app.exception';
import { detectImageType } from '../storage/file-signature';
import { RegistrationErrorCode, RegistrationException } from './registration.exception';
import { parseSignUpData, validateSignUp } from './sign-up-form';
import { MAX_PHOTO_BYTES } from '../photos/photo-limits';
import { REGISTRATION_MESSAGES } from './registration.messages';

const UNIQUE_VIOLATION = '23505';

/**
 * Refuses bad photos before any hashing or transaction; PhotosService checks them again (with the
 * same messages) when it stores them.
 */
export function assertSignupPhotos(files: Express.Multer.File[]): void {
  if (files.length > MAX_SIGNUP_PHOTOS) throw new RegistrationException(RegistrationErrorCode.BadInput, REGISTRATION_MESSAGES.tooManyPhotos);
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) throw new RegistrationException(RegistrationErrorCode.PhotoTooLarge, REGISTRATION_MESSAGES.fileTooLarge);
    if (!detectImageType(file.buffer)) throw new RegistrationException(RegistrationErrorCode.NotAnImage, REGISTRATION_MESSAGES.fileNotImage);
  }
}

/**
 * Registration: the account (auth), the profile (profiles) and the photos (photos) are written in
 * one transaction, so a failure anywhere leaves no account, row or file behind (spec §4 "the auth
 * account is removed").
 */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly accounts: AccountsService,
    private readonly profiles: ProfilesService,
    private readonly photos: PhotosService,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly notifications: NotificationsService,
    private readonly views: SessionViews,
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
        if (await this.profiles.usernameTaken(profileFields.username!, manager)) throw new RegistrationException(RegistrationErrorCode.Taken, REGISTRATION_MESSAGES.usernameTaken);
        if (await this.accounts.emailTaken(accountFields.email, manager)) throw new RegistrationException(RegistrationErrorCode.Taken, REGISTRATION_MESSAGES.emailTaken);
        const created = await this.accounts.createAccount(accountFields.email, passwordHash, manager).catch((error) => {
          throw emailConflict(error) ?? new RegistrationException(RegistrationErrorCode.CreateFailed, REGISTRATION_MESSAGES.createUserFailed, error);
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
        // With its cause, so an unavailable database or file store is answered 503 (the exception filter), not this 500.
        throw new RegistrationException(RegistrationErrorCode.CreateFailed, REGISTRATION_MESSAGES.createProfileFailed, error);
      });

    return { view: await this.views.of(account), session: await this.sessions.start(account) };
  }
}

/** A unique index that lost a race with another sign-up becomes the same 409 as the pre-check. */
function emailConflict(error: unknown): RegistrationException | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === 'users_email_key' ? new RegistrationException(RegistrationErrorCode.Taken, REGISTRATION_MESSAGES.emailTaken) : undefined;
}
