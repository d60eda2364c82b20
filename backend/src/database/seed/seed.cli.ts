import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../auth/password-hasher';
import { loadConfig } from '../../config/app-config';
import { createStorageDriver } from '../../storage/storage.service';
import { databaseOptions } from '../database-options';
import { startEmbeddedPostgres } from '../embedded-postgres';
import { credentialsBanner, seed } from './seed';
import { DEMO_PROFILE_COUNT } from './seed-on-start';

/** npm run seed [-- --profiles N]: adds demo profiles (and the demo accounts) to the database. */
async function main(): Promise<void> {
  const flag = process.argv.indexOf('--profiles');
  const profiles = flag >= 0 ? Number(process.argv[flag + 1]) : DEMO_PROFILE_COUNT;
  if (!Number.isInteger(profiles) || profiles < 1 || profiles > 1_000_000) {
    throw new Error('--profiles must be a whole number from 1 to 1000000');
  }
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, console.log);
  const db = new DataSource(databaseOptions(config.databaseUrl ?? embedded!.url));
  try {
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    const storage = createStorageDriver(config);
    const hasher = new PasswordHasher(config);
    await seed(db, {
      profiles,
      storage,
      photosBucket: config.photosBucket,
      siteName: config.productName,
      documentsBucket: config.documentsBucket,
      log: console.log,
      hashPassword: (password) => hasher.hash(password),
    });
    console.log(credentialsBanner().replaceAll('PORT', String(config.port)));
  } finally {
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(`Seed failed: ${error.message}`);
  process.exit(1);
});
