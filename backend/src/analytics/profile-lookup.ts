import { Injectable } from '@nestjs/common';
import { ProfilesService } from '../profiles/profiles.service';
import { ListingCache } from '../public-cache/listing-cache';
import { ListingChangeListener } from '../public-cache/listing-change-listener';

export interface ListedProfile {
  profileId: string;
  userId: string;
}

const LOOKUP_TTL_MS = 5 * 60_000;
const MAX_LOOKUPS = 20_000;

/**
 * Username to listed profile, for every counted event. Kept in memory and emptied by the same
 * change notifications as the public cache, so a profile paused or deleted counts nothing from
 * the moment it changes (while notifications are not heard, every lookup asks the database).
 */
@Injectable()
export class ProfileLookup {
  private readonly cache = new ListingCache<ListedProfile | null>(LOOKUP_TTL_MS, MAX_LOOKUPS);

  constructor(
    private readonly profiles: ProfilesService,
    listener: ListingChangeListener,
  ) {
    listener.subscribe(this.cache);
  }

  async listed(username: string): Promise<ListedProfile | null> {
    const key = username.toLowerCase();
    const cached = this.cache.get(key);
    if (cached !== undefined) return cached;
    const generation = this.cache.generation;
    const profile = await this.profiles.listedOwner(username);
    this.cache.set(key, profile, generation);
    return profile;
  }
}
