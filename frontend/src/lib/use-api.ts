import { useCallback, useEffect, useState } from 'react';
import { api, ApiError } from './api-client';

export type ApiState<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'error'; data: null; error: ApiError | Error };

/** GET a path once per mount (and again on retry); aborted when the screen goes away. */
export function useApi<T>(path: string | null) {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setState({ status: 'loading', data: null, error: null });
    api<T>(path, { signal: controller.signal })
      .then((data) => setState({ status: 'ready', data, error: null }))
      .catch((error: Error) => {
        if (!controller.signal.aborted) setState({ status: 'error', data: null, error });
      });
    return () => controller.abort();
  }, [path, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
