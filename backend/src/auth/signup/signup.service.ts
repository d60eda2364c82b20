import { HttpException, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../mail/notifications.service';
import { PhotosService } from '../../photos/photos.service';
import { detectImageType } from '../../storage/file-signature';
import { AccountProfilesRepository } from '../account-profiles.repository';
import { SignedIn } from '../accounts.service';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';
import { PasswordHasher } from '../password-hasher';
import { LoginThrottleService } from '../rate-limit/login-throttle.service';
import { SessionsService } from '../sessions/sessions.service';
import { toSessionView } from '../session-view.mapper';
import { UsersRepository } from '../users.repository';
import { parseSignupData, SignupInput, validateSignup } from './signup-input';
import { MAX_PHOTO_BYTES, MAX_SIGNUP_PHOTOS } from './signup-upload.interceptor';

const UNIQUE_VIOLATION = '23505';

/** A unique index that lost a race with another sign-up becomes the same 409 as the pre-check. */
function conflictOf(error: unknown): AuthException | undefined {
  const { code, constraint } = (error ?? {}) as { code?: string; constraint?: string };
  if (code !== UNIQUE_VIOLATION) return undefined;
  if (constraint === 'users_email_lower_key') return new AuthException(AuthErrorCode.Taken, AuthMessages.emailTaken);
  if (constraint === 'profiles_username_lower_key') return new AuthException(AuthErrorCode.Taken, AuthMessages.usernameTaken);
  return undefined;
}

/**
 * Refuses bad photos before any hashing or transaction; PhotosService checks them again (with the
 * same messages) when it stores them.
 */
export function assertSignupPhotos(files: Express.Multer.File[]): void {
  if (files.length > MAX_SIGNUP_PHOTOS) throw new AuthException(AuthErrorCode.BadInput, AuthMessages.tooManyPhotos);
  for (const file of files) {
    if (file.size > MAX_PHOTO_BYTES) throw new AuthException(AuthErrorCode.TooLarge, AuthMessages.fileTooLarge);
    if (!detectImageType(file.buffer)) throw new AuthException(AuthErrorCode.UnsupportedMediaType, AuthMessages.fileNotImage);
  }
}

/**
 * Registration: the user, the profile and the photos are written in one transaction, so a
 * failure anywhere leaves no account, row or file behind (spec §4 "the auth account is removed").
 */
@Injectable()
export class SignupService {
  private readonly logger = new Logger('Signup');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly users: UsersRepository,
    private readonly profiles: AccountProfilesRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly throttle: LoginThrottleService,
    private readonly photoStore: PhotosService,
    private readonly notifications: NotificationsService,
  ) {}

  async signUp(data: unknown, files: Express.Multer.File[]): Promise<SignedIn> {
    const raw = parseSignupData(data);
    if (typeof raw.email === 'string' && raw.email.trim()) await this.throttle.hitSignupEmail(raw.email.trim());
    const input = validateSignup(raw);
    assertSignupPhotos(files);
    const passwordHash = await this.hasher.hash(input.password);

    // Files written by the photo pipeline; removed again if the transaction does not commit.
    let storedKeys: string[] = [];
    const created = await this.db
      .transaction(async (manager) => {
        if (await this.profiles.usernameTaken(input.username, manager)) throw new AuthException(AuthErrorCode.Taken, AuthMessages.usernameTaken);
        if (await this.users.emailExists(input.email, manager)) throw new AuthException(AuthErrorCode.Taken, AuthMessages.emailTaken);
        const user = await this.users.insert(input.email, passwordHash, manager).catch((error) => {
          throw conflictOf(error) ?? new AuthException(AuthErrorCode.CreateFailed, AuthMessages.createUserFailed, undefined, error);
        });
        const profile = await this.profiles.insert({ ...profileValues(input), userId: user.id, lastActiveAt: new Date() }, manager);
        storedKeys = await this.photoStore.storeUploads(manager, profile, files);
        const photos = await this.profiles.listPhotos(profile.id, manager);
        // Queued in the same transaction: a rolled-back sign-up sends no welcome.
        await this.notifications.sendWelcome(user.email, input.fullName, { manager });
        return { user, profile, photos };
      })
      .catch(async (error) => {
        if (storedKeys.length) await this.photoStore.discardStoredKeys(storedKeys);
        // The photo pipeline's 4xx answers (type, size, cap, unreadable image) are the caller's to see.
        if (error instanceof AuthException || (error instanceof HttpException && error.getStatus() < 500)) throw error;
        throw conflictOf(error) ?? this.failed(error);
      });

    const session = await this.sessions.start(created.user);
    return { view: toSessionView(created.user, { profile: created.profile, photos: created.photos }, null), session };
  }

  private failed(error: unknown): AuthException {
    this.logger.error(`Sign-up rolled back: ${(error as Error)?.stack ?? String(error)}`);
    return new AuthException(AuthErrorCode.CreateFailed, AuthMessages.createProfileFailed);
  }
}

function profileValues(input: SignupInput) {
  return {
    username: input.username,
    fullName: input.fullName,
    // The wizard's contact email is what the profile shows (spec §3 "saved as the profile email").
    email: input.contactEmail,
    phone: input.phone,
    bio: input.bio,
    location: input.location,
    birthdate: input.birthdate,
    height: input.height,
    weight: input.weight,
    bodyType: input.bodyType,
    bustSize: input.bustSize,
    hairColor: input.hairColor,
    eyeColor: input.eyeColor,
    nationality: input.nationality,
    languages: input.languages,
    availability: input.availability,
    outcalls: input.outcalls,
    categories: input.categories,
    serviceTypes: input.serviceTypes,
    services: input.services,
    meetingWith: input.meetingWith,
    availableFor: input.availableFor,
    website: input.website,
    rates30min: input.rates30min,
    rates1hour: input.rates1hour,
    rates2hour: input.rates2hour,
    ratesOvernight: input.ratesOvernight,
    subscriptionTier: 'free' as const,
    isActive: true,
    isDeleted: false,
  };
}
