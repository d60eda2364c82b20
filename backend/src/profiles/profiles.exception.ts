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
}

const KINDS: Record<ProfilesErrorCode, ErrorKind> = {
  [ProfilesErrorCode.NotFound]: ErrorKind.NotFound,
  [ProfilesErrorCode.UsernameFixed]: ErrorKind.BadInput,
  [ProfilesErrorCode.UsernameTaken]: ErrorKind.Conflict,
  [ProfilesErrorCode.CreateFailed]: ErrorKind.Failed,
  [ProfilesErrorCode.AgeGate]: ErrorKind.Forbidden,
  [ProfilesErrorCode.ContactToken]: ErrorKind.Forbidden,
  [ProfilesErrorCode.BadContactField]: ErrorKind.BadInput,
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
  deleted: 'Your profile has been deleted.',
  usernameFixed: 'Username cannot be changed after registration.',
  usernameTaken: 'Username is already taken',
  createFailed: 'Failed to create profile. Please try again.',
  ageGate: 'Please confirm you are 18 or over to see contact details.',
  contactToken: 'This page has expired. Reload it to see contact details.',
  badContactField: 'Ask for phone, email or website',
} as const;
