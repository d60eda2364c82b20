import type { PhotoView } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, getAccessToken, refreshAccessToken } from '../../../lib/api-client';
import { useInvalidateProfiles } from '../../../lib/react-query';
import type { PhotoArea } from '../../../lib/photo-areas';

type UploadAnswer = { message: string; photos: PhotoView[] };

function messageOf(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

function sendPhoto(file: File, areas: PhotoArea[], onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/profiles/me/photos');
    xhr.setRequestHeader('Accept', 'application/json');
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: keep the text
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, 'Network error', null));
    const form = new FormData();
    form.append('photos', file, file.name);
    form.append('areas', JSON.stringify([areas]));
    xhr.send(form);
  });
}

/**
 * Uploads one photo. This one call uses XMLHttpRequest because fetch cannot report upload
 * progress; like the API client it refreshes an expired access token once and retries.
 */
export async function uploadPhoto(file: File, areas: PhotoArea[], onProgress: (fraction: number) => void): Promise<UploadAnswer> {
  let result = await sendPhoto(file, areas, onProgress);
  if (result.status === 401 && (await refreshAccessToken().catch(() => null))) result = await sendPhoto(file, areas, onProgress);
  if (result.status < 200 || result.status >= 300) throw new ApiError(result.status, messageOf(result.body, `Request failed (${result.status})`), result.body);
  return result.body as UploadAnswer;
}

export interface PhotoBatch {
  files: File[];
  /** The areas to hide on each file, by file. */
  areasOf(file: File): PhotoArea[];
  onProgress(file: File, fraction: number): void;
  /** Called with the gallery as stored after each photo, so the screen shows it at once. */
  onStored(file: File, photos: PhotoView[]): void;
}

/** One by one, as the spec says; the first failure stops the batch and leaves the rest unsent. */
export async function uploadPhotos({ files, areasOf, onProgress, onStored }: PhotoBatch): Promise<void> {
  for (const file of files) {
    const { photos } = await uploadPhoto(file, areasOf(file), (fraction) => onProgress(file, fraction));
    onStored(file, photos);
  }
}

export function useUploadPhotos() {
  const invalidateProfiles = useInvalidateProfiles();
  // A batch that fails half-way has still stored its first photos.
  return useMutation({ mutationFn: uploadPhotos, onSettled: () => void invalidateProfiles() });
}
