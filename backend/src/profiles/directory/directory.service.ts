import { ProfileCard } from 'contract';
import { Injectable } from '@nestjs/common';
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
const VIP_PREMIUM = 10;
const VIP_BASIC_FILL_TO = 5;
const VIP_MINIMUM = 3;

/**
 * How many rows of the listing order to read for a text-search page, when that is cheaper than
 * the trigram index (twice the rows expected to hold the page, plus a margin); undefined otherwise.
 */
export function walkHead(matches: number, listed: number, rowsNeeded: number): number | undefined {
  if (matches <= 0) return undefined;
  const expectedRows = (rowsNeeded * listed) / matches;
  return expectedRows <= ORDERED_WALK_BUDGET ? Math.ceil(expectedRows * 2) + 50 : undefined;
}

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
    const expected = Math.min(pageSize, total - offset);
    if (expected <= 0) return { items: [], total, page, pageSize };
    const head = walkHead(total, listed, offset + pageSize);
    if (head !== undefined) {
      const walked = await this.directory.findPageByWalk(filter, pageSize, offset, head);
      if (walked.length >= expected) return { items: walked, total, page, pageSize };
    }
    return { items: await this.directory.findPage(filter, pageSize, offset), total, page, pageSize };
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
