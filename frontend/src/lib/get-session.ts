import { SESSION_HINT_COOKIE, type SessionView } from 'contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, refreshAccessToken, setAccessToken } from './api-client';
import { PROFILES_KEY } from './react-query';

export const SESSION_KEY = ['session'] as const;

const HINT = new RegExp(`(?:^|;\\s*)${SESSION_HINT_COOKIE}=1(?:;|$)`);

/** Whether this browser signed in and has not signed out since (the refresh cookie itself is out of the scripts' reach). */
function mayHaveSession(): boolean {
  return typeof document !== 'undefined' && HINT.test(document.cookie);
}

/**
 * The session the refresh cookie restores, with the signed-in user's profile; null when signed out,
 * without asking when the session hint says this browser holds no refresh cookie.
 * A failed refresh or /auth/me leaves the visitor signed out.
 */
export async function getSession(): Promise<SessionView | null> {
  if (!mayHaveSession()) return null;
  try {
    const token = await refreshAccessToken();
    if (!token) return null;
    return await api<SessionView>('/auth/me');
  } catch {
    setAccessToken(null);
    return null;
  }
}

// Asked once per page load: signing in or out and the editor's saves write the answer in the cache.
export const sessionQuery = queryOptions({ queryKey: SESSION_KEY, queryFn: getSession, staleTime: Infinity });

export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * Makes `view` this tab's session (null: signed out). Its owner reads a profile page differently
 * (is_owner, even while paused), so nothing read in the previous session is shown again: screens
 * on view read theirs again, the rest are dropped.
 */
export function useChangeSession(): (view: SessionView | null) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (view: SessionView | null) => {
      queryClient.setQueryData(SESSION_KEY, view);
      queryClient.removeQueries({ queryKey: PROFILES_KEY, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    },
    [queryClient],
  );
}

/** Puts the signed-in user's profile, as the server just answered it, in the session. */
export function useSetSessionProfile(): (profile: SessionView['profile']) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: SessionView['profile']) => queryClient.setQueryData<SessionView | null>(SESSION_KEY, (view) => view && { ...view, profile }),
    [queryClient],
  );
}
