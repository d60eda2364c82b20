import { Admin, Advertiser, createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { pdfText } from '../pdf-text';
import { billingEmailsTo, buyPlan, choosePlan, markPaid, nzToday, planOf, startBillingAfresh } from './billing-helpers';

const DAY = 86_400_000;

describe('payments and the plans they start', () => {
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

  const periodsOf = (a: Advertiser) =>
    t.db.query(`SELECT tier, status, starts_at, expires_at FROM subscriptions WHERE user_id = $1 ORDER BY starts_at, created_at`, [a.user.id]);
  const paymentsOf = (invoiceId: string) => t.db.query(`SELECT amount_cents, received_on::text, method FROM payments WHERE invoice_id = $1`, [invoiceId]);

  it('marks an invoice paid (amount, date, method, note), starts the plan and records who did it', async () => {
    const a = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'premium');

    const res = await markPaid(t, admin, invoice.id, { amount_cents: 4999, method: 'cash', note: 'Paid at the office' }).expect(200);

    expect(res.body.message).toBe(`Payment recorded on invoice ${invoice.number}`);
    expect(res.body.invoice).toMatchObject({ status: 'paid', amount_paid_cents: 4999, balance_due_cents: 0, credit_cents: 0, paid_at: expect.any(String) });
    expect(res.body.invoice.payments).toEqual([
      expect.objectContaining({ amount_cents: 4999, received_on: nzToday(), method: 'cash', note: 'Paid at the office', from_statement: false, recorded_by_email: admin.user.email }),
    ]);
    expect((await planOf(t, a)).tier).toBe('premium');
    const [entry] = await t.db.query(`SELECT action, target_id, details FROM admin_audit_log WHERE action = 'invoice.payment'`);
    expect(entry).toMatchObject({ target_id: invoice.id, details: { number: invoice.number, amount_cents: 4999, method: 'cash' } });
  });

  describe('receipts and the paid invoice', () => {
    it('emails a receipt for each payment, saying what is left to pay until the invoice is paid in full', async () => {
      const a = await createAdvertiser(t);
      const invoice = await choosePlan(t, a, 'premium');

      await markPaid(t, admin, invoice.id, { amount_cents: 2000 }).expect(200);
      await markPaid(t, admin, invoice.id, { amount_cents: 2999, method: 'cash' }).expect(200);

      const receipts = await billingEmailsTo(t, a.user.email, 'payment_receipt');
      expect(receipts.map((r) => r.subject)).toEqual([`Receipt: $20.00 received for invoice ${invoice.number}`, `Receipt: $29.99 received for invoice ${invoice.number}`]);
      expect(receipts[0].text_body).toContain('$29.99 is still to pay on this invoice');
      expect(receipts[1].text_body).toContain('by cash on');
      expect(receipts[1].text_body).toContain('The invoice is now paid in full, and your plan is on.');
      expect(receipts[1].text_body).toContain('GST number 49-091-850');
    });

    it('sends no receipt when the payment is refused', async () => {
      const a = await createAdvertiser(t);
      const invoice = await buyPlan(t, a, 'basic', admin);
      await markPaid(t, admin, invoice.id, { amount_cents: 100 }).expect(409);
      expect(await billingEmailsTo(t, a.user.email, 'payment_receipt')).toHaveLength(1);
    });

    it('serves a paid invoice as PAID with the date and method, without the payment instructions', async () => {
      const a = await createAdvertiser(t);
      const invoice = await choosePlan(t, a, 'basic');
      await markPaid(t, admin, invoice.id, { amount_cents: 2999 }).expect(200);

      const [mine] = (await t.http().get('/api/billing/invoices').set(a.auth).expect(200)).body;
      const text = pdfText((await t.http().get(mine.pdf_url).buffer(true).expect(200)).body).text.replace(/\s+/g, ' ');

      expect(text).toContain('PAID');
      expect(text).toMatch(/Paid in full on \d{1,2} \w+ \d{4} by bank transfer\./);
      expect(text).not.toContain('How to pay');
    });
  });

  describe('renewing early', () => {
    it('stacks a second paid period of the same plan after the first: 60 days in all, nothing lost', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'basic', admin);
      const first = (await planOf(t, a)).expires as Date;

      await buyPlan(t, a, 'basic', admin);

      const plan = await planOf(t, a);
      expect(plan.tier).toBe('basic');
      expect(plan.expires?.getTime()).toBe(first.getTime() + 30 * DAY);
      const periods = await periodsOf(a);
      expect(periods.map((p: { status: string }) => p.status)).toEqual(['active', 'active']);
      expect(periods[1].starts_at.getTime()).toBe(periods[0].expires_at.getTime());
    });

    it('stacks three early renewals one after another', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'premium', admin);
      const start = ((await planOf(t, a)).expires as Date).getTime() - 30 * DAY;
      await buyPlan(t, a, 'premium', admin);
      await buyPlan(t, a, 'premium', admin);
      expect(((await planOf(t, a)).expires as Date).getTime()).toBe(start + 90 * DAY);
    });

    it('starts a lapsed plan at once instead of at its old expiry', async () => {
      const a = await createAdvertiser(t, { subscriptionTier: 'basic', subscriptionExpiresAt: new Date(Date.now() - DAY) });
      const paidAt = Date.now();
      await buyPlan(t, a, 'basic', admin);
      expect(((await planOf(t, a)).expires as Date).getTime()).toBeGreaterThanOrEqual(paidAt + 30 * DAY - 1000);
    });

    it('starts Premium at once over a running Basic plan, whose rest is replaced', async () => {
      const a = await createAdvertiser(t);
      await buyPlan(t, a, 'basic', admin);
      const paidAt = Date.now();
      await buyPlan(t, a, 'premium', admin);
      const plan = await planOf(t, a);
      expect(plan.tier).toBe('premium');
      expect(plan.expires?.getTime()).toBeLessThanOrEqual(paidAt + 30 * DAY + 1000);
      expect((await periodsOf(a)).map((p: { tier: string; status: string }) => `${p.tier} ${p.status}`)).toEqual(['basic replaced', 'premium active']);
    });

    it('adds a Basic period paid while Premium runs to the Premium plan, so the advertiser never drops a level mid-way', async () => {
      const a = await createAdvertiser(t);
      const basic = await choosePlan(t, a, 'basic');
      await buyPlan(t, a, 'premium', admin);
      const premiumEnds = ((await planOf(t, a)).expires as Date).getTime();
      await markPaid(t, admin, basic.id, { amount_cents: basic.total_cents }).expect(200);
      const plan = await planOf(t, a);
      expect(plan.tier).toBe('premium');
      expect(plan.expires?.getTime()).toBe(premiumEnds + 30 * DAY);
    });
  });

  it('records one payment when two admins mark one invoice paid at the same moment', async () => {
    const a = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'premium');
    const other = await createAdmin(t);

    const answers = await Promise.all([admin, other].map((who) => markPaid(t, who, invoice.id, { amount_cents: 4999 })));

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.status === 409)!.body.message).toBe(`Invoice ${invoice.number} is already paid`);
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    expect(await periodsOf(a)).toHaveLength(1);
  });

  it('keeps an underpaid invoice open with its balance due, and starts the plan when the rest arrives', async () => {
    const a = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'basic');
    const first = await markPaid(t, admin, invoice.id, { amount_cents: 2000 }).expect(200);
    expect(first.body.invoice).toMatchObject({ status: 'unpaid', amount_paid_cents: 2000, balance_due_cents: 999 });
    expect((await planOf(t, a)).tier).toBe('free');

    const rest = await markPaid(t, admin, invoice.id, { amount_cents: 999 }).expect(200);
    expect(rest.body.invoice).toMatchObject({ status: 'paid', balance_due_cents: 0 });
    expect((await planOf(t, a)).tier).toBe('basic');
  });

  it('shows an overpayment as credit on the invoice', async () => {
    const a = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'basic');
    const res = await markPaid(t, admin, invoice.id, { amount_cents: 3500 }).expect(200);
    expect(res.body.invoice).toMatchObject({ status: 'paid', amount_paid_cents: 3500, balance_due_cents: 0, credit_cents: 501 });
  });

  it('takes amounts beyond 2^31 cents, up to the stated maximum, as exact numbers', async () => {
    const a = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'basic');
    const res = await markPaid(t, admin, invoice.id, { amount_cents: 2_147_483_648 }).expect(200);
    expect(res.body.invoice).toMatchObject({ status: 'paid', amount_paid_cents: 2_147_483_648, credit_cents: 2_147_483_648 - 2999 });
    expect(await paymentsOf(invoice.id)).toEqual([expect.objectContaining({ amount_cents: '2147483648' })]);
    const listed = await t.http().get('/api/admin/invoices').query({ filter: JSON.stringify({ id: [invoice.id] }) }).set(admin.auth).expect(200);
    expect(listed.body[0]).toMatchObject({ amount_paid_cents: 2_147_483_648 });
  });

  describe('bad input changes nothing', () => {
    let a: Advertiser;
    let invoice: { id: string; number: string };
    beforeEach(async () => {
      a = await createAdvertiser(t);
      invoice = await choosePlan(t, a, 'premium');
    });

    it.each([
      [{ amount_cents: -4999 }, 'Amount must be more than $0.00'],
      [{ amount_cents: 0 }, 'Amount must be more than $0.00'],
      [{ amount_cents: 49.99 }, 'Amount must be a whole number of cents'],
      [{ amount_cents: '4999' }, 'Amount must be a whole number of cents'],
      [{ amount_cents: 100_000_000_001 }, 'Amount must be no more than $1,000,000,000.00'],
      [{ amount_cents: Number.MAX_SAFE_INTEGER }, 'Amount must be no more than $1,000,000,000.00'],
      [{ amount_cents: 4999, received_on: '23/11/2026' }, 'Date must be a date like 2026-11-23'],
      [{ amount_cents: 4999, received_on: '2026-02-30' }, 'Date must be a date like 2026-11-23'],
      [{ amount_cents: 4999, received_on: '2999-01-01' }, 'The payment date cannot be in the future'],
      [{ amount_cents: 4999, method: 'card' }, 'Method must be bank_transfer, cash or other'],
      [{ amount_cents: 4999, note: 'x'.repeat(501) }, 'Note must be 500 characters or fewer'],
    ])('refuses %j with a 400', async (body, message) => {
      expect((await markPaid(t, admin, invoice.id, body).expect(400)).body.message).toBe(message);
      expect(await paymentsOf(invoice.id)).toEqual([]);
      expect((await planOf(t, a)).tier).toBe('free');
    });

    it('refuses a payment for a void invoice with a 400', async () => {
      await t.db.query(`UPDATE invoices SET status = 'void', voided_at = now(), void_reason = 'test' WHERE id = $1`, [invoice.id]);
      expect((await markPaid(t, admin, invoice.id, { amount_cents: 4999 }).expect(400)).body.message).toBe(`Invoice ${invoice.number} is void and cannot take a payment`);
      expect(await paymentsOf(invoice.id)).toEqual([]);
    });

    it('answers 404 for an unknown invoice, and 401/403 to anyone but an admin', async () => {
      expect((await markPaid(t, admin, '00000000-0000-4000-8000-000000000000', { amount_cents: 4999 }).expect(404)).body.message).toBe('Invoice not found');
      expect((await markPaid(t, admin, 'nope', { amount_cents: 4999 }).expect(404)).body.message).toBe('Invoice not found');
      await t.http().post(`/api/admin/invoices/${invoice.id}/payments`).set(a.auth).send({ amount_cents: 4999 }).expect(403);
      await t.http().post(`/api/admin/invoices/${invoice.id}/payments`).send({ amount_cents: 4999 }).expect(401);
    });
  });

  it('lists invoices for the back office by status, and finds them by number, reference or advertiser', async () => {
    const anna = await createAdvertiser(t, { username: 'annabilling', fullName: 'Anna Billing' });
    const bella = await createAdvertiser(t, { username: 'bellabilling' });
    const annas = await buyPlan(t, anna, 'basic', admin);
    const bellas = await choosePlan(t, bella, 'premium');
    const list = async (filter: object) =>
      (await t.http().get('/api/admin/invoices').query({ filter: JSON.stringify(filter) }).set(admin.auth).expect(200)).body.map((i: { number: string }) => i.number);

    expect(await list({ status: 'paid' })).toEqual([annas.number]);
    expect(await list({ status: 'unpaid' })).toEqual([bellas.number]);
    expect(await list({ q: bellas.number })).toEqual([bellas.number]);
    expect(await list({ q: 'Anna Bill' })).toEqual([annas.number]);
    expect(await list({ q: 'bellabill' })).toEqual([bellas.number]);
    const res = await t.http().get('/api/admin/invoices').set(admin.auth).expect(200);
    expect(res.headers['content-range']).toBe('invoices 0-1/2');
    expect((await t.http().get('/api/admin/invoices').query({ filter: JSON.stringify({ status: 'gone' }) }).set(admin.auth).expect(400)).body.message).toBe('Invalid value for filter status');
    expect((await t.http().get(`/api/admin/invoices/${annas.id}`).set(admin.auth).expect(200)).body.payments).toHaveLength(1);
  });
});
