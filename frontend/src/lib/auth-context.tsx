import type { AdminFlags, OwnerProfile, Session, SessionUser } from 'contract';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, ReactNode, useCallback, useContext, useEffect, useMemo } from 'react';
import { useChangeSession, useSession, useSetSessionProfile } from './get-session';
import { PROFILES_KEY } from './react-query';
import { RenderedAtContext } from './use-now';
import { useSignOut } from './sign-out';
import { onSessionExpired, setAccessToken } from './api-client';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

interface SessionActions {
  signOut(): Promise<void>;
  applySession(session: Session): void;
  setProfile(profile: OwnerProfile | null): void;
}

export interface AuthState extends SessionActions {
  status: AuthStatus;
  user: SessionUser | null;
  profile: OwnerProfile | null;
  admin: AdminFlags | null;
}

const AuthContext = createContext<SessionActions | null>(null);

/** Restores the session from the refresh cookie at start, and ends it when the token client says it has expired. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const signedInUser = useSession().data?.user.id;
  const serverRendered = useContext(RenderedAtContext) !== undefined;
  const queryClient = useQueryClient();
  const changeSession = useChangeSession();
  const setProfile = useSetSessionProfile();
  const { mutateAsync: signOutNow } = useSignOut();

  useEffect(() => onSessionExpired(() => changeSession(null)), [changeSession]);

  // The server rendered the page for anyone; once the session is back, a signed-in visitor reads its profiles as themself (an owner's own page differs).
  useEffect(() => {
    if (serverRendered && signedInUser) void queryClient.invalidateQueries({ queryKey: PROFILES_KEY });
  }, [serverRendered, signedInUser, queryClient]);

  const applySession = useCallback(
    ({ accessToken, user, profile, admin }: Session) => {
      setAccessToken(accessToken);
      changeSession({ user, profile, admin });
    },
    [changeSession],
  );

  const actions = useMemo<SessionActions>(
    () => ({
      signOut: async () => {
        await signOutNow();
      },
      applySession,
      setProfile,
    }),
    [signOutNow, applySession, setProfile],
  );
  return <AuthContext.Provider value={actions}>{children}</AuthContext.Provider>;
}

/**
 * The session and what changes it. Each caller reads the session query itself, so a screen that
 * renders right after a sign-in (the route it navigates to) already sees it.
 */
export function useAuth(): AuthState {
  const actions = useContext(AuthContext);
  if (!actions) throw new Error('useAuth must be used inside <AuthProvider>');
  const { data: view, isPending } = useSession();
  const status: AuthStatus = isPending ? 'loading' : view ? 'signed-in' : 'signed-out';
  return { status, user: view?.user ?? null, profile: view?.profile ?? null, admin: view?.admin ?? null, ...actions };
}
