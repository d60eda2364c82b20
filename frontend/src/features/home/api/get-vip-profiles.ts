import type { ProfileCard } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_KEY } from '../../../lib/react-query';

export const VIP_PATH = '/profiles/vip';

export function getVipProfiles(signal?: AbortSignal): Promise<ProfileCard[]> {
  return api<ProfileCard[]>(VIP_PATH, { signal });
}

export const vipProfilesQuery = queryOptions({
  queryKey: [...PROFILES_KEY, 'vip'],
  queryFn: ({ signal }) => getVipProfiles(signal),
});

export function useVipProfiles() {
  return useQuery(vipProfilesQuery);
}
