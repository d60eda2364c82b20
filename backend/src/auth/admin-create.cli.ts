import 'reflect-metadata';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { databaseOptions } from '../database/database-options';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { AdminCreateError, createOrPromoteAdmin, parseAdminCreateArgs } from './admin-create';
import { PasswordHasher } from './password-hasher';

/** npm run admin:create -- --email … --password … [--superadmin] [--can-verify]: a deployment's first admin. */
async function main(): Promise<void> {
  const options = parseAdminCreateArgs(process.argv.slice(2));
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(join(config.dataDir, 'postgres'), config.embeddedPostgresPort, () => undefined);
  const db = new DataSource(databaseOptions(config.databaseUrl ?? embedded!.url));
  try {
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    const { created } = await createOrPromoteAdmin(db, new PasswordHasher(config), options);
    const flags = [options.superadmin && 'superadmin', options.canVerify && 'can verify profiles'].filter(Boolean).join(', ') || 'no extra permissions';
    console.log(`${created ? 'Created' : 'Updated'} admin ${options.email} (${flags})`);
    if (options.resetTwoFactor) console.log('Two-factor sign-in reset: the admin sets it up again at the next sign-in.');
  } finally {
    await db.destroy().catch(() => undefined);
    await embedded?.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof AdminCreateError ? error.message : `admin:create failed: ${error.message}`);
  process.exit(1);
});
