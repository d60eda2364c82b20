import { MODERATION_MODES, REJECT_REASONS, type ModerationMode, type RejectReason } from 'contract';
import type { ModerationKind } from '../events/moderation-events';

// The modes and reject reasons are contract's: the back office offers the same ones.
export { MODERATION_MODES, REJECT_REASONS };
export type { ModerationKind, ModerationMode, RejectReason };

export const MODERATION_KINDS = ['new_profile', 'profile_text', 'photo'] as const satisfies readonly ModerationKind[];
/** 'superseded': left undecided because a newer edit of the same profile replaced it. */
export const MODERATION_STATES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];

/** What each kind is called in the back office and the owner's email. */
export const KIND_LABELS: Record<ModerationKind, string> = {
  new_profile: 'New profile',
  profile_text: 'Changed profile text',
  photo: 'New photo',
};

/** The reasons' keys: what a rejection may give. */
export const REJECT_REASON_KEYS = Object.keys(REJECT_REASONS) as RejectReason[];

/** The flag of a photo within the matcher's distance of another advertiser's photo (stolen photos). */
export function photoMatchFlag(username: string): string {
  return `matches a photo on @${username}`;
}
