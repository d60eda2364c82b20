import type { OwnerProfile } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useInvalidateProfiles } from '../../../lib/react-query';

export function updateProfile(body: Record<string, unknown>): Promise<{ message: string; profile: OwnerProfile }> {
  return api('/profiles/me', { method: 'PUT', body });
}

/** The editor, plan box and preview show the saved profile; public pages read it again. */
export function useUpdateProfile() {
  const { setProfile } = useAuth();
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      setProfile(profile);
      void invalidateProfiles();
    },
  });
}
