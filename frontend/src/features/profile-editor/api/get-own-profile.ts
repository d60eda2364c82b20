import type { OwnerProfile } from 'contract';
import { api } from '../../../lib/api-client';

/** The signed-in advertiser's profile; the session (lib/auth-context) keeps it, so it has no query of its own. */
export function getOwnProfile(): Promise<OwnerProfile> {
  return api<OwnerProfile>('/profiles/me');
}
