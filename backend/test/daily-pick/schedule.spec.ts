import { DailyPickJob } from '../../src/daily-pick/daily-pick.job';
import { PlanExpiryJob } from '../../src/subscriptions/plan-expiry.job';
import { createTestApp } from '../test-app';

describe('scheduled jobs', () => {
  it('schedules the Girl of the Day at midnight and the plan expiry just after, in New Zealand time', async () => {
    const t = await createTestApp({ RUN_SCHEDULED_JOBS: 'true' });
    try {
      const pick = t.app.get(DailyPickJob).cron!;
      const expiry = t.app.get(PlanExpiryJob).cron!;
      expect(pick.cronTime.source).toBe('0 0 0 * * *');
      expect(pick.cronTime.timeZone).toBe('Pacific/Auckland');
      expect(expiry.cronTime.source).toBe('0 5 0 * * *');
      expect(expiry.cronTime.timeZone).toBe('Pacific/Auckland');
      expect(pick.isActive && expiry.isActive).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('schedules nothing when scheduled jobs are off (tests call the jobs directly)', async () => {
    const t = await createTestApp();
    try {
      expect(t.app.get(DailyPickJob).cron).toBeUndefined();
      expect(t.app.get(PlanExpiryJob).cron).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
