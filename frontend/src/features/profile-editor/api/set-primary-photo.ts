import type { PhotoView } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateProfiles } from '../../../lib/react-query';

export function setPrimaryPhoto(id: string): Promise<{ message: string; photos: PhotoView[] }> {
  return api(`/profiles/me/photos/${encodeURIComponent(id)}/primary`, { method: 'PUT' });
}

export function useSetPrimaryPhoto() {
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({ mutationFn: setPrimaryPhoto, onSuccess: () => void invalidateProfiles() });
}
