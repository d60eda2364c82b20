import { AGE_VERIFICATION_KEY } from 'contract';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

export function isAgeVerified(): boolean {
  try {
    return window.localStorage.getItem(AGE_VERIFICATION_KEY) === 'true';
  } catch {
    return false;
  }
}

export function rememberAgeVerified(): void {
  try {
    window.localStorage.setItem(AGE_VERIFICATION_KEY, 'true');
  } catch {
    // private mode without storage: the gate will ask again next visit
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Whether this browser confirmed. The server's HTML always carries the gate (the same bytes for every
 * visitor), so hydration starts from "not confirmed" and then reads the browser's answer.
 */
export function useAgeVerified(): boolean {
  return useSyncExternalStore(subscribe, isAgeVerified, () => false);
}
