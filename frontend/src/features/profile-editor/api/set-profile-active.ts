import type { OwnerProfile } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useInvalidateProfiles } from '../../../lib/react-query';

/** Pause (hide from public listings) or activate the signed-in advertiser's profile. */
export function setProfileActive(active: boolean): Promise<{ message: string; profile: OwnerProfile }> {
  return api(`/profiles/me/${active ? 'activate' : 'pause'}`, { method: 'POST' });
}

export function useSetProfileActive() {
  const { setProfile } = useAuth();
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({
    mutationFn: setProfileActive,
    onSuccess: ({ profile }) => {
      setProfile(profile);
      void invalidateProfiles();
    },
  });
}
