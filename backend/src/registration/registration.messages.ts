import { FieldMessages, PasswordMessages, PhotoMessages, SignUpMessages } from 'contract';

/** Sign-up's texts (spec §5 sign-up server side and the wizard's steps, §8), and ours where the spec has none. */
export const REGISTRATION_MESSAGES = {
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
