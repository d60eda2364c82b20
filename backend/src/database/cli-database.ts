import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { databaseOptions } from './database-options';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres';

export interface CliDatabase {
  url: string;
  /** True when the site's own embedded PostgreSQL is running and the command shares it. */
  shared: boolean;
  stop(): Promise<void>;
}

/**
 * The database a command works on: DATABASE_URL; else the embedded PostgreSQL the running site
 * started (never a second server on the same folder); else one started for the command.
 */
export async function openCliDatabase(config: AppConfig, log: (line: string) => void): Promise<CliDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, shared: false, stop: async () => undefined };
  const dir = join(config.dataDir, 'postgres');
  const running = runningEmbeddedUrl(dir);
  if (running) return { url: running, shared: true, stop: async () => undefined };
  const embedded = await startEmbeddedPostgres(dir, config.embeddedPostgresPort, log);
  return { url: embedded.url, shared: false, stop: embedded.stop };
}

/** Runs `work` on the command's database, then closes the connection and any PostgreSQL started for it, whatever happens. */
export async function withCliDataSource<T>(config: AppConfig, log: (line: string) => void, work: (db: DataSource) => Promise<T>): Promise<T> {
  const database = await openCliDatabase(config, log);
  const db = new DataSource(databaseOptions(database.url));
  try {
    await db.initialize();
    return await work(db);
  } finally {
    await db.destroy().catch(() => undefined);
    await database.stop();
  }
}
