import { useQuery } from '@tanstack/react-query';
import type { DataExportState } from 'contract';
import { api } from '../../../lib/api-client';

export const DATA_EXPORT_KEY = ['data-export'] as const;

/** Where the owner's latest request for a copy of their data stands. */
export function getDataExport(signal?: AbortSignal): Promise<DataExportState> {
  return api<DataExportState>('/data-export', { signal });
}

// While the copy is being prepared the section asks again every few seconds, to say when the email is on its way.
export function useDataExport() {
  return useQuery({
    queryKey: DATA_EXPORT_KEY,
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) => (query.state.data?.status === 'preparing' ? 5000 : false),
  });
}
