import type { ModerationKind } from '../events/moderation-events';

export type { ModerationKind };
export const MODERATION_KINDS = ['new_profile', 'profile_text', 'photo'] as const satisfies readonly ModerationKind[];
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
export const MODERATION_MODES = ['pre', 'post'] as const;
export type ModerationMode = (typeof MODERATION_MODES)[number];

/** What each kind is called in the back office and the owner's email. */
export const KIND_LABELS: Record<ModerationKind, string> = {
  new_profile: 'New profile',
  profile_text: 'Changed profile text',
  photo: 'New photo',
};

/** The reasons an admin picks from when rejecting (with free text beside). */
export const REJECT_REASONS = {
  not_own_photo: 'The photo appears to belong to someone else',
  photo_rules: 'The photo does not meet our photo rules',
  advertising_rules: 'The text breaks our advertising rules',
  misleading: 'The profile is incomplete or misleading',
  other: 'Other',
} as const;
export type RejectReason = keyof typeof REJECT_REASONS;
export const REJECT_REASON_KEYS = Object.keys(REJECT_REASONS) as RejectReason[];

/** The flag of a photo within the matcher's distance of another advertiser's photo (issue 17, stolen photos). */
export function photoMatchFlag(username: string): string {
  return `matches a photo on @${username}`;
}
