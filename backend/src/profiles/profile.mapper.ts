import type { ProfilePhoto } from '../photos/entities/profile-photo.entity';
import type { Profile } from './entities/profile.entity';

export interface PhotoView {
  id: string;
  url: string;
  card_url: string;
  width: number | null;
  height: number | null;
  position: number;
  is_primary: boolean;
}

export interface ProfileCard {
  id: string;
  username: string;
  full_name: string;
  age: number | null;
  location: string | null;
  bio: string | null;
  rates_1hour: number | null;
  subscription_tier: string;
  is_verified: boolean;
  last_active_at: string | null;
  photo: PhotoView | null;
}

export interface PublicProfile {
  id: string;
  username: string;
  full_name: string;
  email: string | null;
  phone: string | null;
  bio: string | null;
  location: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  body_type: string | null;
  bust_size: string | null;
  hair_color: string | null;
  eye_color: string | null;
  nationality: string | null;
  languages: string[];
  availability: string | null;
  outcalls: string | null;
  categories: string[];
  service_types: string[];
  services: string | null;
  meeting_with: string | null;
  available_for: string | null;
  website: string | null;
  rates_30min: number | null;
  rates_1hour: number | null;
  rates_2hour: number | null;
  rates_overnight: number | null;
  subscription_tier: string;
  is_verified: boolean;
  last_active_at: string | null;
  created_at: string;
  avatar_url: string | null;
  like_count: number;
  photos: PhotoView[];
}

export interface OwnerProfile extends PublicProfile {
  user_id: string;
  birthdate: string | null;
  verification_requested: boolean;
  verification_submitted_at: string | null;
  is_active: boolean;
  is_deleted: boolean;
  subscription_expires_at: string | null;
}

/** Built once: constructing a DateTimeFormat costs far more than formatting with one. */
const NZ_DATE = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date (yyyy-MM-dd) in New Zealand, where the business and its birthdays are. */
export function nzDate(now: Date = new Date()): string {
  return NZ_DATE.format(now);
}

function nzDateParts(now: Date): [number, number, number] {
  const text = nzDate(now);
  const [y, m, d] = text.split('-').map(Number);
  return [y, m, d];
}

/** Whole years since the birth date, computed on read so it never goes stale; null when unknown. */
export function ageFrom(birthdate: string | Date | null | undefined, now: Date = new Date()): number | null {
  if (!birthdate) return null;
  const text = birthdate instanceof Date ? birthdate.toISOString().slice(0, 10) : String(birthdate).slice(0, 10);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [by, bm, bd] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [y, m, d] = nzDateParts(now);
  let age = y - by;
  if (m < bm || (m === bm && d < bd)) age -= 1;
  return age >= 0 ? age : null;
}

function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toPhotoView(photo: ProfilePhoto): PhotoView {
  return {
    id: photo.id,
    url: photo.url,
    card_url: photo.cardUrl,
    width: photo.width ?? null,
    height: photo.height ?? null,
    position: photo.position,
    is_primary: photo.isPrimary,
  };
}

function byPosition(photos: ProfilePhoto[]): ProfilePhoto[] {
  return [...photos].sort((a, b) => a.position - b.position);
}

export function toProfileCard(profile: Profile, primaryPhoto: ProfilePhoto | null, now: Date = new Date()): ProfileCard {
  return {
    id: profile.id,
    username: profile.username,
    full_name: profile.fullName,
    age: ageFrom(profile.birthdate, now),
    location: profile.location,
    bio: profile.bio,
    rates_1hour: profile.rates1hour,
    subscription_tier: profile.subscriptionTier,
    is_verified: profile.isVerified,
    last_active_at: iso(profile.lastActiveAt),
    photo: primaryPhoto ? toPhotoView(primaryPhoto) : null,
  };
}

export function toPublicProfile(profile: Profile, photos: ProfilePhoto[], now: Date = new Date()): PublicProfile {
  return {
    id: profile.id,
    username: profile.username,
    full_name: profile.fullName,
    email: profile.email,
    phone: profile.phone,
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
    website: profile.website,
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
    photos: byPosition(photos).map(toPhotoView),
  };
}

export function toOwnerProfile(profile: Profile, photos: ProfilePhoto[], now: Date = new Date()): OwnerProfile {
  return {
    ...toPublicProfile(profile, photos, now),
    user_id: profile.userId,
    birthdate: profile.birthdate ? String(profile.birthdate).slice(0, 10) : null,
    verification_requested: profile.verificationRequested,
    verification_submitted_at: iso(profile.verificationSubmittedAt),
    is_active: profile.isActive,
    is_deleted: profile.isDeleted,
    subscription_expires_at: iso(profile.subscriptionExpiresAt),
  };
}
