import { Injectable } from '@nestjs/common';
import { ProfileCard } from '../profile.mapper';
import { DirectoryFilter, DirectoryQuery } from './directory-query';
import { hasTextCondition } from './directory-sql';
import { DirectoryRepository } from './directory.repository';

export interface DirectoryPage {
  items: ProfileCard[];
  total: number;
  page: number;
  pageSize: number;
}

const NO_FILTER: DirectoryFilter = { nationalities: [], availability: [], outcalls: [], categories: [], services: [], tiers: [] };
/** Rows the listing-index walk may expect to read before it beats fetching and sorting every match. */
const ORDERED_WALK_BUDGET = 2000;
const FEATURED_TARGET = 5;

/** Whether a text-search page is cheaper found by walking the listing index (rows expected to read ≤ budget). */
export function walkListingIndex(matches: number, listed: number, rowsNeeded: number): boolean {
  return matches > 0 && (rowsNeeded * listed) / matches <= ORDERED_WALK_BUDGET;
}
const VIP_PREMIUM = 10;
const VIP_BASIC_FILL_TO = 5;
const VIP_MINIMUM = 3;

/** Appends cards of the tier until the list holds `upTo`. */
function fill(chosen: ProfileCard[], candidates: ProfileCard[], tier: string, upTo: number): ProfileCard[] {
  for (const card of candidates) {
    if (chosen.length >= upTo) break;
    if (card.subscription_tier === tier) chosen.push(card);
  }
  return chosen;
}

@Injectable()
export class DirectoryService {
  constructor(
    private readonly directory: DirectoryRepository,
  ) {}

  async list({ filter, page, pageSize }: DirectoryQuery): Promise<DirectoryPage> {
    const offset = (page - 1) * pageSize;
    if (!hasTextCondition(filter)) {
      const [items, total] = await Promise.all([this.directory.findPage(filter, pageSize, offset), this.directory.countListed(filter)]);
      return { items, total, page, pageSize };
    }
    // Text search: the match count (cached when large) decides how to find the page.
    const [total, listed] = await Promise.all([this.directory.countListed(filter), this.directory.countListed(NO_FILTER)]);
    if (total <= offset) return { items: [], total, page, pageSize };
    const items = await this.directory.findPage(filter, pageSize, offset, !walkListingIndex(total, listed, offset + pageSize));
    return { items, total, page, pageSize };
  }

  /** Spec §9: up to 5 premium, then basic, then free to fill, aiming for 5. */
  async featured(): Promise<ProfileCard[]> {
    const candidates = await this.directory.findNewestCardsByTier({ premium: FEATURED_TARGET, basic: FEATURED_TARGET, free: FEATURED_TARGET });
    const cards = fill([], candidates, 'premium', FEATURED_TARGET);
    fill(cards, candidates, 'basic', FEATURED_TARGET);
    return fill(cards, candidates, 'free', FEATURED_TARGET);
  }

  /**
   * Spec §9: up to 10 premium, filled with basic up to 5, then any profile if fewer than 3.
   * Fewer than 3 means every listed premium and basic profile is already in, so "any" is free.
   */
  async vip(): Promise<ProfileCard[]> {
    const candidates = await this.directory.findNewestCardsByTier({ premium: VIP_PREMIUM, basic: VIP_BASIC_FILL_TO, free: VIP_MINIMUM });
    const cards = fill([], candidates, 'premium', VIP_PREMIUM);
    fill(cards, candidates, 'basic', VIP_BASIC_FILL_TO);
    return fill(cards, candidates, 'free', VIP_MINIMUM);
  }
}
