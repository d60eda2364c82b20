import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { GenerateSql, RunsNoSql } from '../common/sql/generate-sql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ListingChangeSubscriber, SessionEndSubscriber } from './listing-cache';
import { ListingTotalsCache } from './listing-totals-cache';
import { PublicResponseCache } from './public-response-cache';

export const LISTING_CHANGED_CHANNEL = 'public_listing_changed';
/** A like: the payload is the profile's id (see the ProfileDailyStats migration). */
export const PROFILE_LIKED_CHANNEL = 'profile_liked';
/** A session ended: the payload is its id, or empty for every session (see the SessionEndNotifications migration). */
export const SESSION_ENDED_CHANNEL = 'session_ended';
const RECONNECT_DELAY_MS = 1000;

/**
 * Holds one database connection that LISTENs for listing changes (sent by triggers, see the
 * PublicListingChangeNotifications migration) and empties the listing caches (public answers and
 * directory totals) on each. When the connection is lost the caches stop serving until it is back.
 * It always connects: the totals cache is on even when PUBLIC_CACHE_SECONDS is 0. On the same
 * connection it hears sessions end, for the access-token checks remembered in memory.
 */
@Injectable()
export class ListingChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ListingChangeListener.name);
  private client?: Client;
  private reconnectTimer?: NodeJS.Timeout;
  private stopped = false;
  private listening = false;
  private ping?: Promise<boolean>;
  private nextPing?: Promise<boolean>;
  private readonly caches: ListingChangeSubscriber[];
  private readonly sessionCaches: SessionEndSubscriber[] = [];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    responses: PublicResponseCache,
    totals: ListingTotalsCache,
  ) {
    this.caches = [responses, totals];
  }

  /** Another cache of listing data (e.g. analytics' username lookups) emptied on the same notifications. */
  @RunsNoSql()
  subscribe(cache: ListingChangeSubscriber): void {
    this.caches.push(cache);
    cache.setListening(this.listening);
  }

  /** A cache of sessions, told of each session that ends. */
  @RunsNoSql()
  subscribeToSessionEnds(cache: SessionEndSubscriber): void {
    this.sessionCaches.push(cache);
    cache.setListening(this.listening);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.setListening(false);
    await this.client?.end().catch(() => undefined);
  }

  /**
   * Resolves true once every change committed before the call has been heard (and has emptied the
   * caches): PostgreSQL delivers a listening session's pending notifications before it answers the
   * session's next statement. False while not listening. One statement is in flight at a time (pg
   * refuses to queue them on one client); a caller arriving while one is in flight waits for the next,
   * because the one already sent may have been answered before the caller's changes were delivered.
   */
  @GenerateSql()
  caughtUp(): Promise<boolean> {
    if (!this.ping) {
      this.ping = this.pingOnce().finally(() => {
        this.ping = undefined;
      });
      return this.ping;
    }
    this.nextPing ??= this.ping.then(() => {
      this.nextPing = undefined;
      return this.caughtUp();
    });
    return this.nextPing;
  }

  private async pingOnce(): Promise<boolean> {
    const client = this.client;
    if (!client || !this.listening) return false;
    try {
      await client.query('SELECT 1');
      return this.listening;
    } catch {
      return false;
    }
  }

  private setListening(listening: boolean): void {
    this.listening = listening;
    for (const cache of [...this.caches, ...this.sessionCaches]) cache.setListening(listening);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'listing-change-listener' });
    this.client = client;
    client.on('notification', (message) => {
      if (message.channel === SESSION_ENDED_CHANNEL) this.sessionCaches.forEach((cache) => cache.sessionEnded(message.payload ?? ''));
      else if (message.channel === PROFILE_LIKED_CHANNEL && message.payload) this.caches.forEach((cache) => cache.profileLiked?.(message.payload!));
      else this.caches.forEach((cache) => cache.clear());
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LISTING_CHANGED_CHANNEL}`);
      await client.query(`LISTEN ${PROFILE_LIKED_CHANNEL}`);
      await client.query(`LISTEN ${SESSION_ENDED_CHANNEL}`);
      if (this.client === client && !this.stopped) this.setListening(true);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    this.setListening(false);
    client.end().catch(() => undefined);
    this.logger.warn(`Listing change listener disconnected${error ? `: ${error.message}` : ''}; listing caches are off until it is back`);
    this.reconnectTimer = setTimeout(() => void this.connect(), RECONNECT_DELAY_MS);
  }
}
