import { Injectable } from '@nestjs/common';
import { ListingCache } from '../public-cache/listing-cache';
import { ListingChangeListener } from '../public-cache/listing-change-listener';

/** As long as a directory total: what notifications do not cover (heartbeats, the clock) moves rows meanwhile. */
const ANCHORS_TTL_MS = 10_000;
const MAX_LISTINGS = 500;
const MAX_ANCHORS_PER_LISTING = 2_000;
/** Shallower pages skip few rows: an OFFSET over them costs less than looking for an anchor. */
export const ANCHORS_FROM_OFFSET = 120;

/** Where a page starts: after the row whose sort key is `after` (when known), then `skip` more rows. */
export interface DirectorySeek {
  after?: string[];
  skip: number;
  /** The anchors' generation when the seek was chosen: what is learnt across a change is not kept. */
  generation: number;
}

/**
 * Keyset pagination with page numbers: for each listing (filter and order) the sort
 * key of the row just before a position, learnt from the pages served. A page at a position seeks
 * past the nearest remembered row at or before it and skips only the rows between, instead of
 * counting OFFSET rows from the top. Emptied by every listing change notification, like the totals.
 */
@Injectable()
export class DirectoryAnchors {
  private readonly cache = new ListingCache<Map<number, string[]>>(ANCHORS_TTL_MS, MAX_LISTINGS);

  constructor(listener: ListingChangeListener) {
    listener.subscribe(this.cache);
  }

  seek(listing: string, offset: number): DirectorySeek {
    const generation = this.cache.generation;
    if (offset < ANCHORS_FROM_OFFSET) return { skip: offset, generation };
    let nearest = 0;
    let after: string[] | undefined;
    for (const [position, key] of this.cache.get(listing) ?? []) {
      if (position <= offset && position > nearest) {
        nearest = position;
        after = key;
      }
    }
    return after ? { after, skip: offset - nearest, generation } : { skip: offset, generation };
  }

  /** The row with sort key `key` is the last one before `position` in the listing. */
  remember(listing: string, position: number, key: string[], generation: number): void {
    if (position < ANCHORS_FROM_OFFSET || generation !== this.cache.generation) return;
    const anchors = this.cache.get(listing);
    // Added to in place: storing the map again would restart its lifetime, which bounds its staleness.
    if (!anchors) this.cache.set(listing, new Map([[position, key]]), generation);
    else if (anchors.size < MAX_ANCHORS_PER_LISTING) anchors.set(position, key);
  }
}
