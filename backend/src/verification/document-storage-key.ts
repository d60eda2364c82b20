import { randomUUID } from 'node:crypto';
import { IMAGE_EXTENSIONS } from '../storage/file-signature';
import type { DocumentImageType } from './document-image';

/**
 * Where one submission's documents are stored in the private bucket: `{userId}/{submission}/`.
 * Objects are write-once, so each submission gets a folder of its own and a resubmission can be
 * written before the earlier files go.
 */
export function newSubmissionFolder(userId: string): string {
  return `${userId}/${randomUUID()}`;
}

export function documentStorageKey(folder: string, fileType: 'id' | 'selfie', type: DocumentImageType): string {
  return `${folder}/${fileType}.${IMAGE_EXTENSIONS[type]}`;
}
