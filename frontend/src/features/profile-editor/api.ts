import { api, ApiError, getAccessToken, refreshAccessToken } from '../../lib/api-client';
import type { OwnerProfile, PhotoView } from '../../lib/types';

interface WithMessage {
  message: string;
}

export const updateProfile = (body: Record<string, unknown>) => api<WithMessage & { profile: OwnerProfile }>('/profiles/me', { method: 'PUT', body });

export const changePassword = (body: { currentPassword: string; newPassword: string; confirmPassword: string }) =>
  api<WithMessage>('/auth/password', { method: 'PUT', body });

export const setProfileActive = (active: boolean) => api<WithMessage & { profile: OwnerProfile }>(`/profiles/me/${active ? 'activate' : 'pause'}`, { method: 'POST' });

export const deleteProfile = () => api<WithMessage>('/profiles/me', { method: 'DELETE' });

export const fetchOwnProfile = () => api<OwnerProfile>('/profiles/me');

export function submitVerification(id: File, selfie: File) {
  const body = new FormData();
  body.append('id', id, id.name);
  body.append('selfie', selfie, selfie.name);
  return api<WithMessage>('/verification', { method: 'POST', body });
}

export const setPrimaryPhoto = (id: string) => api<WithMessage & { photos: PhotoView[] }>(`/profiles/me/photos/${encodeURIComponent(id)}/primary`, { method: 'PUT' });

export const deletePhoto = (id: string) => api<WithMessage & { photos: PhotoView[] }>(`/profiles/me/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reorderPhotos = (ids: string[]) => api<{ photos: PhotoView[] }>('/profiles/me/photos/order', { method: 'PUT', body: { ids } });

function messageOf(body: unknown, fallback: string): string {
  const message = body && typeof body === 'object' ? (body as { message?: unknown }).message : undefined;
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return fallback;
}

function sendPhoto(file: File, onProgress: (fraction: number) => void): Promise<{ status: number; body: unknown }> {
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
    xhr.send(form);
  });
}

/**
 * Uploads one photo. This one call uses XMLHttpRequest because fetch cannot report upload
 * progress; like the API client it refreshes an expired access token once and retries.
 */
export async function uploadPhoto(file: File, onProgress: (fraction: number) => void): Promise<WithMessage & { photos: PhotoView[] }> {
  let result = await sendPhoto(file, onProgress);
  if (result.status === 401 && (await refreshAccessToken().catch(() => null))) result = await sendPhoto(file, onProgress);
  if (result.status < 200 || result.status >= 300) throw new ApiError(result.status, messageOf(result.body, `Request failed (${result.status})`), result.body);
  return result.body as WithMessage & { photos: PhotoView[] };
}

/** The server's own text for a refusal (4xx), the screen's fallback for anything else. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message ? error.message : fallback;
}
