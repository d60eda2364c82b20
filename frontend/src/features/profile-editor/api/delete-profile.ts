import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useInvalidateProfiles } from '../../../lib/react-query';

export function deleteProfile(): Promise<{ message: string }> {
  return api('/profiles/me', { method: 'DELETE' });
}

export function useDeleteProfile() {
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: () => void invalidateProfiles(),
  });
}
