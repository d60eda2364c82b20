import { ProfileMessages } from 'contract';
import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum AnalyticsErrorCode {
  ProfileNotFound = 'profile_not_found',
  BadPeriod = 'bad_period',
}

const KINDS: Record<AnalyticsErrorCode, ErrorKind> = {
  [AnalyticsErrorCode.ProfileNotFound]: ErrorKind.NotFound,
  [AnalyticsErrorCode.BadPeriod]: ErrorKind.BadInput,
};

export class AnalyticsException extends AppException<AnalyticsErrorCode> {
  constructor(code: AnalyticsErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}

export const ANALYTICS_MESSAGES = {
  profileNotFound: ProfileMessages.notFound,
  badPeriod: 'Choose 7, 30 or 90 days.',
  unknownEventType: 'Unknown event type',
  tooManyEvents: 'Too many requests from your network.',
  tooManyLikes: 'Too many likes from your network.',
};
