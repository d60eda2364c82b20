import { COUNTER_OF, DayCounts, emptyCounts, EventType, addCounts } from './event-types';

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
  private readonly visitorsSeen = new Set<string>();
  private pending = new Map<string, PendingRow>();

  /** Counts one event unless the same visitor sent it within the repeat window; true when counted. */
  count(profileId: string, day: string, visitorHash: string, type: EventType, now: number): boolean {
    if (day !== this.day) this.forgetVisitors(day);
    const key = `${visitorHash}:${type}`;
    const last = this.lastCounted.get(key);
    if (last !== undefined && now - last < REPEAT_WINDOW_MS) return false;
    if (last === undefined && this.lastCounted.size >= MAX_REMEMBERED) return false;
    this.lastCounted.set(key, now);
    const row = this.rowFor(profileId, day);
    row[COUNTER_OF[type]] += 1;
    if (type === 'view' && !this.visitorsSeen.has(visitorHash)) {
      this.visitorsSeen.add(visitorHash);
      row.visitors += 1;
    }
    return true;
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

  /** Drops repeat-window entries that have run out, so memory follows the last half hour's visitors. */
  sweep(now: number): void {
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
    this.day = day;
    this.lastCounted.clear();
    this.visitorsSeen.clear();
  }
}
