import { renderInvoicePdf } from '../../src/billing/invoice-pdf';
import { NotificationsService } from '../../src/mail/notifications.service';
import { MAX_SEND_ATTEMPTS } from '../../src/mail/outbox-retry';
import { OutboxWorker } from '../../src/mail/outbox.worker';
import { Admin, createAdmin } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { pdfText } from '../pdf-text';
import { TestSmtpServer } from './smtp-test-server';

const MINUTE = 60_000;

describe('mail outbox against a real SMTP server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let admin: Admin;
  let worker: OutboxWorker;
  let visitorCount = 0;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kiwi.example' });
    admin = await createAdmin(t);
    worker = t.app.get(OutboxWorker);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  afterEach(async () => {
    if (!smtp.running) await smtp.listen();
  });

  /** A visitor writes through the contact form; the thread id is read back from the admin list. */
  async function visitorThread(message = 'Are you available this weekend?'): Promise<{ threadId: string; email: string }> {
    visitorCount += 1;
    const email = `visitor${visitorCount}@example.co.nz`;
    await t
      .http()
      .post('/api/contact')
      .set('X-Forwarded-For', `198.51.100.${visitorCount}`)
      .send({ name: `Visitor ${visitorCount}`, phone: '021 555 0101', email, city: 'Auckland', message })
      .expect(201);
    const [{ thread_id }] = await t.db.query('SELECT thread_id FROM contact_messages WHERE email = $1', [email]);
    return { threadId: thread_id, email };
  }

  function reply(threadId: string, message: string) {
    return t.http().post(`/api/admin/threads/${threadId}/reply`).set(admin.auth).send({ message }).expect(200);
  }

  async function replyState(threadId: string) {
    const res = await t.http().get(`/api/admin/threads/${threadId}`).set(admin.auth).expect(200);
    return res.body.messages.find((m: { is_admin_reply: boolean }) => m.is_admin_reply);
  }

  it('delivers an admin reply to the visitor with the product subject, the reply and their message', async () => {
    const { threadId, email } = await visitorThread('Do you travel to <Hamilton>?');
    await reply(threadId, 'Hi!\nYes, on Fridays & Saturdays.');
    expect((await replyState(threadId)).email_status).toBe('pending');

    expect(await worker.processOutbox()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const [mail] = smtp.mailsTo(email);
    expect(mail.to).toEqual([email]);
    expect(mail.from).toBe('no-reply@kiwicompanions.co.nz');
    expect(mail.subject).toBe('New Message from Kiwi Companions support');
    expect(mail.text).toContain(`Hi Visitor ${visitorCount},`);
    expect(mail.text).toContain('Hi!\nYes, on Fridays & Saturdays.');
    expect(mail.text).toContain('> Do you travel to <Hamilton>?');
    expect(mail.html).toContain('Hi!<br>Yes, on Fridays &amp; Saturdays.');
    expect(mail.html).toContain('Do you travel to &lt;Hamilton&gt;?');
    expect(mail.html).not.toContain('<Hamilton>');
    expect(mail.messageId).toMatch(/@kiwi\.example>$/);

    const state = await replyState(threadId);
    expect(state).toMatchObject({ email_status: 'sent', email_error: null });
    expect(new Date(state.email_sent_at).getTime()).toBeGreaterThan(Date.now() - MINUTE);
  });

  it('keeps a reply through an SMTP outage, retries with backoff and delivers it exactly once', async () => {
    const { threadId, email } = await visitorThread();
    await smtp.stop();
    await reply(threadId, 'Sorry for the wait.');

    const start = new Date();
    expect(await worker.processOutbox(start)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const pending = await replyState(threadId);
    expect(pending).toMatchObject({ message: 'Sorry for the wait.', email_status: 'pending', email_sent_at: null });
    expect(pending.email_error).toMatch(/ECONNREFUSED|connect/i);

    // Not due again until the backoff has passed.
    expect(await worker.processOutbox(new Date(start.getTime() + 10_000))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    const [row] = await t.db.query(`SELECT attempts, next_attempt_at FROM mail_outbox WHERE recipient = $1`, [email]);
    expect(row.attempts).toBe(1);
    // Counted from the failure: the run's clock starts at `start` and the refused connection took a moment.
    const retryIn = new Date(row.next_attempt_at).getTime() - start.getTime();
    expect(retryIn).toBeGreaterThanOrEqual(30_000);
    expect(retryIn).toBeLessThan(35_000);

    await smtp.listen();
    expect(await worker.processOutbox(new Date(start.getTime() + MINUTE))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await worker.processOutbox(new Date(start.getTime() + 24 * 60 * MINUTE))).toEqual({ sent: 0, retrying: 0, failed: 0 });

    expect(smtp.mailsTo(email)).toHaveLength(1);
    expect(smtp.mailsTo(email)[0].text).toContain('Sorry for the wait.');
    expect(await replyState(threadId)).toMatchObject({ email_status: 'sent', email_error: null });
  });

  it('never sends an email twice when several workers run at once', async () => {
    const notifications = t.app.get(NotificationsService);
    const recipients = Array.from({ length: 12 }, (_, i) => `concurrent${i}@example.co.nz`);
    for (const to of recipients) await notifications.sendWelcome(to, 'New Member');

    const runs = await Promise.all([1, 2, 3, 4].map(() => worker.processOutbox()));

    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(recipients.length);
    for (const to of recipients) expect(smtp.mailsTo(to)).toHaveLength(1);
  });

  it('does not retry an address the SMTP server refuses for good (5xx)', async () => {
    const { threadId, email } = await visitorThread();
    smtp.rejectedRecipients.add(email);
    await reply(threadId, 'Nobody home?');

    expect(await worker.processOutbox()).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const state = await replyState(threadId);
    expect(state.email_status).toBe('failed');
    expect(state.email_error).toContain('Mailbox unavailable');
  });

  it('gives up after the last attempt and shows the admin that the email failed', async () => {
    const { threadId, email } = await visitorThread();
    await smtp.stop();
    await reply(threadId, 'This one will not arrive.');

    const start = Date.now();
    const runs = [];
    for (let attempt = 0; attempt < MAX_SEND_ATTEMPTS; attempt += 1) runs.push(await worker.processOutbox(new Date(start + attempt * 2 * 60 * MINUTE)));

    expect(runs.slice(0, -1).every((run) => run.retrying === 1)).toBe(true);
    expect(runs[runs.length - 1]).toEqual({ sent: 0, retrying: 0, failed: 1 });
    const state = await replyState(threadId);
    expect(state.email_status).toBe('failed');
    expect(state.email_error).toMatch(/ECONNREFUSED|connect/i);

    await smtp.listen();
    expect(await worker.processOutbox(new Date(start + 48 * 60 * MINUTE))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.mailsTo(email)).toHaveLength(0);
    const [row] = await t.db.query(`SELECT status, attempts FROM mail_outbox WHERE recipient = $1`, [email]);
    expect(row).toEqual({ status: 'failed', attempts: MAX_SEND_ATTEMPTS });
  });
  it('sends an attachment stored with the email: the invoice PDF arrives and reads as the invoice', async () => {
    const pdf = await renderInvoicePdf({
      number: 'INV-000777', issuedAt: new Date('2026-11-23T01:00:00Z'), dueOn: '2026-11-30', supplierName: 'Kiwi Companions Limited',
      supplierGstNumber: '49-091-850', recipientName: 'Ana', recipientEmail: 'ana@example.co.nz', description: 'Basic plan, 30 days',
      periodNote: 'note', totalCents: 2999, gstCents: 391, bankAccount: '12-3140-0123452-000', particulars: 'ANA', code: 'BASIC', reference: 'INV-000777',
      paid: null, credits: [],
    });
    const details = {
      number: 'INV-000777', planName: 'Basic', total: '$29.99', gst: '$3.91', dueDate: '30 November 2026', accountName: 'Kiwi Companions Limited',
      bankAccount: '12-3140-0123452-000', particulars: 'ANA', code: 'BASIC', reference: 'INV-000777',
    };
    await t.app.get(NotificationsService).sendInvoice('ana@example.co.nz', 'Ana', details, { filename: 'INV-000777.pdf', contentType: 'application/pdf', content: pdf });

    expect((await worker.processOutbox()).sent).toBe(1);

    const [mail] = smtp.mailsTo('ana@example.co.nz');
    expect(mail.subject).toBe('Invoice INV-000777 for your Basic plan');
    const part = /Content-Type: application\/pdf; name=INV-000777\.pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail.raw);
    expect(part).not.toBeNull();
    const attached = Buffer.from(part![1].replace(/\s+/g, ''), 'base64');
    expect(attached.equals(pdf)).toBe(true);
    expect(pdfText(attached).text).toContain('Tax invoice');
  });
});
