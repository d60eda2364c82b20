import { SchedulerRegistry } from '@nestjs/schedule';
import { createTestApp } from '../test-app';

/** Each job's @Cron trigger, as the scheduler registered it (all in New Zealand time, clear of the 02:00-03:00 clock change). */
const SCHEDULES = {
  'daily-pick': '0 0 0 * * *',
  'plan-expiry': '0 5 0 * * *',
  'invoice-deadlines': '0 10 0 * * *',
  'renewal-invoices': '0 20 0 * * *',
  'sessions-cleanup': '0 15 4 * * *',
  'document-retention': '0 30 4 * * *',
  'orphan-photo-files': '0 45 * * * *',
  'watermark-existing-photos': '0 */10 * * * *',
  'takedown-escalation': '0 */5 * * * *',
  'analytics-retention': '0 50 3 * * *',
  'data-export-cleanup': '0 */15 * * * *',
  'photo-fingerprints': '0 5-55/10 * * * *',
  'photo-widths': '0 7-57/10 * * * *',
  'photo-freshness': '0 25 * * * *',
  backup: '0 30 1 * * *',
  'seal-existing-files': '0 45 4 * * *',
};

describe('scheduled jobs', () => {
  it('schedules the Girl of the Day at midnight, the plan expiry, invoice deadlines and renewal invoices just after, the clean-ups at night, the file sweep hourly, the takedown escalation, the watermarking, the fingerprinting, the photo widths and the data export clean-up every few minutes, the photo freshness hourly, the backup and the sealing of older files at night, in New Zealand time', async () => {
    const t = await createTestApp({ RUN_SCHEDULED_JOBS: 'true' });
    try {
      const registry = t.app.get(SchedulerRegistry);
      for (const [name, source] of Object.entries(SCHEDULES)) {
        const job = registry.getCronJob(name);
        expect({ name, source: job.cronTime.source, timeZone: job.cronTime.timeZone, active: job.isActive }).toEqual({
          name,
          source,
          timeZone: 'Pacific/Auckland',
          active: true,
        });
      }
      expect([...registry.getCronJobs().keys()].sort()).toEqual(Object.keys(SCHEDULES).sort());
    } finally {
      await t.close();
    }
  });

  it('schedules nothing when scheduled jobs are off (tests call the jobs directly)', async () => {
    const t = await createTestApp();
    try {
      expect(() => t.app.get(SchedulerRegistry)).toThrow();
    } finally {
      await t.close();
    }
  });
});
