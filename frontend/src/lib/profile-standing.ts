import { MODERATION_REVIEW_HOURS, type OwnerProfile } from 'contract';

export type ProfileStanding = 'live' | 'held' | 'paused';

/** Where an owner's profile stands for visitors: their own pause wins over a hold, which wins over live. */
export function profileStanding(profile: Pick<OwnerProfile, 'is_active' | 'withheld_for'>): ProfileStanding {
  if (!profile.is_active) return 'paused';
  return (profile.withheld_for ?? []).length > 0 ? 'held' : 'live';
}

/** The Account tab's status line for each standing; a held profile says why it is held. */
export function standingText(profile: Pick<OwnerProfile, 'is_active' | 'withheld_for'>): string {
  const standing = profileStanding(profile);
  if (standing === 'paused') return 'Your profile is currently hidden from public listings.';
  if (standing === 'live') return 'Your profile is currently visible to everyone.';
  const withheld = profile.withheld_for ?? [];
  if (withheld.includes('takedown')) return 'Your profile is held and hidden from the public while our team looks into a request about it.';
  if (withheld.includes('stale_photos')) return 'Your profile is held and hidden from the public until you upload a new photo.';
  return `Your profile is held for review and not yet visible to the public. We'll review it, usually within ${MODERATION_REVIEW_HOURS} hours, and email you.`;
}

/** What sign-up's last step says about the new profile. */
export function signUpOutcome(profile: Pick<OwnerProfile, 'is_active' | 'withheld_for' | 'moderation'> | null): { title: string; lead: string; photosHeld: boolean } {
  const photosHeld = (profile?.moderation ?? []).some((item) => item.kind === 'photo' && item.held && item.state === 'pending');
  if (profile && profileStanding(profile) === 'held') {
    return {
      title: 'Thanks for signing up!',
      lead: `Your account has been created and your profile is waiting for review. We'll review it, usually within ${MODERATION_REVIEW_HOURS} hours, and email you once it is live.`,
      photosHeld,
    };
  }
  return { title: 'Welcome aboard!', lead: 'Your account has been created and your profile is live.', photosHeld };
}
