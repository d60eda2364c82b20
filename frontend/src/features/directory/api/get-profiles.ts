import type { DirectoryPage } from 'contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PROFILES_KEY } from '../../../lib/react-query';
import { DirectoryFilters, toApiQuery } from '../filters';

/** The API's address of one page of the directory; `query` is its query string (filters, page and page size). */
export const profilesPath = (query: string) => `/profiles?${query}`;

export function getProfiles(query: string, signal?: AbortSignal): Promise<DirectoryPage> {
  return api<DirectoryPage>(profilesPath(query), { signal });
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
