import { PhotoMessages } from 'contract';
import { MAX_AREAS_PER_PHOTO } from './photo-limits';

/** The texts of photo uploads and changes. */
export const PHOTO_MESSAGES = {
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

/** The texts of the areas hidden on a photo. */
export const AREA_MESSAGES = {
  notJson: 'Blur areas must be a JSON list',
  perFile: 'Blur areas must give one list for each photo',
  tooMany: `A photo can have at most ${MAX_AREAS_PER_PHOTO} blur areas`,
  badArea: 'Each blur area needs x, y, width and height between 0 and 1, and a style of blur or cover',
  outside: 'A blur area lies outside the photo',
  empty: 'A blur area has no size',
} as const;
