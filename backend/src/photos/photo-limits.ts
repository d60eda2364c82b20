import { AuthMessages, MAX_UPLOAD_BYTES, PHOTO_LIMITS, PhotoMessages } from 'contract';
/** One upload may carry as many photos as the largest plan allows. */
export const MAX_PHOTOS_PER_UPLOAD = Math.max(...Object.values(PHOTO_LIMITS));
export const MAX_PHOTO_BYTES = MAX_UPLOAD_BYTES;
/** Decoded images above this many pixels are refused before decoding (decompression bombs). */
export const MAX_INPUT_PIXELS = 40_000_000;
/** How sharp opens every upload (photos and identity documents): the pixel limit, and a damaged file is an error, not a warning. */
export const SHARP_INPUT_OPTIONS = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' } as const;

/** Whether sharp refused an image for the pixel limit (rather than for being unreadable). */
export function isOverPixelLimit(error: unknown): boolean {
  return /pixel limit/i.test((error as Error)?.message ?? '');
}
export const FULL_MAX_EDGE = 1600;
export const CARD_WIDTH = 400;
export const CARD_HEIGHT = 533;

export const PHOTO_MESSAGES = {
  notAuthenticated: AuthMessages.notAuthenticated,
  notAuthorizedUpload: 'Not authorized to upload photos to this profile',
  notAnImage: PhotoMessages.notImage,
  tooLarge: PhotoMessages.tooLarge,
  noFiles: 'Please select at least one photo to upload',
  notFound: 'Photo not found',
  notAuthorizedDelete: 'Not authorized to delete this photo',
  notAuthorizedModify: 'Not authorized to modify this photo',
  uploaded: PhotoMessages.uploaded,
  deleted: PhotoMessages.deleted,
  primaryUpdated: PhotoMessages.primaryUpdated,
  areasSaved: PhotoMessages.areasSaved,
  noAreas: 'Paint at least one area to blur',
  badOrder: 'The order must list each of your photos exactly once',
  overLimit: PhotoMessages.overLimit,
  uploadFailed: (reason: string) => `Upload failed: ${reason}`,
} as const;
