import { useCallback, useEffect, useState } from 'react';
import { api } from '../../lib/api-client';
import type { Paginated, ProfileCard } from '../../lib/types';
import { DirectoryFilters, toApiQuery } from './filters';

type State =
  | { status: 'loading'; data: Paginated<ProfileCard> | null }
  | { status: 'ready'; data: Paginated<ProfileCard> }
  | { status: 'error'; data: Paginated<ProfileCard> | null; error: unknown };

/** Fetches one page of the directory for the filters in the URL; stale answers are dropped. */
export function useDirectory(filters: DirectoryFilters, pageSize: number) {
  const query = toApiQuery(filters, pageSize);
  const [state, setState] = useState<State>({ status: 'loading', data: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ status: 'loading', data: current.data }));
    api<Paginated<ProfileCard>>(`/profiles?${query}`, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setState((current) => ({ status: 'error', data: current.data, error }));
      });
    return () => controller.abort();
  }, [query, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
