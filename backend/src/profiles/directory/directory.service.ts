import { type DirectoryPage, ProfileCard } from 'contract';
import { Injectable } from '@nestjs/common';
import { DirectoryAnchors } from './directory-anchors';
import { CardRow, sortKeyOf, toProfileCard, toProfileCards } from './directory-cards';
import { DirectoryQuery } from './directory-query';
import { hasTextCondition } from './directory-sql';
import { DirectoryTotal, DirectoryTotals } from './directory-totals';
import { DirectoryRepository } from './directory.repository';

/** Rows the ordered walk may expect to read before it beats fetching and sorting every match. */
const ORDERED_WALK_BUDGET = 2000;
const FEATURED_TARGET = 5;
const VIP_PREMIUM = 10;
const VIP_BASIC_FILL_TO = 5;
const VIP_MINIMUM = 3;

/**
 * How many rows of the order to read for a text-search page, when that is cheaper than the
 * trigram index (twice the rows expected to hold the page, plus a margin); undefined otherwise.
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
    private readonly totals: DirectoryTotals,
    private readonly anchors: DirectoryAnchors,
  ) {}

  async list(query: DirectoryQuery): Promise<DirectoryPage> {
    const { filter, page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    let rows: CardRow[];
    let counted: DirectoryTotal;
    if (hasTextCondition(filter)) {
      // The match count (cached when large) decides how to find the page.
      counted = await this.totals.of(filter);
      rows = counted.total > offset ? await this.searchRows(query, counted.total) : [];
    } else {
      [rows, counted] = await Promise.all([this.seekRows(query), this.totals.of(filter)]);
    }
    const items = toProfileCards(rows);
    // Past the end of an estimate (a link to its last page): the exact figure, so the site can go to the real last page.
    if (counted.approximate && items.length === 0 && offset > 0) return { items, total: await this.totals.exact(filter), page, pageSize };
    // The last page tells an estimated total exactly.
    if (counted.approximate && items.length > 0 && items.length < pageSize) return { items, total: offset + items.length, page, pageSize };
    return { items, total: counted.total, page, pageSize, ...(counted.approximate ? { approximate: true as const } : {}) };
  }

  /** A page by seeking past the nearest remembered row before it (keyset), then skipping the rest. */
  private async seekRows({ filter, sort, page, pageSize }: DirectoryQuery): Promise<CardRow[]> {
    const offset = (page - 1) * pageSize;
    const listing = JSON.stringify([filter, sort]);
    const seek = this.anchors.seek(listing, offset);
    const rows = await this.directory.findPage(filter, sort, pageSize, seek.skip, seek.after);
    if (rows.length) this.anchors.remember(listing, offset + rows.length, sortKeyOf(rows[rows.length - 1], sort), seek.generation);
    return rows;
  }

  /**
   * A text search's page: by a short walk of the order when matches are common; else by reading the order
   * until the page is complete when that means fewer rows than the matches (a deep page of a common term),
   * or by reading every match through the trigram index (a rare term, or matches a short walk missed).
   */
  private async searchRows({ filter, sort, page, pageSize }: DirectoryQuery, matches: number): Promise<CardRow[]> {
    const offset = (page - 1) * pageSize;
    const listed = await this.totals.listed();
    const head = walkHead(matches, listed, offset + pageSize);
    if (head !== undefined) {
      const walked = await this.directory.findPageByWalk(filter, sort, pageSize, offset, head);
      if (walked.length >= Math.min(pageSize, matches - offset)) return walked;
      return this.directory.findPageFromMatches(filter, sort, pageSize, offset);
    }
    const rowsToWalk = ((offset + pageSize) * listed) / matches;
    return rowsToWalk < matches ? this.directory.findPage(filter, sort, pageSize, offset) : this.directory.findPageFromMatches(filter, sort, pageSize, offset);
  }

  /** Spec §9: up to 5 premium, then basic, then free to fill, aiming for 5. */
  async featured(): Promise<ProfileCard[]> {
    const candidates = toProfileCards(await this.directory.findNewestByTier({ premium: FEATURED_TARGET, basic: FEATURED_TARGET, free: FEATURED_TARGET }));
    const cards = fill([], candidates, 'premium', FEATURED_TARGET);
    fill(cards, candidates, 'basic', FEATURED_TARGET);
    return fill(cards, candidates, 'free', FEATURED_TARGET);
  }

  /**
   * Spec §9: up to 10 premium, filled with basic up to 5, then any profile if fewer than 3.
   * Fewer than 3 means every listed premium and basic profile is already in, so "any" is free.
   */
  async vip(): Promise<ProfileCard[]> {
    const candidates = toProfileCards(await this.directory.findNewestByTier({ premium: VIP_PREMIUM, basic: VIP_BASIC_FILL_TO, free: VIP_MINIMUM }));
    const cards = fill([], candidates, 'premium', VIP_PREMIUM);
    fill(cards, candidates, 'basic', VIP_BASIC_FILL_TO);
    return fill(cards, candidates, 'free', VIP_MINIMUM);
  }

  /** The profile's card while it is listed; undefined otherwise. */
  async listedCard(profileId: string): Promise<ProfileCard | undefined> {
    const row = await this.directory.findListed(profileId);
    return row && toProfileCard(row, new Date());
  }
}
