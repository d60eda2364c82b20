import { OwnerProfile, type PhotoView, PublicProfile, type SubscriptionTier, type TourStopView, type WithheldReason } from 'contract';
import { Injectable } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { EntityManager } from 'typeorm';
import { PROFILE_DELETED, PROFILE_DELETING, ProfileDeletedEvent, ProfileDeletingEvent } from '../events/profile-events';
import { AdvertisingRulesService } from '../moderation/advertising-rules.service';
import { ModerationService } from '../moderation/moderation.service';
import { PhotosService } from '../photos/photos.service';
import { autoUsername } from './auto-username';
import { ProfileFieldsDto } from './dto/profile-fields.dto';
import { UpdateProfileDto } from './dto/update-profile.dto';
import { Profile } from './entities/profile.entity';
import { toOwnerProfile, toProfileExport, toPublicProfile } from './profile.mapper';
import { CreatedProfile, ProfilePlan, toProfilePlan, toVerificationSubject, VerificationSubject } from './profile-views';
import { PROFILE_MESSAGES, ProfilesErrorCode, ProfilesException } from './profiles.exception';
import { ProfileModerationService } from './profile-moderation.service';
import { changedText, pickReviewed, reviewedText, signUpText } from './profile-review';
import { ProfilesRepository } from './profiles.repository';
import { TouringService } from './touring/touring.service';
import { ViewedProfileIds } from './viewed-profile-ids';

const UNIQUE_VIOLATION = '23505';

/** A plan that ended, as it was (for the owner's email). */
export interface ExpiredPlan {
  userId: string;
  fullName: string;
  tier: SubscriptionTier;
  expiresAt: Date;
}

/** The profile fields' columns (username is set once, at sign-up). */
const COLUMNS: Record<Exclude<keyof ProfileFieldsDto, 'username'>, keyof Profile> = {
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

/** The checked fields as column values; fields not given (undefined) are left out, so they do not change. */
function profileColumns(fields: ProfileFieldsDto): Partial<Profile> {
  const columns: Partial<Profile> = {};
  for (const [field, column] of Object.entries(COLUMNS) as [keyof typeof COLUMNS, keyof Profile][]) {
    if (fields[field] !== undefined) (columns as Record<string, unknown>)[column] = fields[field];
  }
  return columns;
}

/**
 * The profiles table's one owner. Its own screens (the public page, the owner's editor), and the
 * writes other modules ask for: the profile made at sign-up, verification flags, the plan, last activity.
 */
@Injectable()
export class ProfilesService {
  private readonly viewedIds = new ViewedProfileIds();

  constructor(
    private readonly profiles: ProfilesRepository,
    private readonly photos: PhotosService,
    private readonly events: EventEmitter2,
    private readonly review: ProfileModerationService,
    private readonly moderation: ModerationService,
    private readonly rules: AdvertisingRulesService,
    private readonly touring: TouringService,
  ) {}

  /** Public view: unknown, paused and deleted profiles are 404, except a paused one to its owner. */
  async viewByUsername(username: string, viewerId?: string): Promise<PublicProfile & { is_owner?: true }> {
    // The photos and tour stops of the profile the username last led to are read beside the profile, and used only when it still leads
    // there (a username can change hands): one round trip instead of two, the same answer.
    const key = username.toLowerCase();
    const lastViewed = this.viewedIds.get(key);
    const [profile, lastViewedParts] = await Promise.all([this.findListedOrOwn(username, viewerId), lastViewed === undefined ? undefined : this.partsOf(lastViewed, false)]);
    const isOwner = profile.userId === viewerId;
    this.viewedIds.remember(key, profile.id);
    const [photos, tourStops] = lastViewedParts && profile.id === lastViewed && !isOwner ? lastViewedParts : await this.partsOf(profile.id, isOwner);
    const view = toPublicProfile(profile, photos, tourStops);
    return isOwner ? { ...view, is_owner: true } : view;
  }

  /** For the media route: whether the public may see this profile's approved photos. */
  photosShown(profileId: string): Promise<boolean> {
    return this.profiles.showsPhotos(profileId);
  }

  /** A profile's photos (every one for its owner, the approved ones for anyone else) and upcoming tour stops. */
  private partsOf(profileId: string, forOwner: boolean): Promise<[PhotoView[], TourStopView[]]> {
    return Promise.all([forOwner ? this.photos.list(profileId) : this.photos.listPublic(profileId), this.touring.upcomingStops(profileId)]);
  }

  /** For the contact reveal: the listed profile's id and its contact details (never in the public view). */
  async contactOf(username: string): Promise<{ id: string; userId: string; phone: string | null; email: string | null; website: string | null }> {
    const profile = await this.findListedOrOwn(username, undefined);
    return { id: profile.id, userId: profile.userId, phone: profile.phone, email: profile.email, website: profile.website };
  }

  /**
   * A like from the browser `visitorId`, counted once per browser, and only when `isFirstFromVisitor`
   * (the caller's check across browsers without the cookie) agrees; answers the count after it.
   */
  async like(username: string, visitorId: string, isFirstFromVisitor: (profileId: string) => Promise<boolean>): Promise<{ profileId: string; likeCount: number }> {
    const profile = await this.findListedOrOwn(username, undefined);
    const likeCount = (await isFirstFromVisitor(profile.id)) ? await this.profiles.like(profile.id, visitorId) : profile.likeCount;
    return { profileId: profile.id, likeCount };
  }

  /** A listed profile's id and owner (the public may see it); null for any other username, hidden ones as unknown ones. */
  async listedOwner(username: string): Promise<{ profileId: string; userId: string } | null> {
    const profile = username.length <= 100 ? await this.profiles.findByUsername(username) : null;
    return profile && isListed(profile) ? { profileId: profile.id, userId: profile.userId } : null;
  }

  async getOwn(userId: string): Promise<OwnerProfile> {
    return this.ownerView(await this.ownProfile(userId));
  }

  async updateOwn(userId: string, dto: UpdateProfileDto): Promise<{ message: string; profile: OwnerProfile }> {
    const profile = await this.ownProfile(userId);
    if (dto.username && dto.username.toLowerCase() !== profile.username.toLowerCase()) throw new ProfilesException(ProfilesErrorCode.UsernameFixed, PROFILE_MESSAGES.usernameFixed);
    const text = changedText(profile, dto);
    // Every text field as it will be after the save: a block rule refuses it even in unchanged text.
    await this.rules.check({ ...reviewedText(profile), ...pickReviewed(dto) });
    await this.profiles.transaction(async (manager) => {
      // The waiting items are locked before the profile row, in the order an admin's decision takes them.
      const pending = text ? await this.review.lockPendingText(manager, profile.id) : [];
      await this.profiles.updateOwnerFields(manager, profile.id, profileColumns(dto));
      if (text) await this.review.submitTextChange(manager, profile.id, text, pending);
    });
    return { message: PROFILE_MESSAGES.updated, profile: await this.getOwn(userId) };
  }

  async heartbeat(userId: string): Promise<{ last_active_at: string }> {
    const at = await this.profiles.touchLastActive(userId);
    if (!at) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return { last_active_at: new Date(at).toISOString() };
  }

  /** Spec §4: sign-in (and the owner's heartbeat) moves last_active_at; a deleted profile stays as it is. */
  async touchLastActive(userId: string): Promise<void> {
    await this.profiles.touchLastActive(userId);
  }

  async setActive(userId: string, isActive: boolean): Promise<{ message: string; profile: OwnerProfile }> {
    const profile = await this.ownProfile(userId);
    await this.profiles.setActive(profile.id, isActive);
    return { message: isActive ? PROFILE_MESSAGES.activated : PROFILE_MESSAGES.paused, profile: await this.getOwn(userId) };
  }

  /**
   * Soft delete (spec §4), unless a module refuses first (a data export being prepared). Once it
   * has committed, the modules that keep data about the profile (its photos, the owner's identity
   * documents and sessions) remove theirs, before the answer goes out.
   */
  async deleteOwn(userId: string): Promise<{ message: string }> {
    const profile = await this.ownProfile(userId);
    await this.events.emitAsync(PROFILE_DELETING, new ProfileDeletingEvent(profile.id, userId));
    await this.profiles.softDelete(profile.id);
    await this.events.emitAsync(PROFILE_DELETED, new ProfileDeletedEvent(profile.id, userId));
    return { message: PROFILE_MESSAGES.deleted };
  }

  /** The owner's profile row as it is, whatever its state, for their data export; null when they have none. */
  async exportOwn(userId: string): Promise<{ id: string; username: string; row: Record<string, unknown> } | null> {
    const profile = await this.profiles.findByUserId(userId);
    return profile ? { id: profile.id, username: profile.username, row: toProfileExport(profile) } : null;
  }

  usernameTaken(username: string, manager: EntityManager): Promise<boolean> {
    return this.profiles.usernameTaken(username, manager);
  }

  /** Sign-up's profile (fields already checked by ProfileFieldsDto), inside the sign-up's transaction: free, active, last active now. */
  async createForSignUp(manager: EntityManager, userId: string, fields: ProfileFieldsDto): Promise<CreatedProfile> {
    await this.rules.check(signUpText(fields));
    const values = { ...profileColumns(fields), username: fields.username!, userId, subscriptionTier: 'free' as const, isActive: true, isDeleted: false, lastActiveAt: new Date() };
    const profile = await this.profiles.insert(manager, values).catch((error: { code?: string; constraint?: string }) => {
      // A unique index that lost a race with another sign-up is the same 409 as the pre-check.
      if (error?.code === UNIQUE_VIOLATION && error.constraint === 'profiles_username_lower_key') throw new ProfilesException(ProfilesErrorCode.UsernameTaken, PROFILE_MESSAGES.usernameTaken);
      throw error;
    });
    return { id: profile.id, subscriptionTier: profile.subscriptionTier };
  }

  /** The username of a user's profile, or null (admins have none). */
  async usernameOf(userId: string, manager?: EntityManager): Promise<string | null> {
    return (await this.profiles.findByUserId(userId, manager))?.username ?? null;
  }

  /**
   * The profile a signed-in advertiser's session shows, whatever its state; a user without one gets
   * one created (spec §4), with another username drawn when one is taken. Its name is public text
   * made from the email, so it goes through the advertising rules and moderation like a sign-up's.
   */
  async sessionProfile(user: { id: string; email: string }): Promise<OwnerProfile> {
    const existing = await this.profiles.findByUserId(user.id);
    if (existing) return this.ownerView(existing);
    // A concurrent request may create it first; ON CONFLICT leaves theirs.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const drawn = autoUsername(user.email);
      // The email's own spelling too: the username drops its dots, which the rules read as word breaks.
      const username = (await this.rules.blocks({ username: drawn, email: user.email.split('@')[0] })) ? autoUsername('user') : drawn;
      await this.profiles.transaction(async (manager) => {
        const id = await this.profiles.insertAutoProfile(manager, user.id, username);
        if (id) await this.review.submitNewProfile(manager, id);
      });
      const created = await this.profiles.findByUserId(user.id);
      if (created) return this.ownerView(created);
    }
    throw new ProfilesException(ProfilesErrorCode.CreateFailed, PROFILE_MESSAGES.createFailed);
  }

  /** Locks the live profile for a verification step in the caller's transaction; null when there is none. */
  async lockForVerification(manager: EntityManager, where: { id: string } | { userId: string }): Promise<VerificationSubject | null> {
    const profile = await this.profiles.lockLive(manager, where);
    return profile ? toVerificationSubject(profile) : null;
  }

  markVerificationSubmitted(manager: EntityManager, profileId: string, at: Date): Promise<void> {
    return this.profiles.updateFlags(manager, profileId, { verificationRequested: true, verificationSubmittedAt: at }, at);
  }

  markVerified(manager: EntityManager, profileId: string, at: Date): Promise<void> {
    return this.profiles.updateFlags(manager, profileId, { isVerified: true, verificationRequested: false }, at);
  }

  markVerificationRejected(manager: EntityManager, profileId: string, at: Date): Promise<void> {
    return this.profiles.updateFlags(manager, profileId, { verificationRequested: false }, at);
  }

  /** Locks the user's live profile for a plan change in the caller's transaction; null when there is none. */
  async lockPlan(manager: EntityManager, userId: string): Promise<ProfilePlan | null> {
    const profile = await this.profiles.lockLive(manager, { userId });
    return profile ? toProfilePlan(profile) : null;
  }

  setPlan(manager: EntityManager, profileId: string, tier: SubscriptionTier, expiresAt: Date | null): Promise<void> {
    return this.profiles.setPlan(manager, profileId, tier, expiresAt);
  }

  /** Every paid plan past its expiry back to free (spec: a daily job), in the caller's transaction. */
  async returnExpiredPlansToFree(manager: EntityManager, now: Date): Promise<ExpiredPlan[]> {
    const rows = await this.profiles.returnExpiredPlansToFree(manager, now);
    return rows.map((row) => ({ userId: row.user_id, fullName: row.full_name, tier: row.tier, expiresAt: row.expires_at }));
  }

  /** Keeps the profile off the directory for a takedown or stale photos, in the caller's transaction. */
  withhold(manager: EntityManager, profileId: string, reason: Exclude<WithheldReason, 'review'>): Promise<void> {
    return this.profiles.withhold(manager, profileId, reason);
  }

  release(manager: EntityManager, profileId: string, reason: Exclude<WithheldReason, 'review'>): Promise<void> {
    return this.profiles.release(manager, profileId, reason);
  }

  /** Sign-up's new profile goes to moderation once its photos are stored, in the same transaction. */
  async submitNewProfile(manager: EntityManager, profileId: string): Promise<void> {
    await this.review.submitNewProfile(manager, profileId);
  }

  private async ownerView(profile: Profile): Promise<OwnerProfile> {
    const [photos, tourStops, moderation] = await Promise.all([this.photos.list(profile.id), this.touring.upcomingStops(profile.id), this.moderation.ownerStates(profile.id)]);
    return toOwnerProfile(profile, photos, tourStops, moderation);
  }

  private async ownProfile(userId: string): Promise<Profile> {
    const profile = await this.profiles.findLiveByUserId(userId);
    if (!profile) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return profile;
  }

  private async findListedOrOwn(username: string, viewerId: string | undefined): Promise<Profile> {
    const profile = username.length <= 100 ? await this.profiles.findByUsername(username) : null;
    const visible = profile && (isListed(profile) || (!profile.isDeleted && profile.userId === viewerId));
    if (!visible) throw new ProfilesException(ProfilesErrorCode.NotFound, PROFILE_MESSAGES.notFound);
    return profile;
  }
}

/** Whether the public may see the profile: live, not paused, and withheld for nothing (review, takedown, stale photos). */
function isListed(profile: Profile): boolean {
  return !profile.isDeleted && profile.isActive && profile.withheldFor.length === 0;
}
