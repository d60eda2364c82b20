import 'reflect-metadata';
import { Client } from 'pg';
import { loadConfig } from '../config/app-config';
import { openCliDatabase } from '../database/cli-database';
import { createRawStorageDriver } from '../storage/storage.service';
import { backupLocation } from './backup-location';
import { runBackup } from './backup-runner';
import { keyFileWarning } from './key-file-warning';

/** npm run backup: one backup now, written, read back and checked, like the nightly job's. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openCliDatabase(config, console.log);
  try {
    const probe = new Client({ connectionString: db.url });
    await probe.connect();
    const [{ ready }] = (await probe.query(`SELECT to_regclass('backup_runs') IS NOT NULL AS ready`)).rows;
    await probe.end();
    if (!ready) throw new Error('this database has not been migrated by this version of the site: start the site once, or run npm run migration:run');
    const finished = await runBackup(
      {
        databaseUrl: db.url,
        raw: createRawStorageDriver(config),
        buckets: [config.photosBucket, config.documentsBucket],
        location: backupLocation(config),
        backupKey: config.backupKey,
        jwtSecret: config.jwtSecret,
        retention: { daily: config.backupKeepDaily, weekly: config.backupKeepWeekly },
        log: console.log,
      },
      'command',
    );
    console.log(
      `Backup ${finished.name} written and verified: ${finished.sizeBytes} bytes, ${finished.tables} tables, ${finished.rows} rows, ${finished.files} files (${finished.fileBytes} bytes)`,
    );
    if (finished.missingFiles) console.log(`${finished.missingFiles} sealed file(s) were deleted while the backup ran and are not in it`);
    if (finished.deleted.length) console.log(`Removed past retention: ${finished.deleted.join(', ')}`);
    const warning = keyFileWarning(config);
    if (warning) console.log(warning);
  } finally {
    await db.stop();
  }
}

main().catch((error) => {
  console.error(`Backup failed: ${error.message}`);
  process.exit(1);
});
