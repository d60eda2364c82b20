/** The most answers kept at once; the oldest goes first. */
const MAX_ENTRIES = 2000;

/** A 200 answer as sent: the JSON body and the ETag Express gave it. */
export interface CachedAnswer {
  body: Buffer;
  etag?: string;
}

interface Entry {
  answer: CachedAnswer;
  expiresAt: number;
}

/**
 * Answers of the public listing API (directory pages, featured, VIP, daily pick, profiles) as
 * sent to anonymous visitors, kept for a few seconds. It serves only while the change listener
 * is connected, and every change notification empties it, so a visitor never sees an answer
 * older than the last committed change (heartbeats aside, which the lifetime bounds).
 */
export class PublicResponseCache {
  private readonly entries = new Map<string, Entry>();
  private listening = false;
  private currentGeneration = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether answers may be served from and stored in the cache right now. */
  get serving(): boolean {
    return this.ttlMs > 0 && this.listening;
  }

  /** Changes whenever the cache is emptied; an answer computed across a change is not stored. */
  get generation(): number {
    return this.currentGeneration;
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.serving) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.answer;
    this.entries.delete(key);
    return undefined;
  }

  /** Stores an answer computed since `generation` was read, unless the data changed meanwhile. */
  set(key: string, answer: CachedAnswer, generation: number): void {
    if (!this.serving || generation !== this.currentGeneration) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    this.entries.set(key, { answer, expiresAt: this.now() + this.ttlMs });
  }

  /** The listed data changed. */
  clear(): void {
    this.currentGeneration += 1;
    this.entries.clear();
  }

  /** Called by the listener: while it is not connected, changes could go unnoticed, so nothing is served. */
  setListening(listening: boolean): void {
    this.listening = listening;
    this.clear();
  }
}
