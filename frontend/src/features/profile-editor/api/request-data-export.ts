import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DataExportState } from 'contract';
import { api } from '../../../lib/api-client';
import { DATA_EXPORT_KEY } from './get-data-export';

export function requestDataExport(): Promise<{ message: string; export: DataExportState }> {
  return api('/data-export', { method: 'POST' });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (answer) => queryClient.setQueryData(DATA_EXPORT_KEY, answer.export),
    // A 409 means one is already being prepared: show it as it is.
    onError: () => void queryClient.invalidateQueries({ queryKey: DATA_EXPORT_KEY }),
  });
}
