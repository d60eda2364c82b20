import type { PhotoView } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateProfiles } from '../../../lib/react-query';

/** The photo ids in their new order. */
export function reorderPhotos(ids: string[]): Promise<{ photos: PhotoView[] }> {
  return api('/profiles/me/photos/order', { method: 'PUT', body: { ids } });
}

export function useReorderPhotos() {
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({ mutationFn: reorderPhotos, onSuccess: () => void invalidateProfiles() });
}
