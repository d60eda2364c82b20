import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** False on the server and while a server-rendered page hydrates, true after: for parts only a browser can draw. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
