/**
 * The spec's user-facing texts that more than one app shows: the backend answers them and the
 * public site or the back office checks or shows the same words before asking.
 */
import type { RequiredProfileField } from './profile-fields';
import { BIO_MIN_LENGTH, MAX_AGE, MAX_UPLOAD_BYTES, MAX_UPLOAD_MB, MIN_AGE, PASSWORD_MIN_LENGTH, USERNAME_MIN_LENGTH, VERIFICATION_NOTE_MAX_LENGTH } from './limits';

/** Checks several forms share (sign-up, the editor, contact, password reset, the back office's admins). */
export const FieldMessages = {
  required: 'Please fill in all required fields',
  emailRequired: 'Please enter your email address',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
} as const;

export const AuthMessages = {
  credentialsRequired: 'Email and password are required',
  notAuthenticated: 'Not authenticated',
  notAdmin: 'You do not have admin access',
  noPermission: 'You do not have permission to do this',
} as const;

export const PasswordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  tooLong: 'Password must be at most 128 characters long',
  mismatch: 'Passwords do not match',
  newMismatch: 'New passwords do not match',
  currentRequired: 'Please enter your current password',
  newRequired: 'Please enter a new password',
  updated: 'Password updated successfully!',
} as const;

/**
 * Two-factor sign-in: TOTP codes from an authenticator app (RFC 6238) and single-use
 * recovery codes; required for every admin, optional for advertisers.
 */
export const TwoFactorMessages = {
  codeRequired: 'Please enter the 6-digit code from your authenticator app, or a recovery code',
  invalidCode: 'That code is not valid. Check your authenticator app and try again.',
  codeUsed: 'That code has already been used. Please wait for the next code in your authenticator app.',
  recoveryCodeUsed: 'That recovery code has already been used. Each recovery code works once.',
  challengeExpired: 'Your sign-in took too long. Please sign in again.',
  required: 'The back office needs two-factor sign-in. Please sign in again to set it up.',
  alreadyOn: 'Two-factor sign-in is already on.',
  notOn: 'Two-factor sign-in is not on.',
  setupNotStarted: 'Please start setting up two-factor sign-in again.',
  enabled: 'Two-factor sign-in is on. Keep your recovery codes somewhere safe.',
  disabled: 'Two-factor sign-in is off.',
  adminCannotDisable: 'Admins must keep two-factor sign-in on.',
  recoveryCodesRegenerated: 'New recovery codes are ready. Your old recovery codes no longer work.',
  /** New recovery codes take a code from the app: a recovery code (perhaps the only thing a thief has) cannot renew itself. */
  authenticatorCodeRequired: 'Please enter the 6-digit code from your authenticator app. A recovery code cannot make new recovery codes.',
  reset: 'Two-factor sign-in was reset. This admin will set it up again at their next sign-in.',
  cannotResetOwn: 'You cannot reset your own two-factor sign-in. Create new recovery codes instead.',
  /** The screens' instructions, the same in the back office and on the public site. */
  codePrompt: 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.',
  scanInstructions:
    'Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.',
  manualKey: "Can't scan it? Enter this key in the app instead:",
  recoveryCodesNotice: 'Each recovery code signs you in once if you lose your phone. Keep them somewhere safe: they will not be shown again.',
} as const;

export const EmailChangeMessages = {
  invalidLink: 'This email change link is invalid or has expired.',
} as const;

export const PasswordResetMessages = {
  requestSent: "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.",
  invalidLink: 'This password reset link is invalid or has expired.',
  done: 'Your password has been reset. Please sign in with your new password.',
} as const;

export const SignUpMessages = {
  requiredWithTerms: 'Please fill in all required fields and accept the terms',
  emailsMismatch: 'Email addresses do not match',
  usernameTooShort: `Username must be at least ${USERNAME_MIN_LENGTH} characters long`,
  fullNameRequired: 'Full name is required',
  bioTooShort: `Bio must be at least ${BIO_MIN_LENGTH} characters long`,
  underAge: `You must be ${MIN_AGE} or older to register`,
  /** Ours: the spec gives the upper bound (§5, step 2) but no words for it. */
  overAge: `Please enter a date of birth no more than ${MAX_AGE} years ago`,
} as const;

export const ProfileMessages = {
  updated: 'Profile updated successfully!',
  paused: 'Your profile has been paused and hidden from public listings.',
  activated: 'Your profile is now active and visible.',
  notFound: 'Profile not found',
  deleted: 'Your profile has been deleted.',
  usernameFixed: 'Username cannot be changed after registration.',
} as const;

/**
 * The editor's message for each field every profile must have, in the style of spec §5's 'Full name is
 * required' (which stays word for word); sign-up keeps its step messages.
 */
export const RequiredFieldMessages = {
  full_name: SignUpMessages.fullNameRequired,
  username: 'Username is required',
  birthdate: 'Date of birth is required',
  nationality: 'Nationality is required',
  location: 'Location is required',
  height: 'Height is required',
  weight: 'Weight is required',
  body_type: 'Body type is required',
  rates_1hour: '1 hour rate is required',
  meeting_with: 'Meeting with is required',
  available_for: 'Available for is required',
  bio: 'Bio is required',
  phone: 'Phone is required',
  email: 'Contact email is required',
} as const satisfies Record<RequiredProfileField, string>;

export const PhotoMessages = {
  notImage: 'File must be an image',
  tooLarge: `File size must be less than ${MAX_UPLOAD_MB}MB`,
  overLimit: (limit: number) => `You can only upload a maximum of ${limit} photos with your current plan.`,
  uploaded: 'Photos uploaded successfully!',
  deleted: 'Photo deleted successfully!',
  primaryUpdated: 'Profile photo updated successfully!',
  areasSaved: 'Photo updated successfully!',
} as const;

/**
 * Photo freshness (our terms: photos updated at least twice a year, listings with photos over 12 months
 * old removed): the owner is reminded at 6 months, and the profile leaves the directory at 12.
 */
export const PHOTO_FRESHNESS = { remindAfterMonths: 6, withholdAfterMonths: 12 } as const;

/** "March 2026": the month and year of a moment in New Zealand. */
export function nzMonthYear(iso: string): string {
  return new Intl.DateTimeFormat('en-NZ', { month: 'long', year: 'numeric', timeZone: 'Pacific/Auckland' }).format(new Date(iso));
}

/** The public profile's line about its photos. */
export function photosUpdatedText(iso: string): string {
  return `Photos updated ${nzMonthYear(iso)}`;
}

export const VerificationMessages = {
  bothRequired: 'Both ID and selfie photos are required',
  wrongType: 'File type must be JPEG or PNG',
  tooLarge: `File is larger than ${MAX_UPLOAD_BYTES} bytes`,
  submitted: 'Verification documents submitted successfully!',
  underReview: "Your documents are under review. You'll be notified once your profile is verified.",
  alreadyVerified: 'Profile is already verified!',
  rejectReasonRequired: 'Choose why the documents are rejected.',
  rejectNoteRequired: 'Add a note saying what is wrong.',
  rejectNoteTooLong: `The note must be at most ${VERIFICATION_NOTE_MAX_LENGTH} characters`,
} as const;

export const ContactMessages = {
  sent: 'Your message has been sent successfully! We will get back to you soon.',
} as const;

/** The back office's message threads. */
export const ThreadMessages = {
  replyFailed: 'Failed to send reply',
  deleted: 'Thread deleted successfully',
  emailFailed: 'Failed to send email',
} as const;

export const ReportMessages = {
  reasonRequired: 'Please choose a reason for your report',
} as const;

export const InvoiceMessages = {
  notFound: 'Invoice not found',
} as const;
