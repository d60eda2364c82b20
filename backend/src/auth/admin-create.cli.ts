import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { withCliDataSource } from '../database/cli-database';
import { AdminCreateError, createOrPromoteAdmin, parseAdminCreateArgs } from './admin-create';
import { PasswordHasher } from './password-hasher';

/** npm run admin:create -- --email … --password … [--superadmin] [--can-verify]: a deployment's first admin. */
async function main(): Promise<void> {
  const options = parseAdminCreateArgs(process.argv.slice(2));
  const config = loadConfig();
  await withCliDataSource(config, () => undefined, async (db) => {
    await db.runMigrations({ transaction: 'each' });
    const { created } = await createOrPromoteAdmin(db, new PasswordHasher(config), options);
    const flags = [options.superadmin && 'superadmin', options.canVerify && 'can verify profiles'].filter(Boolean).join(', ') || 'no extra permissions';
    console.log(`${created ? 'Created' : 'Updated'} admin ${options.email} (${flags})`);
    if (options.resetTwoFactor) console.log('Two-factor sign-in reset: the admin sets it up again at the next sign-in.');
  });
}

main().catch((error) => {
  console.error(error instanceof AdminCreateError ? error.message : `admin:create failed: ${error.message}`);
  process.exit(1);
});
