import { ProfileMessages } from 'contract';
import { ErrorKind, moduleException } from '../common/errors/app.exception';

export enum ProfilesErrorCode {
  NotFound = 'profile_not_found',
  UsernameFixed = 'username_fixed',
  UsernameTaken = 'username_taken',
  CreateFailed = 'create_failed',
  TourStopInvalid = 'tour_stop_invalid',
  TourStopNotFound = 'tour_stop_not_found',
  AvailableNowInvalid = 'available_now_invalid',
}

export class ProfilesException extends moduleException<ProfilesErrorCode>({
  [ProfilesErrorCode.NotFound]: ErrorKind.NotFound,
  [ProfilesErrorCode.UsernameFixed]: ErrorKind.BadInput,
  [ProfilesErrorCode.UsernameTaken]: ErrorKind.Conflict,
  [ProfilesErrorCode.CreateFailed]: ErrorKind.Failed,
  [ProfilesErrorCode.TourStopInvalid]: ErrorKind.BadInput,
  [ProfilesErrorCode.TourStopNotFound]: ErrorKind.NotFound,
  [ProfilesErrorCode.AvailableNowInvalid]: ErrorKind.BadInput,
}) {}

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
} as const;

/** Touring and "available now": each refusal says what to change. */
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
