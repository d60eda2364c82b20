import type { TourStopInput, TourStopsAnswer } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { useInvalidateProfiles } from '../../../lib/react-query';

export function addTourStop(stop: TourStopInput): Promise<TourStopsAnswer> {
  return api('/profiles/me/tour-stops', { method: 'POST', body: stop });
}

export function removeTourStop(id: string): Promise<TourStopsAnswer> {
  return api(`/profiles/me/tour-stops/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** The editor and its card preview show the stops the server answered; public pages read them again. */
function useTourStopsMutation<T>(change: (input: T) => Promise<TourStopsAnswer>) {
  const { profile, setProfile } = useAuth();
  const invalidateProfiles = useInvalidateProfiles();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ tour_stops }) => {
      if (profile) setProfile({ ...profile, tour_stops });
      void invalidateProfiles();
    },
  });
}

export const useAddTourStop = () => useTourStopsMutation(addTourStop);
export const useRemoveTourStop = () => useTourStopsMutation(removeTourStop);
