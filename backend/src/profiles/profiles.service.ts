import { BadRequestException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { SessionsService } from '../auth/sessions/sessions.service';
import { StorageService } from '../storage/storage.service';
import { VerificationService } from '../verification/verification.service';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './entities/profile.entity';
import { ageFrom, OwnerProfile, PublicProfile, toOwnerProfile, toPublicProfile } from './profile.mapper';
import { ProfilesRepository } from './profiles.repository';

export const PROFILE_MESSAGES = {
  notFound: 'Profile not found',
  updated: 'Profile updated successfully!',
  paused: 'Your profile has been paused and hidden from public listings.',
  activated: 'Your profile is now active and visible.',
  deleted: 'Your profile has been deleted.',
  usernameFixed: 'Username cannot be changed after registration.',
  birthdateRange: 'You must be between 18 and 99 years old',
} as const;

/** An age from 18 to 99 on today's date in New Zealand, counted as everywhere else (ageFrom), as at sign-up. */
export function checkOwnerBirthdate(birthdate: string, now: Date = new Date()): void {
  const parsed = new Date(`${birthdate}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthdate) {
    throw new BadRequestException('Birthdate must be a date like 1995-04-30');
  }
  const age = ageFrom(birthdate, now);
  if (age === null || age < 18 || age > 99) throw new BadRequestException(PROFILE_MESSAGES.birthdateRange);
}

/** Maps the editor's snake_case fields onto the entity; only fields present in the body change. */
const FIELD_MAP: Record<Exclude<keyof UpdateProfileDto, 'username'>, keyof Profile> = {
  full_name: 'fullName',
  email: 'email',
  phone: 'phone',
  bio: 'bio',
  location: 'location',
  birthdate: 'birthdate',
  height: 'height',
  weight: 'weight',
  body_type: 'bodyType',
  bust_size: 'bustSize',
  hair_color: 'hairColor',
  eye_color: 'eyeColor',
  nationality: 'nationality',
  languages: 'languages',
  availability: 'availability',
  outcalls: 'outcalls',
  categories: 'categories',
  service_types: 'serviceTypes',
  services: 'services',
  meeting_with: 'meetingWith',
  available_for: 'availableFor',
  website: 'website',
  rates_30min: 'rates30min',
  rates_1hour: 'rates1hour',
  rates_2hour: 'rates2hour',
  rates_overnight: 'ratesOvernight',
};

@Injectable()
export class ProfilesService {
  private readonly logger = new Logger(ProfilesService.name);

  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly storage: StorageService,
    private readonly sessions: SessionsService,
    private readonly verification: VerificationService,
  ) {}

  /** Public view: unknown, paused and deleted profiles are 404, except a paused one to its owner. */
  async viewByUsername(username: string, viewerId?: string): Promise<PublicProfile & { is_owner?: true }> {
    // Both lookups at once: one round trip of latency for the busiest public page.
    const [profile, photos] = await Promise.all([this.findListedOrOwn(username, viewerId), this.profiles.findPhotosByUsername(username)]);
    const view = toPublicProfile(profile, photos);
    return profile.userId === viewerId ? { ...view, is_owner: true } : view;
  }

  async like(username: string, visitorId: string): Promise<{ like_count: number; liked: true }> {
    const profile = await this.findListedOrOwn(username, undefined);
    return { like_count: await this.profiles.like(profile.id, visitorId), liked: true };
  }

  async getOwn(userId: string): Promise<OwnerProfile> {
    const profile = await this.ownProfile(userId);
    return toOwnerProfile(profile, await this.profiles.findPhotosByPosition(profile.id));
  }

  async updateOwn(userId: string, dto: UpdateProfileDto): Promise<{ message: string; profile: OwnerProfile }> {
    const profile = await this.ownProfile(userId);
    if (dto.username !== undefined && dto.username.trim().toLowerCase() !== profile.username.toLowerCase()) {
      throw new BadRequestException(PROFILE_MESSAGES.usernameFixed);
    }
    if (dto.birthdate) checkOwnerBirthdate(dto.birthdate);
    const changes: Partial<Profile> = {};
    for (const [field, column] of Object.entries(FIELD_MAP) as [keyof typeof FIELD_MAP, keyof Profile][]) {
      if (dto[field] !== undefined) (changes as Record<string, unknown>)[column] = dto[field];
    }
    await this.profiles.updateOwnerFields(profile.id, changes);
    return { message: PROFILE_MESSAGES.updated, profile: await this.getOwn(userId) };
  }

  async heartbeat(userId: string): Promise<{ last_active_at: string }> {
    const at = await this.profiles.touchLastActive(userId);
    if (!at) throw new NotFoundException(PROFILE_MESSAGES.notFound);
    return { last_active_at: new Date(at).toISOString() };
  }

  async setActive(userId: string, isActive: boolean): Promise<{ message: string; profile: OwnerProfile }> {
    const profile = await this.ownProfile(userId);
    await this.profiles.setActive(profile.id, isActive);
    return { message: isActive ? PROFILE_MESSAGES.activated : PROFILE_MESSAGES.paused, profile: await this.getOwn(userId) };
  }

  /**
   * Soft delete, then (once it has committed) the photo files and the identity documents, then every
   * session. A photo file that cannot be removed is only logged (spec §8); documents that cannot be
   * removed keep their rows, and the daily retention job deletes them.
   */
  async deleteOwn(userId: string): Promise<{ message: string }> {
    const profile = await this.ownProfile(userId);
    const photos = await this.profiles.softDelete(profile.id);
    for (const photo of photos) {
      for (const key of [photo.storageKey, photo.cardStorageKey]) {
        await this.storage.delete(this.storage.photosBucket, key).catch((error: unknown) => {
          this.logger.warn(`Could not delete photo file ${key} of deleted profile ${profile.id}: ${String(error)}`);
        });
      }
    }
    await this.verification.deleteDocumentsOf(userId).catch((error: unknown) => {
      this.logger.warn(`Could not delete the identity documents of deleted profile ${profile.id} yet: ${String(error)}`);
    });
    await this.sessions.revokeAllForUser(userId, 'account_closed');
    return { message: PROFILE_MESSAGES.deleted };
  }

  private async ownProfile(userId: string): Promise<Profile> {
    const profile = await this.profiles.findLiveByUserId(userId);
    if (!profile) throw new NotFoundException(PROFILE_MESSAGES.notFound);
    return profile;
  }

  private async findListedOrOwn(username: string, viewerId: string | undefined): Promise<Profile> {
    const profile = username.length <= 100 ? await this.profiles.findByUsername(username) : null;
    const visible = profile && !profile.isDeleted && (profile.isActive || profile.userId === viewerId);
    if (!visible) throw new NotFoundException(PROFILE_MESSAGES.notFound);
    return profile;
  }
}
