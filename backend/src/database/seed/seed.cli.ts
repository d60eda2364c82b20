import 'reflect-metadata';
import { PasswordHasher } from '../../auth/password-hasher';
import { loadConfig } from '../../config/app-config';
import { SealedFilesRepository } from '../../storage/sealed-files.repository';
import { createStorageDriver } from '../../storage/storage.service';
import { withCliDataSource } from '../cli-database';
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
  await withCliDataSource(config, console.log, async (db) => {
    await db.runMigrations({ transaction: 'each' });
    const storage = createStorageDriver(config, new SealedFilesRepository(db));
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
  });
}

main().catch((error) => {
  console.error(`Seed failed: ${error.message}`);
  process.exit(1);
});
