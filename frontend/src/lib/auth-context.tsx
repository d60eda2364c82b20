import type { AdminFlags, OwnerProfile, Session, SessionUser, SessionView } from 'contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { api, onSessionExpired, refreshAccessToken, setAccessToken } from './api-client';
import { PROFILES_KEY } from './react-query';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  user: SessionUser | null;
  profile: OwnerProfile | null;
  admin: AdminFlags | null;
  signOut(): Promise<void>;
  applySession(session: Session): void;
  setProfile(profile: OwnerProfile | null): void;
}

interface SessionState {
  status: AuthStatus;
  user: SessionUser | null;
  profile: OwnerProfile | null;
  admin: AdminFlags | null;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null, profile: null, admin: null };

const AuthContext = createContext<AuthState | null>(null);

function fromView(view: SessionView): SessionState {
  return { status: 'signed-in', user: view.user, profile: view.profile, admin: view.admin };
}

/** Restores the session from the refresh cookie and loads the signed-in user's profile once. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, status: 'loading' });
  const loaded = useRef(false);
  const queryClient = useQueryClient();
  // Its owner reads a profile page differently (is_owner, even while paused), so nothing read in
  // the previous session is shown again: screens on view read theirs again, the rest are dropped.
  const changeSession = useCallback(
    (next: SessionState) => {
      setState(next);
      queryClient.removeQueries({ queryKey: PROFILES_KEY, type: 'inactive' });
      void queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
    },
    [queryClient],
  );

  useEffect(() => {
    // StrictMode runs effects twice in development; the session must be fetched only once.
    if (loaded.current) return;
    loaded.current = true;
    (async () => {
      try {
        const token = await refreshAccessToken();
        if (!token) return setState(SIGNED_OUT);
        setState(fromView(await api<SessionView>('/auth/me')));
      } catch {
        setAccessToken(null);
        setState(SIGNED_OUT);
      }
    })();
  }, []);

  useEffect(() => onSessionExpired(() => changeSession(SIGNED_OUT)), [changeSession]);

  const applySession = useCallback(
    (session: Session) => {
      setAccessToken(session.accessToken);
      changeSession(fromView(session));
    },
    [changeSession],
  );

  const signOut = useCallback(async () => {
    try {
      await api('/auth/signout', { method: 'POST' });
    } finally {
      setAccessToken(null);
      changeSession(SIGNED_OUT);
    }
  }, [changeSession]);

  const setProfile = useCallback((profile: OwnerProfile | null) => {
    setState((current) => ({ ...current, profile }));
  }, []);

  const value = useMemo<AuthState>(
    () => ({ ...state, signOut, applySession, setProfile }),
    [state, signOut, applySession, setProfile],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
