import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { databaseOptions } from './database-options';
import { startEmbeddedPostgres } from './embedded-postgres';

/** npm run migration:run / migration:revert, against DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const direction = process.argv[2];
  if (direction !== 'up' && direction !== 'down') throw new Error('usage: migrate.cli.js up|down');
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, () => undefined);
  const db = new DataSource(databaseOptions(config.databaseUrl ?? embedded!.url));
  try {
    await db.initialize();
    if (direction === 'up') {
      const applied = await db.runMigrations({ transaction: 'each' });
      console.log(applied.length ? applied.map((m) => `applied ${m.name}`).join('\n') : 'no pending migrations');
    } else {
      await db.undoLastMigration({ transaction: 'each' });
      console.log('reverted the last migration');
    }
  } finally {
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
