import type { ProfileEventType } from 'contract';
import { COUNTER_OF, DayCounts, emptyCounts, addCounts } from './event-types';

/** The same event from the same visitor counts once in this window. */
export const REPEAT_WINDOW_MS = 30 * 60_000;
/** Past this many remembered events a burst of distinct visitors stops being counted until the old ones expire. */
const MAX_REMEMBERED = 500_000;

/** Counters waiting to be written, for one profile and one New Zealand day. */
export interface PendingRow extends DayCounts {
  profileId: string;
  day: string;
}

/**
 * The in-memory side of counting, for one process: which visitor hashes were seen today (for
 * unique visitors and the 30-minute repeat rule) and the increments not yet written. Everything
 * about visitors is forgotten when the New Zealand day changes, with the salt their hashes used.
 */
export class EventTally {
  private day = '';
  private readonly lastCounted = new Map<string, number>();
  /** Revealed numbers waiting for the visitor's Call or SMS tap, by visitor hash (which names the profile). */
  private readonly openPhoneReveals = new Map<string, { profileId: string; day: string; at: number }>();
  private readonly visitorsSeen = new Set<string>();
  private pending = new Map<string, PendingRow>();

  /**
   * Counts one event unless the same visitor (address and browser) sent it within the repeat window; true when
   * counted. A view adds a unique visitor the first time the day sees `addressHash` (the address alone).
   */
  count(profileId: string, day: string, visitorHash: string, type: ProfileEventType, now: number, addressHash: string = visitorHash): boolean {
    if (day !== this.day) this.forgetVisitors(day);
    const key = `${visitorHash}:${type}`;
    const last = this.lastCounted.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS) return false;
    if (last === undefined && this.lastCounted.size >= MAX_REMEMBERED) return false;
    this.lastCounted.set(key, now);
    // The tap of a number revealed in the last half hour is that reveal's enquiry: it counts once, as this tap.
    if (type === 'call' || type === 'sms') this.openPhoneReveals.delete(visitorHash);
    const row = this.rowFor(profileId, day);
    row[COUNTER_OF[type]] += 1;
    if (type === 'view' && !this.visitorsSeen.has(addressHash)) {
      this.visitorsSeen.add(addressHash);
      row.visitors += 1;
    }
    return true;
  }

  /**
   * "Show number". The reveal is an enquiry by phone, but whether it is a call or a text
   * only the visitor's next tap says, so it waits: a Call or SMS tap within the repeat window counts
   * once, as that tap; without one (the number dialled by hand, or on another device) the reveal
   * counts as a call when the window ends. A reveal within the window after a counted Call or SMS,
   * or after another reveal, is the same enquiry. True when it opened an enquiry.
   */
  revealPhone(profileId: string, day: string, visitorHash: string, now: number): boolean {
    if (day !== this.day) this.forgetVisitors(day);
    if (this.openPhoneReveals.has(visitorHash) || this.countedWithin(visitorHash, 'call', now) || this.countedWithin(visitorHash, 'sms', now)) return false;
    if (this.lastCounted.size + this.openPhoneReveals.size >= MAX_REMEMBERED) return false;
    this.openPhoneReveals.set(visitorHash, { profileId, day, at: now });
    return true;
  }

  /** Counts as calls the phone reveals whose window has ended (all of them when `all`, at shutdown or a new day). */
  settleReveals(now: number, all = false): void {
    for (const [hash, reveal] of this.openPhoneReveals) {
      if (!all && now - reveal.at < REPEAT_WINDOW_MS) continue;
      this.rowFor(reveal.profileId, reveal.day).calls += 1;
      this.openPhoneReveals.delete(hash);
    }
  }

  private countedWithin(visitorHash: string, type: ProfileEventType, now: number): boolean {
    const last = this.lastCounted.get(`${visitorHash}:${type}`);
    return last !== undefined && now - last < REPEAT_WINDOW_MS;
  }

  /** Whether this visitor hash has done `type` today (likes use it: one per visitor per profile). */
  seenToday(visitorHash: string, type: string, day: string): boolean {
    return this.day === day && this.lastCounted.has(`${visitorHash}:${type}`);
  }

  /** Remembers a non-counted action for the day (a like), keyed like events. */
  remember(visitorHash: string, type: string, day: string, now: number): void {
    if (day !== this.day) this.forgetVisitors(day);
    this.lastCounted.set(`${visitorHash}:${type}`, now);
  }

  /** The increments not yet written, handed over for one batch write. */
  take(): PendingRow[] {
    const rows = [...this.pending.values()];
    this.pending = new Map();
    return rows;
  }

  /** Puts back a batch whose write failed, so the next flush carries it. */
  restore(rows: PendingRow[]): void {
    for (const row of rows) addCounts(this.rowFor(row.profileId, row.day), row);
  }

  pendingFor(profileId: string, day: string): DayCounts | undefined {
    return this.pending.get(`${profileId}|${day}`);
  }

  get pendingRows(): number {
    return this.pending.size;
  }

  /** Drops repeat-window entries that have run out, so memory follows the last half hour's visitors; settles phone reveals past it. */
  sweep(now: number): void {
    this.settleReveals(now);
    for (const [key, at] of this.lastCounted) if (now - at >= REPEAT_WINDOW_MS && !key.endsWith(':like')) this.lastCounted.delete(key);
  }

  private rowFor(profileId: string, day: string): PendingRow {
    const key = `${profileId}|${day}`;
    let row = this.pending.get(key);
    if (!row) {
      row = { profileId, day, ...emptyCounts() };
      this.pending.set(key, row);
    }
    return row;
  }

  private forgetVisitors(day: string): void {
    // Yesterday's open reveals are counted on their own day before their visitors are forgotten.
    this.settleReveals(0, true);
    this.day = day;
    this.lastCounted.clear();
    this.visitorsSeen.clear();
  }
}
