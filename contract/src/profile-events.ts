/**
 * What the public site reports for an advertiser's analytics: a profile page view, and a
 * tap on one of the profile's contact links once revealed.
 */
export const PROFILE_EVENT_TYPES = ['view', 'call', 'sms', 'email', 'website'] as const;
export type ProfileEventType = (typeof PROFILE_EVENT_TYPES)[number];

/** The contact details a visitor reveals one at a time (POST /api/profiles/:username/contact). */
export type ContactField = 'phone' | 'email' | 'website';
