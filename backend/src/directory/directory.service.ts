import { type DirectoryPage, type DirectorySort, ProfileCard } from 'contract';
import { Injectable } from '@nestjs/common';
import { DirectoryAnchors, DirectorySeek } from './directory-anchors';
import { CardRow, sortKeyOf, toProfileCard, toProfileCards } from './directory-cards';
import { DirectoryFilter, DirectoryQuery } from './directory-query';
import { hasTextCondition } from './directory-sql';
import { DirectoryTotal, DirectoryTotals, EXACT_TOTAL_UP_TO, facetsOf } from './directory-totals';
import { DirectoryRepository, EVERYONE } from './directory.repository';

/** Rows the ordered walk may expect to read before fetching and sorting every match of a text alone costs less. */
const ORDERED_WALK_BUDGET = 2000;
/**
 * Rows of the order a walk may read per match when other conditions than a text narrow the listing: each
 * condition's index is then read and intersected before every match is fetched and sorted, which costs a
 * match several times what the walk costs a row (docs/performance.md).
 */
const WALK_ROWS_PER_MATCH = 4;
const FEATURED_TARGET = 5;
const VIP_PREMIUM = 10;
const VIP_BASIC_FILL_TO = 5;
const VIP_MINIMUM = 3;

/** About how many rows of the order hold `rowsNeeded` matches, spread evenly. */
export function rowsPassed(matches: number, listed: number, rowsNeeded: number): number {
  return (rowsNeeded * listed) / Math.max(matches, 1);
}

interface Spread {
  matches: DirectoryTotal;
  listed: number;
}

/**
 * How many rows of the order to read for a page, when the rows expected to hold it stay within the
 * budget (twice those rows, plus a margin); undefined otherwise.
 */
export function walkHead(matches: number, listed: number, rowsNeeded: number, budget = ORDERED_WALK_BUDGET): number | undefined {
  if (matches <= 0) return undefined;
  const expectedRows = rowsPassed(matches, listed, rowsNeeded);
  return expectedRows <= budget ? Math.ceil(expectedRows * 2) + 50 : undefined;
}

/** The walk's budget when conditions other than a text narrow the listing (see WALK_ROWS_PER_MATCH). */
function conditionedBudget(matches: number): number {
  return Math.max(ORDERED_WALK_BUDGET, WALK_ROWS_PER_MATCH * matches);
}

/** Whether anything but the text narrows the filter. */
function narrowedBesideText(filter: DirectoryFilter): boolean {
  if (filter.quick && filter.quick.kind !== 'locations') return true;
  return facetsOf({ ...filter, text: undefined, quick: undefined })?.facets[0] !== 'all';
}

/** The walk for a text search's page (DirectoryRepository.walkSql): rows of the order to read, or undefined to fetch every match. */
export function searchWalkHead(filter: DirectoryFilter, matches: number, listed: number, rowsNeeded: number): number | undefined {
  return walkHead(matches, listed, rowsNeeded, narrowedBesideText(filter) ? conditionedBudget(matches) : ORDERED_WALK_BUDGET);
}

/**
 * The walk for the page of a filter without text (DirectoryRepository.orderWalkSql), or undefined to leave
 * it to the planner: only for at most EXACT_TOTAL_UP_TO matches, whose page the planner tends to find by
 * fetching and sorting every match. No filter, or a tier in the recommended order, is a range of the
 * order's own index already.
 */
export function filterWalkHead(filter: DirectoryFilter, sort: DirectorySort, matches: DirectoryTotal, listed: number, rowsNeeded: number): number | undefined {
  if (facetsOf(filter)?.facets[0] === 'all' || (filter.tiers.length && sort === 'recommended')) return undefined;
  if (matches.approximate || matches.total > EXACT_TOTAL_UP_TO) return undefined;
  return walkHead(matches.total, listed, rowsNeeded, conditionedBudget(matches.total));
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
    if (hasTextCondition(filter)) [rows, counted] = await this.searched(query);
    else [rows, counted] = await Promise.all([this.seekRows(query), this.totals.of(filter)]);
    const items = toProfileCards(rows);
    // Past the end of an estimate (a link to its last page): the exact figure, so the site can go to the real last page.
    if (counted.approximate && items.length === 0 && offset > 0) return { items, total: await this.totals.exact(filter), page, pageSize };
    // The last page tells an estimated total exactly.
    if (counted.approximate && items.length > 0 && items.length < pageSize) return { items, total: offset + items.length, page, pageSize };
    return { items, total: counted.total, page, pageSize, ...(counted.approximate ? { approximate: true as const } : {}) };
  }

  /** A page by seeking past the nearest remembered row before it (keyset), then skipping the rest. */
  private async seekRows(query: DirectoryQuery): Promise<CardRow[]> {
    const { filter, sort, page, pageSize } = query;
    const offset = (page - 1) * pageSize;
    const listing = JSON.stringify([filter, sort]);
    const seek = this.anchors.seek(listing, offset);
    const spread = this.spreadOf(filter);
    const rowsToWalk = spread && rowsPassed(spread.matches.total, spread.listed, seek.skip + pageSize);
    const rows = (await this.walkedRows(query, seek, spread)) ?? (await this.directory.findPage(filter, sort, pageSize, seek.skip, seek.after, rowsToWalk));
    if (rows.length) this.anchors.remember(listing, offset + rows.length, sortKeyOf(rows[rows.length - 1], sort), seek.generation);
    return rows;
  }

  /**
   * The page by a short walk of the order past the seek's anchor (filterWalkHead), when the filter's
   * kept total and the listing's say its first rows hold the page; undefined when either is not kept, the
   * walk would be long, or it did not find a whole page (matches bunched later in the order, or the last page).
   */
  private async walkedRows({ filter, sort, pageSize }: DirectoryQuery, seek: DirectorySeek, spread: Spread | undefined): Promise<CardRow[] | undefined> {
    const head = spread && filterWalkHead(filter, sort, spread.matches, spread.listed, seek.skip + pageSize);
    if (head === undefined) return undefined;
    const walked = await this.directory.findPageByOrderWalk(filter, sort, pageSize, seek.skip, head, seek.after);
    return walked.length === pageSize ? walked : undefined;
  }

  /** The filter's matches among the listed profiles, when both totals are kept (the listing's is, on a busy directory: every unfiltered page asks for it). */
  private spreadOf(filter: DirectoryFilter): Spread | undefined {
    const matches = this.totals.known(filter);
    const listed = this.totals.known(EVERYONE)?.total;
    return matches && listed ? { matches, listed } : undefined;
  }

  /**
   * A text search's page and total. Its match count and the listing's decide how to find the page, and a kept
   * count is served only once news of changes committed before the request is in (a round trip): the page is
   * looked for meanwhile by the counts kept, and again in the rare case the news changed them.
   */
  private async searched(query: DirectoryQuery): Promise<[CardRow[], DirectoryTotal]> {
    const kept = this.spreadOf(query.filter);
    const [found, counted, listed] = await Promise.all([kept && this.searchRows(query, kept.matches.total, kept.listed), this.totals.of(query.filter), this.totals.listed()]);
    if (found && kept?.matches.total === counted.total && kept.listed === listed) return [found, counted];
    return [await this.searchRows(query, counted.total, listed), counted];
  }

  /**
   * A text search's page: by a short walk of the order when matches are common; else by reading the order
   * until the page is complete when that means fewer rows than the matches (a deep page of a common term),
   * or by reading every match through the trigram index (a rare term, or matches a short walk missed).
   */
  private async searchRows({ filter, sort, page, pageSize }: DirectoryQuery, matches: number, listed: number): Promise<CardRow[]> {
    const offset = (page - 1) * pageSize;
    if (matches <= offset) return [];
    const head = searchWalkHead(filter, matches, listed, offset + pageSize);
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

  /** A listed profile that may be the Girl of the Day (premium or verified), at random; undefined when none may. */
  randomPickable(): Promise<string | undefined> {
    return this.directory.randomPickable();
  }

  /** The profile's card while it is listed; undefined otherwise. */
  async listedCard(profileId: string): Promise<ProfileCard | undefined> {
    const row = await this.directory.findListed(profileId);
    return row && toProfileCard(row, new Date());
  }
}
