/** What a ListingChangeListener keeps up to date on sessions' ends (its id, or '' for all), silent while they could go unheard. */
export interface SessionEndSubscriber {
  sessionEnded(sessionId: string): void;
  setListening(listening: boolean): void;
}

/** What a ListingChangeListener keeps up to date: emptied on every change, silent while changes could go unheard. */
export interface ListingChangeSubscriber {
  clear(): void;
  setListening(listening: boolean): void;
  /** Only the profile's like count changed (optional: a cache without like counts ignores it). */
  profileLiked?(profileId: string): void;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

/** The partial changes remembered for values still being computed (a few seconds of likes at most). */
const MAX_RECENT_FORGETS = 1000;

/**
 * Values computed from the public listing, kept for a short lifetime. It serves only while the
 * change listener is connected, and every change notification empties it, so nothing older than
 * the last committed change is ever served (heartbeats aside, which the lifetime bounds).
 */
export class ListingCache<T> implements ListingChangeSubscriber {
  private readonly entries = new Map<string, Entry<T>>();
  private listening = false;
  private currentGeneration = 0;
  /** The generation of the last full change: nothing computed before it may be stored. */
  private clearedAt = 0;
  /** Partial changes (forget) by the generation they made: a value computed before one is stored unless it matches it. */
  private recentForgets: Array<{ generation: number; matches: (value: T) => boolean }> = [];

  constructor(
    private readonly ttlMs: number,
    /** The most values kept at once; the oldest goes first. */
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether values may be served from and stored in the cache right now. */
  get serving(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Changes whenever the cache is emptied; a value computed across a change is not stored. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): T | undefined {
    if (!this.serving) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /** Stores a value computed since `generation` was read, unless the data it shows changed meanwhile. */
  set(key: string, value: T, generation: number): void {
    if (!this.serving || generation < this.clearedAt) return;
    // The forgets are in the order they came: only those since `generation` are read.
    for (let i = this.recentForgets.length - 1; i >= 0 && this.recentForgets[i].generation > generation; i -= 1) {
      if (this.recentForgets[i].matches(value)) return;
    }
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /**
   * Some values changed: those matching are dropped, and a value computed across the change is not
   * stored if it matches too; the others keep serving, and others being computed are still stored
   * (at five likes a second under load, refusing every value computed across a like kept the cache
   * from filling).
   */
  forget(matches: (value: T) => boolean): void {
    this.currentGeneration += 1;
    this.recentForgets.push({ generation: this.currentGeneration, matches });
    if (this.recentForgets.length > MAX_RECENT_FORGETS) {
      // A value computed before the forgets let go of can no longer be checked against them: it is not stored.
      const dropped = this.recentForgets.splice(0, this.recentForgets.length - MAX_RECENT_FORGETS);
      this.clearedAt = dropped[dropped.length - 1].generation;
    }
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  /** The listed data changed. */
  clear(): void {
    this.currentGeneration += 1;
    this.clearedAt = this.currentGeneration;
    this.recentForgets = [];
    this.entries.clear();
  }

  /** Called by the listener: while it is not connected, changes could go unnoticed, so nothing is served. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }
}
