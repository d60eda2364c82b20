import type { AvailableNowAnswer } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useInvalidateProfiles } from '../../../lib/react-query';

/** On for `hours` (1-12) from now, or off (null). */
export function setAvailableNow(hours: number | null): Promise<AvailableNowAnswer> {
  return hours === null ? api('/profiles/me/available-now', { method: 'DELETE' }) : api('/profiles/me/available-now', { method: 'PUT', body: { hours } });
}

export function useSetAvailableNow() {
  const { profile, setProfile } = useAuth();
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({
    mutationFn: setAvailableNow,
    onSuccess: ({ available_until }) => {
      if (profile) setProfile({ ...profile, available_until });
      void invalidateProfiles();
    },
  });
}
