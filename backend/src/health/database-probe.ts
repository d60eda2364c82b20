import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import { GenerateSql } from '../common/sql/generate-sql';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

const PROBE_TIMEOUT_MS = 1000;

/**
 * Asks PostgreSQL "SELECT 1" on a connection of its own, so readiness stays truthful while the
 * request pool is saturated (a busy instance is still ready; the load shedder handles the excess).
 * Concurrent checks share one round trip; a failed connection is replaced at the next check.
 */
@Injectable()
export class DatabaseProbe implements OnApplicationShutdown {
  private client?: Promise<Client>;
  private pending?: Promise<boolean>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @GenerateSql()
  reachable(): Promise<boolean> {
    this.pending ??= this.ping().finally(() => (this.pending = undefined));
    return this.pending;
  }

  async onApplicationShutdown(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.then((c) => c.end()).catch(() => undefined);
  }

  private async ping(): Promise<boolean> {
    try {
      const client = await (this.client ??= this.connect());
      await client.query('SELECT 1');
      return true;
    } catch {
      this.discard();
      return false;
    }
  }

  private async connect(): Promise<Client> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      application_name: 'health-probe',
      connectionTimeoutMillis: PROBE_TIMEOUT_MS,
      query_timeout: PROBE_TIMEOUT_MS,
    });
    client.on('error', () => this.discard());
    await client.connect();
    return client;
  }

  private discard(): void {
    const client = this.client;
    this.client = undefined;
    void client?.then((c) => c.end()).catch(() => undefined);
  }
}
