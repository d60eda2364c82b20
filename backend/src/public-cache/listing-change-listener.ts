import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PublicResponseCache } from './public-response-cache';

export const LISTING_CHANGED_CHANNEL = 'public_listing_changed';
const RECONNECT_DELAY_MS = 1000;

/**
 * Holds one database connection that LISTENs for listing changes (sent by triggers, see the
 * PublicListingChangeNotifications migration) and empties the cache on each. When the
 * connection is lost the cache stops serving until it is back.
 */
@Injectable()
export class ListingChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ListingChangeListener.name);
  private client?: Client;
  private reconnectTimer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: PublicResponseCache,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.publicCacheSeconds > 0) await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    this.cache.setListening(false);
    await this.client?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl, application_name: 'listing-change-listener' });
    this.client = client;
    client.on('notification', () => this.cache.clear());
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${LISTING_CHANGED_CHANNEL}`);
      if (this.client === client && !this.stopped) this.cache.setListening(true);
    } catch (error) {
      this.lost(client, error as Error);
    }
  }

  private lost(client: Client, error?: Error): void {
    if (this.client !== client || this.stopped) return;
    this.client = undefined;
    this.cache.setListening(false);
    client.end().catch(() => undefined);
    this.logger.warn(`Listing change listener disconnected${error ? `: ${error.message}` : ''}; public answers are not cached until it is back`);
    this.reconnectTimer = setTimeout(() => void this.connect(), RECONNECT_DELAY_MS);
  }
}
