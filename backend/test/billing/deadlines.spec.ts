import { InvoiceDeadlinesJob } from '../../src/billing/jobs/invoice-deadlines.job';
import { RenewalInvoicesJob } from '../../src/subscriptions/renewal-invoices.job';
import { Admin, createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { buyPlan, choosePlan, invoiceEmailsTo, markPaid, startBillingAfresh } from './billing-helpers';

const DAY = 86_400_000;

describe('invoice deadlines and renewal invoices', () => {
  let t: TestApp;
  let admin: Admin;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await startBillingAfresh(t);
    admin = await createAdmin(t);
  });

  const statusOf = async (id: string) => (await t.db.query(`SELECT status, void_reason FROM invoices WHERE id = $1`, [id]))[0];
  /** Noon in New Zealand, `days` days from now: clear of midnight whatever the clock says. */
  const nzNoonIn = (days: number) => {
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date(Date.now() + days * DAY));
    return new Date(`${date}T00:00:00Z`);
  };

  describe('overdue and void', () => {
    it('keeps an invoice unpaid on its due date, makes it overdue the day after, once', async () => {
      const invoice = await choosePlan(t, await createAdvertiser(t), 'basic');
      const job = t.app.get(InvoiceDeadlinesJob);
      expect(await job.run(nzNoonIn(7))).toEqual({ overdue: 0, voided: 0 });
      expect((await statusOf(invoice.id)).status).toBe('unpaid');
      expect(await job.run(nzNoonIn(8))).toEqual({ overdue: 1, voided: 0 });
      expect(await job.run(nzNoonIn(8))).toEqual({ overdue: 0, voided: 0 });
      expect((await statusOf(invoice.id)).status).toBe('overdue');
    });

    it('follows the due days setting', async () => {
      await t.db.query(`UPDATE billing_settings SET invoice_due_days = 14`);
      const invoice = await choosePlan(t, await createAdvertiser(t), 'basic');
      await t.app.get(InvoiceDeadlinesJob).run(nzNoonIn(10));
      expect((await statusOf(invoice.id)).status).toBe('unpaid');
      await t.app.get(InvoiceDeadlinesJob).run(nzNoonIn(15));
      expect((await statusOf(invoice.id)).status).toBe('overdue');
    });

    it('voids an invoice still unpaid 30 days after its due date, once', async () => {
      const invoice = await choosePlan(t, await createAdvertiser(t), 'premium');
      const job = t.app.get(InvoiceDeadlinesJob);
      expect((await job.run(nzNoonIn(36))).voided).toBe(0);
      expect(await job.run(nzNoonIn(37))).toEqual({ overdue: 0, voided: 1 });
      expect(await job.run(nzNoonIn(38))).toEqual({ overdue: 0, voided: 0 });
      expect(await statusOf(invoice.id)).toEqual({ status: 'void', void_reason: 'Not paid within 30 days of the due date' });
    });

    it('runs once per schedule through the job runner, however many instances fire it', async () => {
      await choosePlan(t, await createAdvertiser(t), 'basic');
      const job = t.app.get(InvoiceDeadlinesJob);
      const at = nzNoonIn(8);
      expect(await job.onSchedule(at)).toBe('done');
      expect(await job.onSchedule(new Date(at.getTime() + 1_000))).toBe('skipped');
      const [run] = await t.db.query(`SELECT outcome, report FROM scheduled_job_runs WHERE job = 'invoice-deadlines'`);
      expect(run).toEqual({ outcome: 'done', report: '1 invoice(s) now overdue, 0 voided' });
    });

    it('lets an overdue invoice still be paid, and never touches a paid one', async () => {
      const a = await createAdvertiser(t);
      const late = await choosePlan(t, a, 'basic');
      const paid = await buyPlan(t, await createAdvertiser(t), 'basic', admin);
      await t.app.get(InvoiceDeadlinesJob).run(nzNoonIn(9));
      expect((await statusOf(late.id)).status).toBe('overdue');
      await markPaid(t, admin, late.id, { amount_cents: 2999 }).expect(200);
      expect((await statusOf(late.id)).status).toBe('paid');
      await t.app.get(InvoiceDeadlinesJob).run(nzNoonIn(60));
      expect((await statusOf(late.id)).status).toBe('paid');
      expect((await statusOf(paid.id)).status).toBe('paid');
    });
  });

  describe('renewal invoices', () => {
    it('sends the owner a renewal invoice 7 days before a paid plan ends, once however often the job runs', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'premium', admin);
      const job = t.app.get(RenewalInvoicesJob);

      expect(await job.run(new Date(Date.now() + 22 * DAY))).toBe(0);
      expect(await job.run(new Date(Date.now() + 24 * DAY))).toBe(1);
      expect(await job.run(new Date(Date.now() + 25 * DAY))).toBe(0);
      expect(await Promise.all([1, 2].map(() => job.run(new Date(Date.now() + 25 * DAY))))).toEqual([0, 0]);

      const invoices = await t.db.query(`SELECT number, tier, description, renewal_of FROM invoices WHERE user_id = $1 AND renewal_of IS NOT NULL`, [a.user.id]);
      expect(invoices).toEqual([expect.objectContaining({ tier: 'premium', description: 'Premium plan renewal, 30 days' })]);
      const renewalEmail = (await invoiceEmailsTo(t, a.user.email)).find((e) => e.subject.startsWith('Renew'));
      expect(renewalEmail?.subject).toBe(`Renew your Premium plan: invoice ${invoices[0].number}`);
      expect(renewalEmail?.text_body).toContain('Plans do not renew automatically');
    });

    it('stacks the paid renewal after the current period, and asks again 7 days before the new end', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'basic', admin);
      const [{ subscription_expires_at: ends }] = await t.db.query(`SELECT subscription_expires_at FROM profiles WHERE id = $1`, [a.profile.id]);
      const job = t.app.get(RenewalInvoicesJob);
      await job.run(new Date(Date.now() + 24 * DAY));
      const [renewal] = await t.db.query(`SELECT id, total_cents::int FROM invoices WHERE renewal_of IS NOT NULL AND user_id = $1`, [a.user.id]);
      await markPaid(t, admin, renewal.id, { amount_cents: renewal.total_cents }).expect(200);

      const [{ subscription_expires_at: newEnd }] = await t.db.query(`SELECT subscription_expires_at FROM profiles WHERE id = $1`, [a.profile.id]);
      expect(newEnd.getTime()).toBe(ends.getTime() + 30 * DAY);
      expect(await job.run(new Date(Date.now() + 25 * DAY))).toBe(0);
      expect(await job.run(new Date(Date.now() + 54 * DAY))).toBe(1);
    });

    it('sends none when the owner already has an open invoice for the plan, or the plan is Free', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'basic', admin);
      const early = await choosePlan(t, a, 'basic');
      await createAdvertiser(t);
      expect(await t.app.get(RenewalInvoicesJob).run(new Date(Date.now() + 24 * DAY))).toBe(0);
      expect((await t.db.query(`SELECT number FROM invoices WHERE user_id = $1 AND status = 'unpaid'`, [a.user.id])).map((r: { number: string }) => r.number)).toEqual([early.number]);
    });
  });
});
