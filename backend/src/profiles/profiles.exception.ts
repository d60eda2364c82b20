import { ProfileMessages } from 'contract';
import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum ProfilesErrorCode {
  NotFound = 'profile_not_found',
  UsernameFixed = 'username_fixed',
  UsernameTaken = 'username_taken',
  CreateFailed = 'create_failed',
  AgeGate = 'age_gate',
  ContactToken = 'contact_token',
  BadContactField = 'bad_contact_field',
  TourStopInvalid = 'tour_stop_invalid',
  TourStopNotFound = 'tour_stop_not_found',
  AvailableNowInvalid = 'available_now_invalid',
  DirectoryQueryInvalid = 'directory_query_invalid',
}

const KINDS: Record<ProfilesErrorCode, ErrorKind> = {
  [ProfilesErrorCode.NotFound]: ErrorKind.NotFound,
  [ProfilesErrorCode.UsernameFixed]: ErrorKind.BadInput,
  [ProfilesErrorCode.UsernameTaken]: ErrorKind.Conflict,
  [ProfilesErrorCode.CreateFailed]: ErrorKind.Failed,
  [ProfilesErrorCode.AgeGate]: ErrorKind.Forbidden,
  [ProfilesErrorCode.ContactToken]: ErrorKind.Forbidden,
  [ProfilesErrorCode.BadContactField]: ErrorKind.BadInput,
  [ProfilesErrorCode.TourStopInvalid]: ErrorKind.BadInput,
  [ProfilesErrorCode.TourStopNotFound]: ErrorKind.NotFound,
  [ProfilesErrorCode.AvailableNowInvalid]: ErrorKind.BadInput,
  [ProfilesErrorCode.DirectoryQueryInvalid]: ErrorKind.BadInput,
};

export class ProfilesException extends AppException<ProfilesErrorCode> {
  constructor(code: ProfilesErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}

/** The profile's own texts (spec §4, §5, §8). */
export const PROFILE_MESSAGES = {
  notFound: ProfileMessages.notFound,
  updated: ProfileMessages.updated,
  paused: ProfileMessages.paused,
  activated: ProfileMessages.activated,
  deleted: ProfileMessages.deleted,
  usernameFixed: ProfileMessages.usernameFixed,
  usernameTaken: 'Username is already taken',
  createFailed: 'Failed to create profile. Please try again.',
  ageGate: 'Please confirm you are 18 or over to see contact details.',
  contactToken: 'This page has expired. Reload it to see contact details.',
  badContactField: 'Ask for phone, email or website',
} as const;

/** Touring and "available now" (issue 20): each refusal says what to change. */
export const TOURING_MESSAGES = {
  town: 'Please choose a town from the list',
  firstDay: 'Please enter the first day as a date like 2026-12-03',
  lastDay: 'Please enter the last day as a date like 2026-12-03',
  endsBeforeStart: 'The last day cannot be before the first day',
  inThePast: 'A tour stop cannot start in the past',
  tooFarAhead: 'A tour stop must end within 12 months from today',
  tooMany: (max: number) => `You can list at most ${max} upcoming tour stops. Remove one to add another.`,
  overlaps: (town: string, dates: string) => `This tour stop overlaps your stop in ${town} (${dates}). Tour stops cannot overlap.`,
  added: 'Tour stop added',
  removed: 'Tour stop removed',
  notFound: 'Tour stop not found',
  hours: 'Choose from 1 to 12 hours',
  availableOff: 'Available now is switched off',
} as const;
