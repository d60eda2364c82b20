import { useQuery } from '@tanstack/react-query';
import type { DataExportLink } from 'contract';
import { api } from '../../../lib/api-client';

/** Whether the emailed link can still download; asking does not use it up. */
export function getDataExportLink(token: string, signal?: AbortSignal): Promise<DataExportLink> {
  return api<DataExportLink>(`/data-export/link?token=${encodeURIComponent(token)}`, { signal });
}

// A used or expired link stays so: no retries, no refetching behind the visitor's back.
export function useDataExportLink(token: string) {
  return useQuery({ queryKey: ['data-export-link', token], queryFn: ({ signal }) => getDataExportLink(token, signal), enabled: !!token, retry: false, staleTime: Infinity });
}

/** The file itself: an ordinary link, so the browser saves it as it arrives. */
export function dataExportDownloadUrl(token: string): string {
  return `/api/data-export/download?token=${encodeURIComponent(token)}`;
}
