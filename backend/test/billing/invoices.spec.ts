import { InvoicesService } from '../../src/billing/invoices/invoices.service';
import { Admin, createAdmin, createAdvertiser } from '../factories/users.factory';
import { pdfText } from '../pdf-text';
import { createTestApp, TestApp } from '../test-app';
import { choosePlan, invoiceEmailsTo, startBillingAfresh } from './billing-helpers';

describe('tax invoices', () => {
  let t: TestApp;
  let boss: Admin;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await startBillingAfresh(t);
    boss = await createAdmin(t, { isSuperadmin: true });
  });

  const setPrices = (basic: number, premium: number) =>
    t.db.query(`UPDATE billing_settings SET basic_price_cents = $1, premium_price_cents = $2`, [basic, premium]);

  describe('numbering', () => {
    it('gives twenty invoices created at the same moment twenty consecutive numbers, no gaps, no duplicates', async () => {
      const advertisers = await Promise.all(Array.from({ length: 20 }, () => createAdvertiser(t)));
      const [{ last_number: before }] = await t.db.query(`SELECT last_number FROM billing_counters WHERE name = 'invoice'`);

      const answers = await Promise.all(advertisers.map((a, i) => t.http().post('/api/subscriptions/upgrade').set(a.auth).send({ tier: i % 2 ? 'basic' : 'premium' })));

      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      const numbers = answers.map((a) => a.body.invoice.number).sort();
      expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `INV-${String(before + i + 1).padStart(6, '0')}`));
      const [{ last_number: after }] = await t.db.query(`SELECT last_number FROM billing_counters WHERE name = 'invoice'`);
      expect(after).toBe(before + 20);
    });

    it('gives the number of an invoice whose transaction rolled back to the next invoice', async () => {
      const [first, second] = [await createAdvertiser(t), await createAdvertiser(t)];
      const service = t.app.get(InvoicesService);
      const request = (a: typeof first) => ({ userId: a.user.id, username: a.profile.username, recipientName: a.profile.fullName, recipientEmail: a.user.email, tier: 'basic' as const });
      let abandoned = '';
      await expect(
        t.db.transaction(async (manager) => {
          abandoned = (await service.invoicePlan(manager, request(first))).invoice.number;
          throw new Error('the caller failed after the invoice was numbered');
        }),
      ).rejects.toThrow('the caller failed');
      const kept = await t.db.transaction((manager) => service.invoicePlan(manager, request(second)));
      expect(kept.invoice.number).toBe(abandoned);
      expect(await t.db.query(`SELECT 1 FROM invoices WHERE number = $1`, [abandoned])).toHaveLength(1);
    });
  });

  describe('GST', () => {
    /** 3/23 of the total in exact integer arithmetic, rounded half up. */
    const exactGst = (total: number) => Math.floor((total * 6 + 23) / 46);

    it.each([2999, 4999, 100, 101, 115, 1999, 2000, 3450, 9999, 12345, 1000000])('invoices a price of %i cents with GST of 3/23, rounded to the cent', async (price) => {
      await setPrices(price, price);
      const invoice = await choosePlan(t, await createAdvertiser(t), 'premium');
      expect(invoice.total_cents).toBe(price);
      expect(invoice.gst_cents).toBe(exactGst(price));
    });

    it('is kept true by the database itself', async () => {
      const invoice = await choosePlan(t, await createAdvertiser(t), 'basic');
      await expect(t.db.query(`UPDATE invoices SET gst_cents = gst_cents + 1 WHERE id = $1`, [invoice.id])).rejects.toThrow(/check constraint/);
    });
  });

  it('shows every required field and the payment instructions in the answer', async () => {
    const a = await createAdvertiser(t, { fullName: 'Mia Tester', username: 'miatester' });
    const invoice = await choosePlan(t, a, 'premium');
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d{6}$/),
      tier: 'premium',
      plan_name: 'Premium',
      description: 'Premium plan, 30 days',
      period_days: 30,
      period_note: 'The 30 days start when this invoice is paid, or when your current Premium plan ends if it is still running.',
      total_cents: 4999,
      gst_cents: 652,
      balance_due_cents: 4999,
      status: 'unpaid',
      supplier_name: 'Kiwi Companions Limited',
      supplier_gst_number: '49-091-850',
      recipient_name: 'Mia Tester',
      recipient_email: a.user.email,
      payment: { method: 'bank_transfer', account_name: 'Kiwi Companions Limited', bank_account: '12-3140-0123452-000', particulars: 'MIATESTER', code: 'PREMIUM', reference: invoice.number },
      pdf_url: expect.stringMatching(new RegExp(`^/api/billing/invoices/${invoice.id}/pdf\\?expires=\\d+&signature=`)),
    });
    const due = new Date(`${invoice.due_on}T12:00:00Z`).getTime() - new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date())}T12:00:00Z`).getTime();
    expect(due).toBe(7 * 86_400_000);
  });

  it('emails the invoice with its PDF through the outbox, in the same transaction', async () => {
    const a = await createAdvertiser(t, { fullName: 'Mia Tester' });
    const invoice = await choosePlan(t, a, 'basic');
    const [email] = await invoiceEmailsTo(t, a.user.email);
    expect(email.subject).toBe(`Invoice ${invoice.number} for your Basic plan`);
    expect(email.text_body).toContain(`Reference: ${invoice.number}`);
    expect(email.text_body).toContain('Account number: 12-3140-0123452-000');
    expect(email.filename).toBe(`${invoice.number}.pdf`);
    const { text } = pdfText(email.content);
    expect(text).toContain('Tax invoice');
    expect(text).toContain(invoice.number);
  });

  it("lists the owner's invoices and serves the PDF behind the signed link only", async () => {
    const a = await createAdvertiser(t);
    const other = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'basic');
    await choosePlan(t, other, 'premium');

    const mine = (await t.http().get('/api/billing/invoices').set(a.auth).expect(200)).body;
    expect(mine.map((i: { number: string }) => i.number)).toEqual([invoice.number]);

    const pdf = await t.http().get(mine[0].pdf_url).buffer(true).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    expect(pdfText(pdf.body).text).toContain(invoice.number);

    const forged = mine[0].pdf_url.replace(/signature=[^&]+/, 'signature=forged');
    expect((await t.http().get(forged).expect(403)).body.message).toBe('This link has expired or is not valid');
    const expired = mine[0].pdf_url.replace(/expires=\d+/, `expires=${Math.floor(Date.now() / 1000) - 1}`);
    expect((await t.http().get(expired).expect(403)).body.message).toBe('This link has expired or is not valid');
    expect((await t.http().get('/api/billing/invoices').expect(401)).body.message).toBe('Not authenticated');
  });

  it('keeps an issued invoice as it was when the prices and business details change', async () => {
    const a = await createAdvertiser(t);
    const invoice = await choosePlan(t, a, 'premium');
    await t.http()
      .put('/api/admin/billing-settings')
      .set(boss.auth)
      .send({ trading_name: 'Renamed Ltd', gst_number: '35-901-981', bank_account: '01-0902-0068389-00', invoice_due_days: 14, basic_price_cents: 3499, premium_price_cents: 5999 })
      .expect(200);

    const again = (await t.http().get('/api/billing/invoices').set(a.auth).expect(200)).body[0];
    expect(again).toMatchObject({ total_cents: 4999, gst_cents: 652, supplier_name: 'Kiwi Companions Limited', supplier_gst_number: '49-091-850', due_on: invoice.due_on });
    expect(again.payment.bank_account).toBe('12-3140-0123452-000');
    const next = await choosePlan(t, await createAdvertiser(t), 'premium');
    expect(next).toMatchObject({ total_cents: 5999, supplier_name: 'Renamed Ltd', supplier_gst_number: '35-901-981' });
    expect(next.payment).toMatchObject({ bank_account: '01-0902-0068389-000' });
  });

  it('shows the current prices to visitors', async () => {
    await setPrices(3100, 5200);
    expect((await t.http().get('/api/billing/plans').expect(200)).body).toEqual([
      { tier: 'basic', price_cents: 3100, period_days: 30 },
      { tier: 'premium', price_cents: 5200, period_days: 30 },
    ]);
  });
});
