import { Logger } from '@nestjs/common';
import { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../auth/password-hasher';
import { AppConfig } from '../../config/app-config';
import { databaseOptions } from '../database-options';
import { StorageService } from '../../storage/storage.service';
import { credentialsBanner, DEMO_ADMIN, seed } from './seed';

export const DEMO_PROFILE_COUNT = 60;

/** The first start on an empty database seeds the demo data; every start prints the demo logins. */
export async function seedIfEmpty(app: INestApplication, config: AppConfig): Promise<void> {
  const logger = new Logger('Seed');
  // Its own connection: bulk inserts and VACUUM are not held to the serving timeouts (database/serving-timeouts.ts).
  const db = await new DataSource(databaseOptions(config.databaseUrl!)).initialize();
  try {
    await seedWith(db, app, config, logger);
  } finally {
    await db.destroy();
  }
}

async function seedWith(db: DataSource, app: INestApplication, config: AppConfig, logger: Logger): Promise<void> {
  const [{ n }] = await db.query(`SELECT count(*)::int AS n FROM users`);
  if (n === 0 && config.seedOnEmptyDatabase) {
    logger.log(`Empty database: seeding ${DEMO_PROFILE_COUNT} demo profiles`);
    const storage = app.get(StorageService);
    const hasher = app.get(PasswordHasher);
    await seed(db, {
      profiles: DEMO_PROFILE_COUNT,
      storage: storage.driver,
      photosBucket: storage.photosBucket,
      siteName: config.productName,
      documentsBucket: storage.documentsBucket,
      log: (line) => logger.log(line),
      hashPassword: (password) => hasher.hash(password),
    });
  }
  const [admin] = await db.query(`SELECT 1 FROM users WHERE email = $1`, [DEMO_ADMIN.email]);
  if (!admin) return;
  const banner = credentialsBanner().replaceAll('PORT', String(config.port));
  // With JSON logs, one entry of the log like every other line; readable lines otherwise.
  if (config.logFormat === 'json') logger.log(banner);
  else console.log(banner);
}
