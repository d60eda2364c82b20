import { Admin, createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { buyPlan, choosePlan, markPaid, startBillingAfresh } from './billing-helpers';

const VALID = { trading_name: 'Kiwi Companions Limited', gst_number: '49-091-850', bank_account: '12-3140-0123452-000', invoice_due_days: 7, basic_price_cents: 2999, premium_price_cents: 4999 };

describe('billing settings and the revenue report', () => {
  let t: TestApp;
  let boss: Admin;
  let staff: Admin;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await startBillingAfresh(t);
    boss = await createAdmin(t, { isSuperadmin: true });
    staff = await createAdmin(t, { canVerifyProfiles: true });
  });

  const put = (admin: Admin, body: object) => t.http().put('/api/admin/billing-settings').set(admin.auth).send(body);

  describe('settings', () => {
    it('shows the demo values the database was seeded with', async () => {
      expect((await t.http().get('/api/admin/billing-settings').set(boss.auth).expect(200)).body).toEqual({
        id: 'billing',
        ...VALID,
        updated_at: expect.any(String),
      });
    });

    it('saves valid settings in the form IRD and the banks write them, and records the change', async () => {
      const res = await put(boss, { ...VALID, gst_number: '136 410 132', bank_account: '01 902 0068389 00', invoice_due_days: 10, premium_price_cents: 5499 }).expect(200);
      expect(res.body).toMatchObject({ message: 'Billing settings saved', settings: { gst_number: '136-410-132', bank_account: '01-0902-0068389-000', invoice_due_days: 10, premium_price_cents: 5499 } });
      const [entry] = await t.db.query(`SELECT details FROM admin_audit_log WHERE action = 'billing.settings'`);
      expect(entry.details).toEqual({
        gst_number: { from: '49091850', to: '136410132' },
        bank_account: { from: '12-3140-0123452-000', to: '01-0902-0068389-000' },
        invoice_due_days: { from: 7, to: 10 },
        premium_price_cents: { from: 4999, to: 5499 },
      });
    });

    it.each([
      [{ gst_number: '136-410-133' }, 'GST number must be 8 or 9 digits with a valid IRD check digit, like 49-091-850'],
      [{ gst_number: '9-125-568' }, 'GST number must be 8 or 9 digits with a valid IRD check digit, like 49-091-850'],
      [{ gst_number: 'GST123' }, 'GST number must be 8 or 9 digits with a valid IRD check digit, like 49-091-850'],
      [{ bank_account: '12-3140-0123456-000' }, 'Bank account: the number fails the bank check digit; please check it for a typing mistake'],
      [{ bank_account: '99-3140-0123452-000' }, 'Bank account: the first two digits are not a New Zealand bank'],
      [{ bank_account: '12-9999-0123452-000' }, 'Bank account: the branch number does not belong to that bank'],
      [{ bank_account: '123140' }, 'Bank account must be a New Zealand account number like 12-3140-0123452-000'],
      [{ trading_name: '  ' }, 'Trading name is required'],
      [{ invoice_due_days: 0 }, 'Invoice due days must be a whole number from 1 to 60'],
      [{ basic_price_cents: -2999 }, 'Basic price must be a whole number of cents from 100 to 1000000'],
      [{ premium_price_cents: 49.99 }, 'Premium price must be a whole number of cents from 100 to 1000000'],
    ])('refuses %j with a 400 and keeps the settings', async (change, message) => {
      expect((await put(boss, { ...VALID, ...change }).expect(400)).body.message).toBe(message);
      const [row] = await t.db.query(`SELECT gst_number, bank_account, basic_price_cents::int FROM billing_settings`);
      expect(row).toEqual({ gst_number: '49091850', bank_account: '12-3140-0123452-000', basic_price_cents: 2999 });
    });

    it('is for superadmins only', async () => {
      expect((await t.http().get('/api/admin/billing-settings').set(staff.auth).expect(403)).body.message).toBe('You do not have permission to do this');
      await put(staff, VALID).expect(403);
    });
  });

  describe('revenue', () => {
    async function inMonth(month: string) {
      const a = await createAdvertiser(t);
      const invoice = await buyPlan(t, a, 'premium', boss);
      await t.db.query(`UPDATE invoices SET issued_at = $2 WHERE id = $1`, [invoice.id, `${month}-15T00:00:00Z`]);
      await t.db.query(`UPDATE payments SET received_on = $2 WHERE invoice_id = $1`, [invoice.id, `${month}-16`]);
      return invoice;
    }

    it('sums invoiced, paid, credited and GST collected per New Zealand month, newest first', async () => {
      await inMonth('2026-09');
      const october = await inMonth('2026-10');
      await inMonth('2026-10');
      const unpaid = await choosePlan(t, await createAdvertiser(t), 'basic');
      await t.db.query(`UPDATE invoices SET issued_at = '2026-10-31T12:00:00Z' WHERE id = $1`, [unpaid.id]);
      const voided = await choosePlan(t, await createAdvertiser(t), 'basic');
      await t.db.query(`UPDATE invoices SET issued_at = '2026-10-20T00:00:00Z', status = 'void', voided_at = now(), void_reason = 'x' WHERE id = $1`, [voided.id]);
      await t.http().post(`/api/admin/invoices/${october.id}/credit-notes`).set(boss.auth).send({ amount_cents: 2000, reason: 'Goodwill' }).expect(200);
      await t.db.query(`UPDATE credit_notes SET issued_at = '2026-10-20T00:00:00Z'`);

      const res = await t.http().get('/api/admin/revenue').set(staff.auth).expect(200);

      expect(res.body).toEqual([
        // 31 October 12:00 UTC is 1 November 01:00 in New Zealand.
        { month: '2026-11', invoices: 1, invoiced_cents: 2999, paid_cents: 0, credited_cents: 0, gst_cents: 0 },
        { month: '2026-10', invoices: 2, invoiced_cents: 9998, paid_cents: 9998, credited_cents: 2000, gst_cents: 1304 - 261 },
        { month: '2026-09', invoices: 1, invoiced_cents: 4999, paid_cents: 4999, credited_cents: 0, gst_cents: 652 },
      ]);
      expect((await t.http().get('/api/admin/revenue').query({ from: '2026-10', to: '2026-10' }).set(staff.auth).expect(200)).body.map((m: { month: string }) => m.month)).toEqual(['2026-10']);
      expect((await t.http().get('/api/admin/revenue').query({ from: 'October' }).set(staff.auth).expect(400)).body.message).toBe('from must be a month like 2026-11');
    });

    it('exports the months as a CSV for the GST return, oldest first, in dollars', async () => {
      await inMonth('2026-09');
      await inMonth('2026-10');
      const res = await t.http().get('/api/admin/revenue/csv').set(staff.auth).expect(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="revenue.csv"');
      expect(res.text).toBe(
        'Month,Invoices,Invoiced (NZD incl. GST),Paid (NZD incl. GST),Credited (NZD incl. GST),GST collected (NZD)\n' +
          '2026-09,1,49.99,49.99,0.00,6.52\n' +
          '2026-10,1,49.99,49.99,0.00,6.52\n',
      );
    });

    it('counts a partial payment in the month it arrived', async () => {
      const invoice = await choosePlan(t, await createAdvertiser(t), 'basic');
      await markPaid(t, boss, invoice.id, { amount_cents: 1000 }).expect(200);
      const [month] = (await t.http().get('/api/admin/revenue').set(staff.auth).expect(200)).body;
      expect(month).toMatchObject({ invoiced_cents: 2999, paid_cents: 1000, gst_cents: 130 });
    });
  });
});
