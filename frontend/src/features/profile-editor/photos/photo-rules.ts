import { MAX_UPLOAD_BYTES, PhotoMessages } from 'contract';

export const PHOTO_MESSAGES = {
  notImage: PhotoMessages.notImage,
  tooLarge: PhotoMessages.tooLarge,
  areasSaved: PhotoMessages.areasSaved,
  areasFailed: 'Failed to blur the photo. Please try again.',
  cap: PhotoMessages.overLimit,
  processFailed: 'Failed to process selected photos. Please try again.',
  uploaded: PhotoMessages.uploaded,
  uploadFailed: 'Failed to upload photos. Please try again.',
  deleted: PhotoMessages.deleted,
  deleteFailed: 'Failed to delete photo. Please try again.',
  primaryUpdated: PhotoMessages.primaryUpdated,
  primaryFailed: 'Failed to update profile photo. Please try again.',
  reorderFailed: 'Failed to reorder photos. Please try again.',
  deleteConfirm: 'Delete this photo? This cannot be undone.',
} as const;

/** Spec §5 store rule: the type must start with image/ and the size be under 5 MB. */
export function photoProblem(file: File): string | null {
  if (!file.type.startsWith('image/')) return PHOTO_MESSAGES.notImage;
  if (file.size >= MAX_UPLOAD_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** Splits a selection into the files to keep (within the plan's free slots) and the first problem. */
export function selectWithinCap(files: File[], freeSlots: number, limit: number): { accepted: File[]; error: string | null } {
  const accepted: File[] = [];
  let error: string | null = null;
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) {
      error ??= problem;
      continue;
    }
    if (accepted.length >= freeSlots) {
      error = PHOTO_MESSAGES.cap(limit);
      break;
    }
    accepted.push(file);
  }
  return { accepted, error };
}

/** Moves one id a step earlier (-1) or later (+1) in the list. */
export function moved(ids: string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}
