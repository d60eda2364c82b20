/** Why an auth operation was refused; mapped to an HTTP status in one place (auth-exception.filter.ts). */
export enum AuthErrorCode {
  BadInput = 'bad_input',
  InvalidCredentials = 'invalid_credentials',
  SessionExpired = 'session_expired',
  Forbidden = 'forbidden',
  NotFound = 'not_found',
  Taken = 'taken',
  TooLarge = 'too_large',
  UnsupportedMediaType = 'unsupported_media_type',
  TooManyAttempts = 'too_many_attempts',
  CreateFailed = 'create_failed',
}

export class AuthException extends Error {
  constructor(
    readonly code: AuthErrorCode,
    message: string,
    /** Seconds the caller should wait (sent as Retry-After with TooManyAttempts). */
    readonly retryAfterSeconds?: number,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'AuthException';
  }
}

/** The spec's texts (§5, §8) and ours where the spec has none. */
export const AuthMessages = {
  signInRequired: 'Email and password are required',
  invalidCredentials: 'Invalid login credentials',
  sessionExpired: 'Your session has expired. Please sign in again.',
  notAuthenticated: 'Not authenticated',
  requiredFields: 'Please fill in all required fields',
  credentialsRequired: 'You must provide either an email or phone number and a password',
  emailsDoNotMatch: 'Email addresses do not match',
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 6 characters long',
  passwordTooLong: 'Password must be at most 128 characters long',
  usernameTooShort: 'Username must be at least 3 characters long',
  usernameTooLong: 'Username must be at most 30 characters long',
  usernameCharacters: 'Username can only contain letters, numbers, dots, hyphens and underscores',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  mustBeAdult: 'You must be 18 or older to register',
  invalidBirthdate: 'Please enter a valid date of birth',
  tooOld: 'Please enter a date of birth no more than 99 years ago',
  invalidChoice: (label: string) => `Please choose a valid ${label}`,
  invalidNumber: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`,
  tooLong: (label: string, max: number) => `${label} must be at most ${max} characters long`,
  invalidWebsite: 'Please enter a valid website address',
  aboutRequired: 'Please fill in all required fields and accept the terms',
  bioTooShort: 'Bio must be at least 50 characters long',
  usernameTaken: 'Username is already taken',
  emailTaken: 'This email address is already registered',
  createProfileFailed: 'Failed to create profile. Please try again.',
  createUserFailed: 'Failed to create user account',
  invalidSignupData: 'The sign-up data is not valid JSON',
  tooManyPhotos: 'You can only upload a maximum of 3 photos with your current plan.',
  fileNotImage: 'File must be an image',
  fileTooLarge: 'File size must be less than 5MB',
  multipartRequired: 'Content-Type must be multipart/form-data',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Current password is incorrect',
  newPasswordRequired: 'Please enter a new password',
  newPasswordsDoNotMatch: 'New passwords do not match',
  passwordUpdated: 'Password updated successfully!',
  signedOut: 'You have been signed out',
  noAdminAccess: 'You do not have admin access',
  userNotFound: 'User not found',
} as const;
