import type { OwnerProfile } from 'contract';
import type { EntityManager } from 'typeorm';

/**
 * What auth needs of an account's advertiser profile. The profiles module depends on auth, so auth
 * asks through this class, which the app binds to ProfilesService where it wires the modules.
 */
export abstract class AccountProfiles {
  /** The username the password must not contain, or null for an account without a profile (an admin). */
  abstract usernameOf(userId: string, manager?: EntityManager): Promise<string | null>;

  /** The profile a session shows, created when the account has none (spec §4). */
  abstract sessionProfile(account: { id: string; email: string }): Promise<OwnerProfile>;

  /** Spec §4: a sign-in updates the profile's last_active_at. */
  abstract touchLastActive(userId: string): Promise<void>;
}
