import { InvoicesRepository } from '../../src/billing/invoices/invoices.repository';
import { Admin, Advertiser, createAdmin, createAdvertiser } from '../factories/users.factory';
import { pdfText } from '../pdf-text';
import { createTestApp, TestApp } from '../test-app';
import { billingEmailsTo, buyPlan, choosePlan, markPaid, planOf, startBillingAfresh } from './billing-helpers';

const DAY = 86_400_000;

describe('corrections: void, credit notes and complimentary plans', () => {
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

  const periodsOf = (a: Advertiser) =>
    t.db.query(`SELECT tier, status, source, note, starts_at, expires_at FROM subscriptions WHERE user_id = $1 ORDER BY starts_at, created_at`, [a.user.id]);
  const auditOf = (action: string) => t.db.query(`SELECT admin_email, target_type, target_id, details FROM admin_audit_log WHERE action = $1`, [action]);
  const voidIt = (admin: Admin, id: string, body: object = { reason: 'Chosen by mistake' }) => t.http().post(`/api/admin/invoices/${id}/void`).set(admin.auth).send(body);
  const credit = (admin: Admin, id: string, body: object) => t.http().post(`/api/admin/invoices/${id}/credit-notes`).set(admin.auth).send(body);

  describe('void', () => {
    it('voids an unpaid invoice with a reason, in the audit log', async () => {
      const invoice = await choosePlan(t, await createAdvertiser(t), 'basic');
      const res = await voidIt(boss, invoice.id).expect(200);
      expect(res.body).toMatchObject({ message: `Invoice ${invoice.number} voided`, invoice: { status: 'void', void_reason: 'Chosen by mistake', balance_due_cents: 0 } });
      expect(await auditOf('invoice.void')).toEqual([{ admin_email: boss.user.email, target_type: 'invoice', target_id: invoice.id, details: { number: invoice.number, reason: 'Chosen by mistake' } }]);
    });

    it('refuses to void an invoice with a payment on it (a credit note corrects those)', async () => {
      const a = await createAdvertiser(t);
      const invoice = await choosePlan(t, a, 'basic');
      await markPaid(t, boss, invoice.id, { amount_cents: 1000 }).expect(200);
      expect((await voidIt(boss, invoice.id).expect(409)).body.message).toBe(
        `Invoice ${invoice.number} has payments or is closed, so it cannot be voided; issue a credit note instead`,
      );
      expect(await auditOf('invoice.void')).toEqual([]);
    });

    it('needs a reason, and a superadmin', async () => {
      const invoice = await choosePlan(t, await createAdvertiser(t), 'basic');
      expect((await voidIt(boss, invoice.id, { reason: '   ' }).expect(400)).body.message).toBe('Please give a reason');
      expect((await voidIt(staff, invoice.id).expect(403)).body.message).toBe('You do not have permission to do this');
      expect((await t.db.query(`SELECT status FROM invoices WHERE id = $1`, [invoice.id]))[0].status).toBe('unpaid');
    });
  });

  describe('credit notes', () => {
    it('credits a paid invoice in full: numbered CN-, its own GST, the plan ends now and returns to Free', async () => {
      const a = await createAdvertiser(t);
      const invoice = await buyPlan(t, a, 'premium', boss);

      const res = await credit(boss, invoice.id, { amount_cents: 4999, reason: 'Advertiser left the same day' }).expect(200);

      expect(res.body.message).toMatch(new RegExp(`^Credit note CN-\\d{6} issued against invoice ${invoice.number}$`));
      expect(res.body.invoice).toMatchObject({ status: 'credited', credited_cents: 4999 });
      expect(res.body.invoice.credit_notes).toEqual([expect.objectContaining({ amount_cents: 4999, gst_cents: 652, reason: 'Advertiser left the same day', issued_by_email: boss.user.email })]);
      expect(await planOf(t, a)).toEqual({ tier: 'free', expires: null });
      expect((await periodsOf(a))[0].status).toBe('credited');
      expect(await auditOf('invoice.credit_note')).toEqual([
        expect.objectContaining({ target_id: invoice.id, details: expect.objectContaining({ amount_cents: 4999, reason: 'Advertiser left the same day' }) }),
      ]);
    });

    it('shortens the plan by the share credited: half the price, 15 of the 30 days', async () => {
      const a = await createAdvertiser(t);
      await t.db.query(`UPDATE billing_settings SET basic_price_cents = 3000`);
      const invoice = await buyPlan(t, a, 'basic', boss);
      const before = ((await planOf(t, a)).expires as Date).getTime();

      await credit(boss, invoice.id, { amount_cents: 1500, reason: 'Listing was down for two weeks' }).expect(200);

      expect(((await planOf(t, a)).expires as Date).getTime()).toBe(before - 15 * DAY);
      expect((await planOf(t, a)).tier).toBe('basic');
    });

    it('moves a stacked renewal up when the period before it is credited', async () => {
      const a = await createAdvertiser(t);
      const first = await buyPlan(t, a, 'basic', boss);
      await buyPlan(t, a, 'basic', boss);
      const [, second] = await periodsOf(a);
      const before = ((await planOf(t, a)).expires as Date).getTime();

      await credit(boss, first.id, { amount_cents: 2999, reason: 'Goodwill' }).expect(200);

      const [credited, moved] = await periodsOf(a);
      expect(credited.status).toBe('credited');
      expect(moved.starts_at.getTime()).toBeLessThan(second.starts_at.getTime());
      expect(moved.starts_at.getTime()).toBeLessThanOrEqual(Date.now());
      const after = ((await planOf(t, a)).expires as Date).getTime();
      expect(before - after).toBeGreaterThan(30 * DAY - 60_000);
      expect(before - after).toBeLessThanOrEqual(30 * DAY);
      expect((await planOf(t, a)).tier).toBe('basic');
    });

    it('allows several credit notes up to what was paid, and refuses one larger than what is left', async () => {
      const invoice = await buyPlan(t, await createAdvertiser(t), 'premium', boss);
      await credit(boss, invoice.id, { amount_cents: 2000, reason: 'Part one' }).expect(200);
      const res = await credit(boss, invoice.id, { amount_cents: 3000, reason: 'Too much' }).expect(400);
      expect(res.body.message).toBe('A credit note cannot be more than what was paid and not yet credited ($29.99)');
      expect(await t.db.query(`SELECT amount_cents::int FROM credit_notes WHERE invoice_id = $1`, [invoice.id])).toEqual([{ amount_cents: 2000 }]);
    });

    it('refuses a credit note larger than what was paid on a partly paid invoice, and one on an unpaid invoice', async () => {
      const a = await createAdvertiser(t);
      const invoice = await choosePlan(t, a, 'premium');
      expect((await credit(boss, invoice.id, { amount_cents: 100, reason: 'x' }).expect(400)).body.message).toBe(
        `Invoice ${invoice.number} is not paid, so it cannot be credited; void it instead`,
      );
      await markPaid(t, boss, invoice.id, { amount_cents: 1000 }).expect(200);
      expect((await credit(boss, invoice.id, { amount_cents: 100, reason: 'x' }).expect(400)).body.message).toBe(
        `Invoice ${invoice.number} is not paid, so it cannot be credited; void it instead`,
      );
    });

    it.each([
      [{ amount_cents: -100, reason: 'x' }, 'Amount must be more than $0.00'],
      [{ amount_cents: 10.5, reason: 'x' }, 'Amount must be a whole number of cents'],
      [{ amount_cents: 100_000_000_001, reason: 'x' }, 'Amount must be no more than $1,000,000,000.00'],
      [{ amount_cents: 100 }, 'Please give a reason'],
      [{ amount_cents: 100, reason: '' }, 'Please give a reason'],
      [{ amount_cents: 100, reason: 'x'.repeat(501) }, 'Reason must be 500 characters or fewer'],
    ])('refuses %j with a 400 and issues nothing', async (body, message) => {
      const invoice = await buyPlan(t, await createAdvertiser(t), 'premium', boss);
      expect((await credit(boss, invoice.id, body).expect(400)).body.message).toBe(message);
      expect(await t.db.query(`SELECT 1 FROM credit_notes`)).toEqual([]);
    });

    it('is for superadmins only', async () => {
      const invoice = await buyPlan(t, await createAdvertiser(t), 'premium', boss);
      await credit(staff, invoice.id, { amount_cents: 100, reason: 'x' }).expect(403);
    });

    describe('numbering', () => {
      it('gives twenty credit notes issued at the same moment twenty consecutive numbers, no gaps, no duplicates', async () => {
        const invoices = [];
        for (let i = 0; i < 20; i++) invoices.push(await buyPlan(t, await createAdvertiser(t), 'basic', boss));
        const [{ last_number: before }] = await t.db.query(`SELECT last_number FROM billing_counters WHERE name = 'credit_note'`);

        const answers = await Promise.all(invoices.map((invoice) => credit(boss, invoice.id, { amount_cents: 100, reason: 'Goodwill' })));

        expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
        const numbers = answers.map((a) => a.body.invoice.credit_notes[0].number).sort();
        expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `CN-${String(before + i + 1).padStart(6, '0')}`));
        const [{ last_number: after }] = await t.db.query(`SELECT last_number FROM billing_counters WHERE name = 'credit_note'`);
        expect(after).toBe(before + 20);
      });

      it('gives the number of a credit note whose transaction rolled back to the next credit note', async () => {
        const invoice = await buyPlan(t, await createAdvertiser(t), 'basic', boss);
        let abandoned = 0;
        await expect(
          t.db.transaction(async (manager) => {
            abandoned = await t.app.get(InvoicesRepository).nextNumber(manager, 'credit_note');
            throw new Error('the credit note failed after it was numbered');
          }),
        ).rejects.toThrow('failed after it was numbered');

        const res = await credit(boss, invoice.id, { amount_cents: 100, reason: 'Goodwill' }).expect(200);

        expect(res.body.invoice.credit_notes[0].number).toBe(`CN-${String(abandoned).padStart(6, '0')}`);
      });
    });

    it('emails the credit note to the advertiser with its PDF attached', async () => {
      const a = await createAdvertiser(t);
      const invoice = await buyPlan(t, a, 'premium', boss);

      const res = await credit(boss, invoice.id, { amount_cents: 2300, reason: 'Listing was down for two weeks' }).expect(200);

      const number = res.body.invoice.credit_notes[0].number;
      const emails = await billingEmailsTo(t, a.user.email, 'credit_note');
      expect(emails).toHaveLength(1);
      expect(emails[0].subject).toBe(`Credit note ${number} for invoice ${invoice.number}`);
      expect(emails[0].text_body).toContain('Amount credited: $23.00, including GST of $3.00.');
      expect(emails[0].text_body).toContain('Listing was down for two weeks');
      expect(emails[0].filename).toBe(`${number}.pdf`);
      const text = pdfText(emails[0].content!).text.replace(/\s+/g, ' ');
      expect(text).toContain(`Credit note number ${number}`);
      expect(text).toContain(`Tax invoice ${invoice.number}`);
    });

    it("links the credit note's PDF on the owner's invoice, and marks the invoice's PDF with it", async () => {
      const a = await createAdvertiser(t);
      const invoice = await buyPlan(t, a, 'premium', boss);
      await credit(boss, invoice.id, { amount_cents: 4999, reason: 'Advertiser left the same day' }).expect(200);

      const [mine] = (await t.http().get('/api/billing/invoices').set(a.auth).expect(200)).body;

      expect(mine.status).toBe('credited');
      expect(mine.credit_notes).toEqual([expect.objectContaining({ amount_cents: 4999, issued_by_email: null, pdf_url: expect.stringMatching(/^\/api\/billing\/credit-notes\/[0-9a-f-]{36}\/pdf\?expires=\d+&signature=/) })]);
      const note = await t.http().get(mine.credit_notes[0].pdf_url).buffer(true).expect(200);
      expect(note.headers['content-type']).toBe('application/pdf');
      expect(note.headers['content-disposition']).toBe(`inline; filename="${mine.credit_notes[0].number}.pdf"`);
      expect(pdfText(note.body).text).toContain('Tax credit note');
      const marked = pdfText((await t.http().get(mine.pdf_url).buffer(true).expect(200)).body).text.replace(/\s+/g, ' ');
      expect(marked).toContain(`Credit note ${mine.credit_notes[0].number}`);
      expect(marked).not.toContain('How to pay');

      const forged = mine.credit_notes[0].pdf_url.replace(/signature=[^&]+/, 'signature=forged');
      expect((await t.http().get(forged).expect(403)).body.message).toBe('This link has expired or is not valid');
      // An invoice's link never opens a credit note, nor the other way round.
      const crossed = mine.credit_notes[0].pdf_url.replace(/signature=[^&]+/, /signature=[^&]+/.exec(mine.pdf_url)![0]);
      await t.http().get(crossed).expect(403);
    });
  });

  describe('complimentary plans', () => {
    const grant = (admin: Admin, body: object) => t.http().post('/api/admin/subscriptions/complimentary').set(admin.auth).send(body);

    it('grants a plan without payment, with a reason, in the audit log', async () => {
      const a = await createAdvertiser(t);
      const res = await grant(boss, { user_id: a.user.id, tier: 'premium', days: 14, reason: 'Launch partner' }).expect(201);
      expect(res.body).toMatchObject({ tier: 'premium', message: expect.stringMatching(/^Complimentary Premium plan granted until \d{1,2} [A-Z][a-z]+ \d{4}$/) });
      expect((await planOf(t, a)).tier).toBe('premium');
      expect(await periodsOf(a)).toEqual([expect.objectContaining({ tier: 'premium', status: 'active', source: 'complimentary', note: 'Launch partner' })]);
      expect(await auditOf('subscription.complimentary')).toEqual([
        expect.objectContaining({ target_type: 'user', target_id: a.user.id, details: expect.objectContaining({ tier: 'premium', days: 14, reason: 'Launch partner' }) }),
      ]);
      expect(await t.db.query(`SELECT 1 FROM invoices`)).toEqual([]);
    });

    it.each([
      [{ tier: 'premium', days: 14 }, 'Please give a reason'],
      [{ tier: 'gold', days: 14, reason: 'x' }, 'Tier must be basic or premium'],
      [{ tier: 'basic', days: 0, reason: 'x' }, 'Days must be a whole number from 1 to 366'],
    ])('refuses %j with a 400', async (body, message) => {
      const a = await createAdvertiser(t);
      expect((await grant(boss, { user_id: a.user.id, ...body }).expect(400)).body.message).toBe(message);
      expect((await planOf(t, a)).tier).toBe('free');
    });

    it('is for superadmins only, and 404 for an account without a profile', async () => {
      const a = await createAdvertiser(t);
      await grant(staff, { user_id: a.user.id, tier: 'basic', days: 7, reason: 'x' }).expect(403);
      expect((await grant(boss, { user_id: staff.user.id, tier: 'basic', days: 7, reason: 'x' }).expect(404)).body.message).toBe('Profile not found');
    });
  });
});
