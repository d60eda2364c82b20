import type { PhotoView } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { PhotoArea } from '../../../lib/photo-areas';
import { useInvalidateProfiles } from '../../../lib/react-query';

/** POST /api/profiles/me/photos/:id/areas: the photo comes back as a new photo in the same place. */
export function hidePhotoAreas({ id, areas }: { id: string; areas: PhotoArea[] }): Promise<{ message: string; photos: PhotoView[] }> {
  return api(`/profiles/me/photos/${encodeURIComponent(id)}/areas`, { method: 'POST', body: { areas } });
}

export function useHidePhotoAreas() {
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({ mutationFn: hidePhotoAreas, onSuccess: () => void invalidateProfiles() });
}
