import type { OwnerModerationState, OwnerProfile, PhotoView, PublicProfile, TourStopView } from 'contract';
import { ageFrom } from '../common/time/nz-date';
import type { Profile } from './entities/profile.entity';

function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** "Available now" that has ended reads as not set: it ends by itself, with no job. */
function availableUntil(profile: Profile, now: Date): string | null {
  const until = profile.availableUntil;
  return until && new Date(until).getTime() > now.getTime() ? iso(until) : null;
}

function byPosition(photos: PhotoView[]): PhotoView[] {
  return [...photos].sort((a, b) => a.position - b.position);
}

/** `tourStops`: the profile's current and future stops, soonest first (TouringService.upcomingStops). */
export function toPublicProfile(profile: Profile, photos: PhotoView[], tourStops: TourStopView[], now: Date = new Date()): PublicProfile {
  return {
    id: profile.id,
    username: profile.username,
    full_name: profile.fullName,
    has_phone: Boolean(profile.phone),
    has_email: Boolean(profile.email),
    has_website: Boolean(profile.website),
    bio: profile.bio,
    location: profile.location,
    age: ageFrom(profile.birthdate, now),
    height: profile.height,
    weight: profile.weight,
    body_type: profile.bodyType,
    bust_size: profile.bustSize,
    hair_color: profile.hairColor,
    eye_color: profile.eyeColor,
    nationality: profile.nationality,
    languages: profile.languages ?? [],
    availability: profile.availability,
    outcalls: profile.outcalls,
    categories: profile.categories ?? [],
    service_types: profile.serviceTypes ?? [],
    services: profile.services,
    meeting_with: profile.meetingWith,
    available_for: profile.availableFor,
    rates_30min: profile.rates30min,
    rates_1hour: profile.rates1hour,
    rates_2hour: profile.rates2hour,
    rates_overnight: profile.ratesOvernight,
    subscription_tier: profile.subscriptionTier,
    is_verified: profile.isVerified,
    last_active_at: iso(profile.lastActiveAt),
    created_at: iso(profile.createdAt)!,
    avatar_url: profile.avatarUrl,
    like_count: profile.likeCount,
    photos: byPosition(photos),
    tour_stops: tourStops,
    available_until: availableUntil(profile, now),
    photos_updated_at: iso(profile.photosUpdatedAt),
  };
}

export function toOwnerProfile(profile: Profile, photos: PhotoView[], tourStops: TourStopView[], moderation: OwnerModerationState[], now: Date = new Date()): OwnerProfile {
  return {
    ...toPublicProfile(profile, photos, tourStops, now),
    email: profile.email,
    phone: profile.phone,
    website: profile.website,
    user_id: profile.userId,
    birthdate: profile.birthdate ? String(profile.birthdate).slice(0, 10) : null,
    verification_requested: profile.verificationRequested,
    verification_submitted_at: iso(profile.verificationSubmittedAt),
    is_active: profile.isActive,
    is_deleted: profile.isDeleted,
    subscription_expires_at: iso(profile.subscriptionExpiresAt),
    withheld_for: profile.withheldFor ?? [],
    moderation,
  };
}

/**
 * Every column of the profile row, for its owner's data export (Privacy Act IPP 6): all of it is
 * about them and none of it is a secret, so nothing is picked out and a new column is never missed.
 */
export function toProfileExport(profile: Profile): Record<string, unknown> {
  const snake = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`).replace(/(\d+)/, '_$1');
  return Object.fromEntries(Object.entries(profile).map(([name, value]) => [snake(name), value instanceof Date ? value.toISOString() : value]));
}
