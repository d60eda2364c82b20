import type { PhotoView } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateProfiles } from '../../../lib/react-query';

export function deletePhoto(id: string): Promise<{ message: string; photos: PhotoView[] }> {
  return api(`/profiles/me/photos/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeletePhoto() {
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({ mutationFn: deletePhoto, onSuccess: () => void invalidateProfiles() });
}
