/**
 * The limits of spec §9 that the sites check before asking and the backend enforces, so the
 * messages that name them (messages.ts) and both checks always agree.
 */

/** Spec §5 says 6; the password rules (docs/api-contract.md) raised it to 8. */
export const PASSWORD_MIN_LENGTH = 8;
export const USERNAME_MIN_LENGTH = 3;
export const BIO_MIN_LENGTH = 50;

/** Registration's ages, on the day: 18 at the youngest, 99 at the oldest. */
export const MIN_AGE = 18;
export const MAX_AGE = 99;

/** A photo or an identity document is at most 5 MB. */
export const MAX_UPLOAD_MB = 5;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** The photos chosen in the registration wizard, stored with the new account. */
export const MAX_SIGNUP_PHOTOS = 3;

/** How soon the moderation team usually reviews a held profile or photo, as the sites promise it. */
export const MODERATION_REVIEW_HOURS = 24;

/** The longest note an admin may add to a rejected verification. */
export const VERIFICATION_NOTE_MAX_LENGTH = 500;
