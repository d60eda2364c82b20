import type { SessionView } from 'contract';
import { Injectable } from '@nestjs/common';
import { AccountProfiles } from './account-profiles';
import { Account, AccountsService } from './accounts.service';

/** Joins an account to its profile for sign-up, sign-in and /me. */
@Injectable()
export class SessionViews {
  constructor(
    private readonly accounts: AccountsService,
    private readonly profiles: AccountProfiles,
  ) {}

  /** An admin holds no advertiser profile (spec §4); anyone else gets theirs, created if missing. */
  async of(account: Account): Promise<SessionView> {
    const user = { id: account.id, email: account.email };
    const admin = await this.accounts.adminFlagsOf(account.id);
    if (admin) return { user, profile: null, admin };
    return { user, profile: await this.profiles.sessionProfile(account), admin: null };
  }
}
