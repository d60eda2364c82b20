import type { SubscriptionTier } from 'contract';
import type { Profile } from './entities/profile.entity';

/** What other modules see of a profile: plain values, never the entity. */

/** The verification side of a profile (verification module). */
export interface VerificationSubject {
  id: string;
  userId: string;
  username: string;
  fullName: string;
  isVerified: boolean;
  verificationRequested: boolean;
  verificationSubmittedAt: Date | null;
  /** Paid plans are verified first (the pricing page promises them 24-48 hours). */
  subscriptionTier: SubscriptionTier;
}

/** How long a verification request may wait (the pricing page's "approved within 24-48 hours"). */
export const VERIFICATION_PROMISE_HOURS = 48;

/** `queue`: paid plans first, then the oldest request, the one nearest its deadline. */
export type VerificationQueueSortField = 'id' | 'verification_submitted_at' | 'username' | 'full_name' | 'queue';

/** A page of the verification queue: profiles pending and not yet verified. */
export interface VerificationQueueSearch {
  ids?: string[];
  text?: string;
  sort: { field: VerificationQueueSortField; order: 'ASC' | 'DESC' };
  offset: number;
  limit: number;
}

/** A profile's plan (subscriptions module). */
export interface ProfilePlan {
  id: string;
  userId: string;
  username: string;
  fullName: string;
  subscriptionTier: SubscriptionTier;
  subscriptionExpiresAt: Date | null;
}

/** A profile's names, for another module's list (reports, subscriptions). */
export interface ProfileName {
  id: string;
  userId: string;
  username: string;
  fullName: string;
  isActive: boolean;
}

/** The profile a new account was given at sign-up. */
export interface CreatedProfile {
  id: string;
  subscriptionTier: SubscriptionTier;
}

export function toVerificationSubject(profile: Profile): VerificationSubject {
  return {
    id: profile.id,
    userId: profile.userId,
    username: profile.username,
    fullName: profile.fullName,
    isVerified: profile.isVerified,
    verificationRequested: profile.verificationRequested,
    verificationSubmittedAt: profile.verificationSubmittedAt,
    subscriptionTier: profile.subscriptionTier,
  };
}

export function toProfilePlan(profile: Profile): ProfilePlan {
  return {
    id: profile.id,
    userId: profile.userId,
    username: profile.username,
    fullName: profile.fullName,
    subscriptionTier: profile.subscriptionTier,
    subscriptionExpiresAt: profile.subscriptionExpiresAt,
  };
}
