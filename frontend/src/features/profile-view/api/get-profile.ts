import type { PublicProfile } from 'contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_KEY } from '../../../lib/react-query';

export const profilePath = (username: string) => `/profiles/${encodeURIComponent(username)}`;

export function getProfile(username: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api<PublicProfile>(profilePath(username), { signal });
}

export function profileQuery(username: string) {
  return queryOptions({
    queryKey: [...PROFILES_KEY, 'detail', username],
    queryFn: ({ signal }) => getProfile(username, signal),
  });
}

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}
