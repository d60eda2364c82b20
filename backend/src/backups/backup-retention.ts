import { BACKUP_MAX_AGE_DAYS, addDays } from 'contract';
import { nzDate } from '../common/time/nz-date';

export interface RetentionPolicy {
  daily: number;
  weekly: number;
}

const DAY_MS = 24 * 60 * 60_000;

/** `backup-20261128T013000Z-ab12cd.kcbackup` → its time. */
export function timeOfBackup(name: string): Date | undefined {
  const match = /^backup-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z-/.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : undefined;
}

export function backupName(at: Date, suffix: string): string {
  return `backup-${at.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')}-${suffix}.kcbackup`;
}

/** The Monday of a New Zealand date's week. */
function weekOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((weekday + 6) % 7));
}

/**
 * Which backups to delete: every backup of the last 24 hours, the newest of each of the last `daily`
 * New Zealand days that have one, and the newest of each of the last `weekly` weeks, are kept; and nothing older than BACKUP_MAX_AGE_DAYS,
 * the privacy page's promise of how long a deleted profile stays in backups.
 */
export function backupsToDelete(names: string[], policy: RetentionPolicy, now: Date = new Date()): string[] {
  const dated = names
    .map((name) => ({ name, at: timeOfBackup(name) }))
    .filter((backup): backup is { name: string; at: Date } => backup.at !== undefined)
    .sort((a, b) => b.at.getTime() - a.at.getTime());
  const keep = new Set<string>();
  const days = new Set<string>();
  const weeks = new Set<string>();
  for (const backup of dated) {
    const age = now.getTime() - backup.at.getTime();
    if (age > BACKUP_MAX_AGE_DAYS * DAY_MS) continue;
    // A backup made by hand today (before an upgrade, say) is not replaced by tonight's.
    if (age < DAY_MS) keep.add(backup.name);
    const day = nzDate(backup.at);
    if (!days.has(day) && days.size < policy.daily) {
      days.add(day);
      keep.add(backup.name);
    }
    const week = weekOf(day);
    if (!weeks.has(week) && weeks.size < policy.weekly) {
      weeks.add(week);
      keep.add(backup.name);
    }
  }
  return dated.filter((backup) => !keep.has(backup.name)).map((backup) => backup.name);
}
