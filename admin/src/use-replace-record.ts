import { useQueryClient } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';

type ListCache = { data?: RaRecord[] } | undefined;

/** Puts a record the server answered into every cached list and detail of the resource, so lists update in place. */
export function useReplaceRecord(resource: string) {
  const queryClient = useQueryClient();
  return (record: RaRecord) => {
    queryClient.setQueriesData<ListCache>({ queryKey: [resource, 'getList'] }, (old) =>
      old?.data ? { ...old, data: old.data.map((item) => (item.id === record.id ? { ...item, ...record } : item)) } : old,
    );
    queryClient.setQueriesData<RaRecord>({ queryKey: [resource, 'getOne', { id: String(record.id) }] }, (old) =>
      old ? { ...old, ...record } : old,
    );
  };
}
