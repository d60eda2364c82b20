import type { DirectoryPage } from 'contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_KEY } from '../../../lib/react-query';
import { DirectoryFilters, toApiQuery } from '../filters';

/** One page of the directory; `query` is the API's query string (filters, page and page size). */
export function getProfiles(query: string, signal?: AbortSignal): Promise<DirectoryPage> {
  return api<DirectoryPage>(`/profiles?${query}`, { signal });
}

export function profilesQuery(filters: DirectoryFilters, pageSize: number) {
  const query = toApiQuery(filters, pageSize);
  return queryOptions({
    queryKey: [...PROFILES_KEY, 'list', query],
    queryFn: ({ signal }) => getProfiles(query, signal),
    // The cards on screen stay (dimmed) while the next page or filter loads.
    placeholderData: keepPreviousData,
  });
}

/** The page of the directory for the filters in the URL; a superseded request is cancelled. */
export function useProfiles(filters: DirectoryFilters, pageSize: number) {
  return useQuery(profilesQuery(filters, pageSize));
}
