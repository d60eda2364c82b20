import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { withCliDataSource } from './cli-database';

/** npm run migration:run / migration:revert, against DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const direction = process.argv[2];
  if (direction !== 'up' && direction !== 'down') throw new Error('usage: migrate.cli.js up|down');
  await withCliDataSource(loadConfig(), () => undefined, async (db) => {
    if (direction === 'up') {
      const applied = await db.runMigrations({ transaction: 'each' });
      console.log(applied.length ? applied.map((m) => `applied ${m.name}`).join('\n') : 'no pending migrations');
    } else {
      await db.undoLastMigration({ transaction: 'each' });
      console.log('reverted the last migration');
    }
  });
}

main().catch((error) => {
  console.error(`Migration failed: ${error.message}`);
  process.exit(1);
});
