import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { OwnerAnalytics } from 'contract';

/** The owner's counters for the Analytics tab: what their plan shows, for the last `days` days on Premium. */
export function getAnalytics(days: number, signal?: AbortSignal): Promise<OwnerAnalytics> {
  return api<OwnerAnalytics>(`/profiles/me/analytics?days=${days}`, { signal });
}

// Fresh each time the tab opens: today's counts move while the owner watches.
export function useAnalytics(days: number) {
  return useQuery({ queryKey: ['own-analytics', days], queryFn: ({ signal }) => getAnalytics(days, signal), staleTime: 0 });
}
