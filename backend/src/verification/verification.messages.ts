import { ProfileMessages, VerificationMessages } from 'contract';
import { MAX_INPUT_PIXELS } from '../photos/photo-limits';

/** The texts of identity verification (spec §4, §9), and ours where the spec has none. */
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
  invalidDocumentLink: 'This link has expired or is not valid',
  documentNotFound: 'Document not found',
} as const;
