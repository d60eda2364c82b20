import { nzLongDate, nzMonthYear, PHOTO_FRESHNESS } from 'contract';
import { renderEmail, RenderedEmail } from './layout';

/** The emails of trust and safety: moderation decisions, takedowns, photo freshness. */

export interface ModerationDecisionNotice {
  kind: 'new_profile' | 'profile_text' | 'photo';
  approved: boolean;
  reason: string | null;
  note: string | null;
}

const SUBJECT_OF: Record<ModerationDecisionNotice['kind'], string> = {
  new_profile: 'profile',
  profile_text: 'profile changes',
  photo: 'photo',
};

export function moderationDecisionEmail(productName: string, publicUrl: string, name: string, notice: ModerationDecisionNotice): RenderedEmail {
  const what = SUBJECT_OF[notice.kind];
  if (notice.approved) {
    return renderEmail({
      productName,
      subject: `Your ${what} on ${productName} is approved`,
      greeting: `Hi ${name},`,
      paragraphs: [notice.kind === 'photo' ? 'Your new photo has been approved and is now on your profile.' : 'Your profile has been approved and is now in the directory.'],
      quote: notice.note ? { label: 'Note from our team:', text: notice.note } : undefined,
      action: { label: 'Go to my profile', url: `${publicUrl}/profile` },
    });
  }
  const reason = [notice.reason, notice.note].filter(Boolean).join('. ');
  return renderEmail({
    productName,
    subject: `Your ${what} on ${productName} was not approved`,
    greeting: `Hi ${name},`,
    paragraphs: [
      notice.kind === 'photo'
        ? 'Your new photo was not approved and is not shown on your profile.'
        : 'Your profile was not approved and is not shown in the directory.',
      notice.kind === 'photo' ? 'You can delete it and upload another one.' : 'Change what the reason below says and save your profile to send it to us again.',
    ],
    quote: reason ? { label: 'Reason:', text: reason } : undefined,
    action: { label: 'Go to my profile', url: `${publicUrl}/profile` },
  });
}

export interface TakedownOutcomeNotice {
  username: string;
  removed: boolean;
  reason: string;
}

/** To the person who asked for the takedown. */
export function takedownReporterEmail(productName: string, notice: TakedownOutcomeNotice): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your request about @${notice.username} on ${productName}`,
    greeting: 'Hi,',
    paragraphs: [
      notice.removed
        ? `Thank you for telling us. We have removed the content you reported on the profile @${notice.username}.`
        : `Thank you for telling us. We reviewed the profile @${notice.username} and did not remove it.`,
    ],
    quote: { label: 'Our reason:', text: notice.reason },
  });
}

/** To the advertiser whose profile was reported. */
export function takedownAdvertiserEmail(productName: string, publicUrl: string, name: string, notice: TakedownOutcomeNotice): RenderedEmail {
  return renderEmail({
    productName,
    subject: notice.removed ? `Content removed from your ${productName} profile` : `A report about your ${productName} profile was reviewed`,
    greeting: `Hi ${name},`,
    paragraphs: [
      notice.removed
        ? 'Someone told us that a photo or information on your profile was posted without their consent. We have removed it, and your profile is hidden from the directory.'
        : 'Someone told us that a photo or information on your profile was posted without their consent. We reviewed it and your profile stays as it is.',
    ],
    quote: { label: 'Our reason:', text: notice.reason },
    action: { label: 'Go to my profile', url: `${publicUrl}/profile` },
  });
}

/** To every superadmin when a takedown case passes its 8-hour deadline while still open. */
export function takedownEscalationEmail(productName: string, publicUrl: string, cases: { username: string; dueAt: Date }[]): RenderedEmail {
  return renderEmail({
    productName,
    subject: `${cases.length} takedown ${cases.length === 1 ? 'case is' : 'cases are'} past the 8-hour deadline`,
    greeting: 'Hi,',
    paragraphs: [
      'These takedown requests are still open after the 8 hours our terms promise:',
      ...cases.map((item) => `@${item.username}, due ${item.dueAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`),
    ],
    action: { label: 'Open the takedown cases', url: `${publicUrl}/admin/takedowns` },
  });
}

/** Six months after the newest photo: our terms ask for new photos at least twice a year. */
export function photoReminderEmail(productName: string, publicUrl: string, name: string, photosUpdatedAt: Date, leavesDirectoryOn: Date): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Time for new photos on your ${productName} profile`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Your newest photo on ${productName} was uploaded in ${nzMonthYear(photosUpdatedAt.toISOString())}. Our terms ask advertisers to update their photos at least twice a year.`,
      `Please upload a new photo. If your newest photo is still over ${PHOTO_FRESHNESS.withholdAfterMonths} months old on ${nzLongDate(leavesDirectoryOn)}, your profile will be taken out of the directory until you do.`,
    ],
    action: { label: 'Upload a new photo', url: `${publicUrl}/profile?tab=photos` },
  });
}

/** Twelve months after the newest photo: the profile has left the directory, and how it comes back. */
export function photosStaleEmail(productName: string, publicUrl: string, name: string, photosUpdatedAt: Date): RenderedEmail {
  return renderEmail({
    productName,
    subject: `Your ${productName} profile is out of the directory until you add a new photo`,
    greeting: `Hi ${name},`,
    paragraphs: [
      `Your newest photo was uploaded in ${nzMonthYear(photosUpdatedAt.toISOString())}, over ${PHOTO_FRESHNESS.withholdAfterMonths} months ago. Our terms remove listings whose photos are over ${PHOTO_FRESHNESS.withholdAfterMonths} months old, so your profile is no longer shown in the directory.`,
      'To come back, upload a new photo. As soon as our team approves it, your profile is listed again. Nothing else on your profile has changed.',
    ],
    action: { label: 'Upload a new photo', url: `${publicUrl}/profile?tab=photos` },
  });
}
