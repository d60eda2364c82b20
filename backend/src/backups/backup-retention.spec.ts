import { backupName, backupsToDelete, timeOfBackup } from './backup-retention';

/** A backup each night at 01:30 New Zealand time (12:30 UTC the day before, in summer) for `nights` nights up to `last`. */
function nightly(last: Date, nights: number): string[] {
  return Array.from({ length: nights }, (_, index) => backupName(new Date(last.getTime() - index * 86_400_000), `${index}`.padStart(6, '0')));
}

describe('backup retention', () => {
  const now = new Date('2026-11-28T13:00:00Z');

  it('names backups by their time', () => {
    const name = backupName(new Date('2026-11-28T12:30:05.123Z'), 'ab12cd');
    expect(name).toBe('backup-20261128T123005Z-ab12cd.kcbackup');
    expect(timeOfBackup(name)).toEqual(new Date('2026-11-28T12:30:05Z'));
  });

  it('keeps the last 7 nights and the newest of each of the last 4 weeks, and deletes the rest', () => {
    const names = nightly(new Date('2026-11-28T12:30:00Z'), 40);
    const kept = names.filter((name) => !backupsToDelete(names, { daily: 7, weekly: 4 }, now).includes(name));
    const days = kept.map((name) => timeOfBackup(name)!.toISOString().slice(0, 10));
    // UTC dates: New Zealand's Sunday 29 to Monday 23 November, then the Sundays 22, 15 and 8 November of the three weeks before.
    expect(days).toEqual(['2026-11-28', '2026-11-27', '2026-11-26', '2026-11-25', '2026-11-24', '2026-11-23', '2026-11-22', '2026-11-21', '2026-11-14', '2026-11-07']);
  });

  it('never keeps a backup older than 35 days, whatever else is kept', () => {
    const old = backupName(new Date('2026-10-20T12:30:00Z'), 'aaaaaa');
    expect(backupsToDelete([old], { daily: 7, weekly: 4 }, now)).toEqual([old]);
  });
});
