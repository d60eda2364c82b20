import { useMutation } from '@tanstack/react-query';
import { api, setAccessToken } from './api-client';
import { useChangeSession } from './get-session';

export function signOut(): Promise<{ message: string }> {
  return api('/auth/signout', { method: 'POST' });
}

/** Ends the session on the server; whatever it answers, this tab forgets the session and what it read in it. */
export function useSignOut() {
  const changeSession = useChangeSession();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => {
      setAccessToken(null);
      changeSession(null);
    },
  });
}
