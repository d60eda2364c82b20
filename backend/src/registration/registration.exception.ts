import { FieldMessages, PasswordMessages, PhotoMessages, SignUpMessages } from 'contract';
import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum RegistrationErrorCode {
  BadInput = 'bad_input',
  Taken = 'taken',
  PhotoTooLarge = 'photo_too_large',
  NotAnImage = 'not_an_image',
  NotMultipart = 'not_multipart',
  CreateFailed = 'create_failed',
}

const KINDS: Record<RegistrationErrorCode, ErrorKind> = {
  [RegistrationErrorCode.BadInput]: ErrorKind.BadInput,
  [RegistrationErrorCode.Taken]: ErrorKind.Conflict,
  [RegistrationErrorCode.PhotoTooLarge]: ErrorKind.TooLarge,
  [RegistrationErrorCode.NotAnImage]: ErrorKind.UnsupportedMediaType,
  [RegistrationErrorCode.NotMultipart]: ErrorKind.UnsupportedMediaType,
  [RegistrationErrorCode.CreateFailed]: ErrorKind.Failed,
};

export class RegistrationException extends AppException<RegistrationErrorCode> {
  constructor(code: RegistrationErrorCode, message: string, cause?: unknown) {
    super(code, message, KINDS[code], cause);
  }
}

/** Sign-up's texts (spec §5 sign-up server side and the wizard's steps, §8), and ours where the spec has none. */
export const RegistrationMessages = {
  requiredFields: FieldMessages.required,
  credentialsRequired: 'You must provide either an email or phone number and a password',
  emailsDoNotMatch: SignUpMessages.emailsMismatch,
  passwordsDoNotMatch: PasswordMessages.mismatch,
  invalidEmail: FieldMessages.invalidEmail,
  aboutRequired: SignUpMessages.requiredWithTerms,
  usernameTaken: 'Username is already taken',
  emailTaken: 'This email address is already registered',
  createProfileFailed: 'Failed to create profile. Please try again.',
  createUserFailed: 'Failed to create user account',
  invalidSignupData: 'The sign-up data is not valid JSON',
  tooManyPhotos: PhotoMessages.overLimit(3),
  fileNotImage: PhotoMessages.notImage,
  fileTooLarge: PhotoMessages.tooLarge,
  multipartRequired: 'Content-Type must be multipart/form-data',
} as const;
