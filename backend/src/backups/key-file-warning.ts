import { AppConfig } from '../config/app-config';

/**
 * The loud note for the default setup, whose keys live in DATA_DIR/secrets: a disk lost with its
 * backups' key, or its documents' key, takes every backup and document with it.
 */
export function keyFileWarning(config: AppConfig): string | undefined {
  const files = [config.keyFiles.backup, config.keyFiles.documents].filter((file): file is string => !!file);
  if (!files.length) return undefined;
  const line = '!'.repeat(100);
  return [
    line,
    `!! The keys that open your backups and identity documents are in ${files.join(' and ')}.`,
    '!! Copy them (the whole secrets folder) somewhere safe, away from this machine and its backups:',
    '!! without them no backup can be restored and no identity document opened. Or set BACKUP_KEY and DOCUMENTS_KEY.',
    line,
  ].join('\n');
}
