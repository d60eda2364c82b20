/** Backups of the whole site (database and stored files), encrypted, verified and restorable by one command. */

/**
 * The oldest a backup is ever kept, whatever the retention settings: the privacy page's promise of
 * how long a deleted advertiser's data stays in backups.
 */
export const BACKUP_MAX_AGE_DAYS = 35;

export type BackupRunStatus = 'running' | 'verified' | 'failed';
export type BackupTrigger = 'schedule' | 'command' | 'back office';

/** One backup kept in the backup location, with what its run recorded (none for backups made before a restore). */
export interface BackupView {
  name: string;
  created_at: string;
  size_bytes: number;
  /** True: read back and matched its manifest; null: no record of its run in this database. */
  verified: boolean | null;
  tables: number | null;
  rows: number | null;
  files: number | null;
  /** Sealed files the snapshot referenced that were being deleted while the backup ran. */
  missing_files: number | null;
}

/** GET /api/admin/backups (superadmin): the backups kept, the last attempt that failed, and the schedule. */
export interface BackupsOverview {
  location: string;
  /** Cron expression in New Zealand time; null when scheduled backups are off. */
  schedule: string | null;
  running: { started_at: string; trigger: BackupTrigger } | null;
  last_success_at: string | null;
  last_failure: { started_at: string; trigger: BackupTrigger; error: string } | null;
  backups: BackupView[];
}

export const BackupMessages = {
  started: 'A backup has started. It appears in the list once it has been written and checked.',
  alreadyRunning: 'A backup is already running. Please wait for it to finish.',
} as const;
