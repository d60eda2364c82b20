import { ProfileMessages } from 'contract';

/** The texts of analytics and likes. */
export const ANALYTICS_MESSAGES = {
  profileNotFound: ProfileMessages.notFound,
  badPeriod: 'Choose 7, 30 or 90 days.',
  unknownEventType: 'Unknown event type',
  tooManyEvents: 'Too many requests from your network.',
  tooManyLikes: 'Too many likes from your network.',
} as const;
