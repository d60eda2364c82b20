import 'reflect-metadata';
import { createReadStream, existsSync, rmSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { loadConfig } from '../config/app-config';
import { openCliDatabase } from '../database/cli-database';
import { createRawStorageDriver } from '../storage/storage.service';
import { backupLocation } from './backup-location';
import { restoreBackup } from './backup-restore';
import { secretFingerprint } from './backup-runner';

const USAGE = 'usage: npm run restore -- <backup file, or the name of a backup in the backup location>';

/**
 * npm run restore -- <backup>: into an empty DATA_DIR (or an empty database and buckets). The keys
 * must be those of the site that made it: put its secrets folder back in DATA_DIR first, or set
 * BACKUP_KEY, DOCUMENTS_KEY and JWT_SECRET.
 */
async function main(): Promise<void> {
  const argument = process.argv[2];
  if (!argument || argument.startsWith('-')) throw new Error(USAGE);
  const config = loadConfig();
  try {
    const location = backupLocation(config);
    const source: Readable = existsSync(argument) && statSync(argument).isFile() ? createReadStream(argument) : await location.read(argument).catch(() => {
      throw new Error(`${argument} is neither a file nor a backup in ${location.description}`);
    });
    const db = await openCliDatabase(config, console.log);
    if (db.shared) throw new Error('the site is running on this DATA_DIR: stop it, and restore into an empty DATA_DIR');
    try {
      console.log(`Restoring ${argument}`);
      const report = await restoreBackup(source, config.backupKey, {
        databaseUrl: db.url,
        raw: createRawStorageDriver(config),
        buckets: [config.photosBucket, config.documentsBucket],
        documentsKeys: config.documentsKeys,
        secretFingerprint: secretFingerprint(config.jwtSecret),
        log: console.log,
      });
      const rows = Object.values(report.manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Restored the backup of ${report.meta.created_at}: ${Object.keys(report.manifest.tables).length} tables, ${rows} rows, ${report.manifest.files.length} files, every digest checked`,
      );
      if (report.newerMigrations.length) console.log(`Brought its schema up to date: ${report.newerMigrations.join(', ')}`);
      for (const warning of report.warnings) console.log(`Note: ${warning}`);
    } finally {
      await db.stop();
    }
  } catch (error) {
    // Keys this run generated are not the backup's: removed, so the right ones can be put in their place.
    for (const file of config.generatedSecrets) rmSync(file, { force: true });
    throw error;
  }
}

main().catch((error) => {
  console.error(`Restore failed: ${error.message}`);
  process.exit(1);
});
