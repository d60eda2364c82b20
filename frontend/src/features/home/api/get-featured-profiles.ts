import type { ProfileCard } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_KEY } from '../../../lib/react-query';

export const FEATURED_PATH = '/profiles/featured';

export function getFeaturedProfiles(signal?: AbortSignal): Promise<ProfileCard[]> {
  return api<ProfileCard[]>(FEATURED_PATH, { signal });
}

export const featuredProfilesQuery = queryOptions({
  queryKey: [...PROFILES_KEY, 'featured'],
  queryFn: ({ signal }) => getFeaturedProfiles(signal),
});

export function useFeaturedProfiles() {
  return useQuery(featuredProfilesQuery);
}
