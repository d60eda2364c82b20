import type { OwnerProfile } from 'contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-context';
import { getOwnProfile } from './get-own-profile';

export interface VerificationDocuments {
  id: File;
  selfie: File;
}

export function submitVerification({ id, selfie }: VerificationDocuments): Promise<{ message: string }> {
  const body = new FormData();
  body.append('id', id, id.name);
  body.append('selfie', selfie, selfie.name);
  return api('/verification', { method: 'POST', body });
}

/**
 * The earlier app reloaded the page after a submission; reading the profile again shows the
 * pending state without losing the page (or, if that read fails, the state the server just set).
 */
export function useSubmitVerification(profile: OwnerProfile) {
  const { setProfile } = useAuth();
  return useMutation({
    mutationFn: submitVerification,
    onSuccess: async () => {
      const pending = { ...profile, verification_requested: true, verification_submitted_at: new Date().toISOString() };
      setProfile(await getOwnProfile().catch(() => pending));
    },
  });
}
