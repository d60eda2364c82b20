import { MAX_UPLOAD_BYTES, ProfileMessages, VerificationMessages } from 'contract';
import { MAX_INPUT_PIXELS } from '../photos/photo-limits';

/** Spec §4 and §9: at most 5 MB (5242880 bytes) each, JPEG or PNG, one file per field. */
export const MAX_DOCUMENT_BYTES = MAX_UPLOAD_BYTES;

export const VERIFICATION_MESSAGES = {
  bothRequired: VerificationMessages.bothRequired,
  wrongType: VerificationMessages.wrongType,
  tooLarge: VerificationMessages.tooLarge,
  tooManyFiles: 'Too many files',
  // Not in the spec, which never decoded documents; worded like its other upload messages.
  notReadable: 'File is not a readable image',
  tooManyPixels: `File is larger than ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  submitted: VerificationMessages.submitted,
  underReview: VerificationMessages.underReview,
  alreadyVerified: VerificationMessages.alreadyVerified,
  approved: 'Profile verified successfully!',
  rejected: 'Verification request rejected',
  profileNotFound: ProfileMessages.notFound,
  requestNotFound: 'Verification request not found',
  tooManyUploads: 'Too many verification uploads. Please try again later.',
  noPendingRequest: 'This profile has no pending verification request',
} as const;
