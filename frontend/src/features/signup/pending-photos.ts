import { MAX_SIGNUP_PHOTOS, MAX_UPLOAD_BYTES, PhotoMessages } from 'contract';
import type { PhotoArea } from '../../lib/photo-areas';

/** A photo chosen during registration, previewed from the browser's memory until the account is created. */
export interface PendingPhoto {
  id: string;
  file: File;
  previewUrl: string;
  /** Areas to blur or cover; the server hides them before the photo is stored. */
  areas: PhotoArea[];
}

export const PHOTO_MESSAGES = {
  notImage: PhotoMessages.notImage,
  tooLarge: PhotoMessages.tooLarge,
  cap: PhotoMessages.overLimit(MAX_SIGNUP_PHOTOS),
  processFailed: 'Failed to process selected photos. Please try again.',
} as const;

/** Spec §5 store rule: the type must start with image/ and the size be under 5 MB. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_MESSAGES.notImage;
  if (file.size >= MAX_UPLOAD_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

let counter = 0;

/**
 * Adds the chosen files to the pending list: files that break a rule are left out with the
 * first problem found, and anything beyond the cap is left out with the cap message.
 */
export function addPendingPhotos(current: PendingPhoto[], files: File[], preview: (file: File) => string): { photos: PendingPhoto[]; error: string | null } {
  let error: string | null = null;
  const photos = [...current];
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) {
      error ??= problem;
      continue;
    }
    if (photos.length >= MAX_SIGNUP_PHOTOS) {
      error = PHOTO_MESSAGES.cap;
      break;
    }
    counter += 1;
    photos.push({ id: `pending-${counter}`, file, previewUrl: preview(file), areas: [] });
  }
  return { photos, error };
}
