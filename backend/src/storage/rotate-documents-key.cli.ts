import 'reflect-metadata';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { Keyring, masterKey, newKeyText, parseKeyText } from '../common/crypto/master-key';
import { loadConfig } from '../config/app-config';
import { openCliDatabase } from '../database/cli-database';
import { databaseOptions } from '../database/database-options';
import { SealedFilesRepository } from './sealed-files.repository';
import { rewrapDataKeys } from './sealing-storage.driver';

/** Written whole, then renamed into place, readable by this user only. */
function writeSecret(file: string, content: string): void {
  writeFileSync(`${file}.new`, content, { mode: 0o600 });
  renameSync(`${file}.new`, file);
}

/**
 * npm run documents:rotate-key: re-wraps every identity document's and data export's data key with a
 * new documents master key, files untouched. Default setup: a new key is generated into
 * DATA_DIR/secrets (the old one kept as a previous key until nothing uses it); stop the site first.
 * With DOCUMENTS_KEY set: set it to the new key and DOCUMENTS_PREVIOUS_KEYS to the old one on every
 * instance, restart them, then run this; afterwards the old key can be dropped.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const files = config.keyFiles;
  const db = await openCliDatabase(config, console.log);
  const source = new DataSource(databaseOptions(db.url));
  try {
    if (db.shared) throw new Error('the site is running and holds the documents key in memory: stop it, rotate, then start it again');
    await source.initialize();
    const repository = new SealedFilesRepository(source);
    let keys = config.documentsKeys;
    if (files.documents && files.previousDocuments) {
      const previous = [keys.current, ...keys.previous];
      const next = newKeyText();
      // The old key is saved as a previous one before the new one replaces it: an interruption loses no key.
      writeSecret(files.previousDocuments, previous.map((key) => key.key.toString('base64')).join('\n') + '\n');
      writeSecret(files.documents, `${next}\n`);
      keys = new Keyring(masterKey(parseKeyText(next)!), previous);
      console.log(`New documents key ${keys.current.id} written to ${files.documents}`);
    }
    const rewrapped = await rewrapDataKeys(repository, keys);
    console.log(`Re-wrapped ${rewrapped} data key(s) with documents key ${keys.current.id}; no file was read or written`);
    const inUse = await repository.countByKeyId();
    const stillUsed = keys.previous.filter((key) => inUse.has(key.id));
    if (files.previousDocuments) {
      if (stillUsed.length) writeSecret(files.previousDocuments, stillUsed.map((key) => key.key.toString('base64')).join('\n') + '\n');
      else rmSync(files.previousDocuments, { force: true });
    }
    if (stillUsed.length) console.log(`Still in use, keep them: ${stillUsed.map((key) => key.id).join(', ')}`);
    else if (keys.previous.length && !files.previousDocuments) console.log('No file uses the previous keys any more: remove DOCUMENTS_PREVIOUS_KEYS');
    console.log('Copy the new key somewhere safe, away from this machine: backups made from now on need it to open the documents.');
  } finally {
    if (source.isInitialized) await source.destroy();
    await db.stop();
  }
}

main().catch((error) => {
  console.error(`Key rotation failed: ${error.message}`);
  process.exit(1);
});
