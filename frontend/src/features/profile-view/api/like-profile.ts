import type { LikeResult } from 'contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQuery } from './get-profile';

export function likeProfile(username: string): Promise<LikeResult> {
  return api<LikeResult>(`/profiles/${encodeURIComponent(username)}/like`, { method: 'POST' });
}

/** The page shows the new count at once; the profile is read again on the next visit. */
export function useLikeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: likeProfile,
    onSuccess: (_result, username) => queryClient.invalidateQueries({ queryKey: profileQuery(username).queryKey, refetchType: 'none' }),
  });
}
