import type { AdminProfile, AdminProfileStatusLabel } from 'contract';
import { IsBoolean } from 'class-validator';
import type { Profile } from '../entities/profile.entity';
import { ageFrom } from '../../common/time/nz-date';

/**
 * Spec §4: the admin list's status labels in priority order Premium, Verified, Pending, Basic. The spec
 * names no fifth label, so a free profile that is neither verified nor pending has none (its tier,
 * Free, is already in the Subscription column).
 */
export function statusLabelOf(profile: Pick<Profile, 'subscriptionTier' | 'isVerified' | 'verificationRequested'>): AdminProfileStatusLabel | null {
  if (profile.subscriptionTier === 'premium') return 'Premium';
  if (profile.isVerified) return 'Verified';
  if (profile.verificationRequested) return 'Pending';
  if (profile.subscriptionTier === 'basic') return 'Basic';
  return null;
}

export function toAdminProfile(profile: Profile, now: Date = new Date()): AdminProfile {
  return {
    id: profile.id,
    user_id: profile.userId,
    username: profile.username,
    full_name: profile.fullName,
    email: profile.email,
    location: profile.location,
    age: ageFrom(profile.birthdate, now),
    height: profile.height,
    weight: profile.weight,
    body_type: profile.bodyType,
    service_types: profile.serviceTypes ?? [],
    services: profile.services,
    rates_30min: profile.rates30min,
    rates_1hour: profile.rates1hour,
    rates_2hour: profile.rates2hour,
    rates_overnight: profile.ratesOvernight,
    subscription_tier: profile.subscriptionTier,
    subscription_expires_at: profile.subscriptionExpiresAt ? profile.subscriptionExpiresAt.toISOString() : null,
    is_verified: profile.isVerified,
    verification_requested: profile.verificationRequested,
    is_active: profile.isActive,
    bio: profile.bio,
    created_at: profile.createdAt.toISOString(),
    status_label: statusLabelOf(profile),
    photos_updated_at: profile.photosUpdatedAt ? new Date(profile.photosUpdatedAt).toISOString() : null,
    withheld_for: profile.withheldFor ?? [],
  };
}

/** react-admin PUTs the whole record; only is_active is read, everything else is stripped by the global pipe. */
export class AdminUpdateProfileDto {
  @IsBoolean({ message: 'is_active must be true or false' })
  is_active: boolean;
}
