import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NotificationsService } from '../../src/mail/notifications.service';
import { OutboxWorker } from '../../src/mail/outbox.worker';
import { createTestApp, TestApp } from '../test-app';
import { parseMail, TestSmtpServer } from './smtp-test-server';

describe('notifications', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let notifications: NotificationsService;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kiwi.example' });
    notifications = t.app.get(NotificationsService);
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function deliver(): Promise<void> {
    await t.app.get(OutboxWorker).processOutbox();
  }

  it('welcomes a new advertiser by name, with a link to their profile', async () => {
    await notifications.sendWelcome('new@example.co.nz', 'Mia');
    await deliver();
    const [mail] = smtp.mailsTo('new@example.co.nz');
    expect(mail.subject).toBe('Welcome to Kiwi Companions');
    expect(mail.text).toContain('Hi Mia,');
    expect(mail.text).toContain('https://kiwi.example/profile');
  });

  it('sends the welcome only once per address', async () => {
    await notifications.sendWelcome('once@example.co.nz', 'Mia');
    await notifications.sendWelcome('ONCE@example.co.nz', 'Mia');
    await deliver();
    expect(smtp.mailsTo('once@example.co.nz').length + smtp.mailsTo('ONCE@example.co.nz').length).toBe(1);
  });

  it('tells the advertiser their verification was approved', async () => {
    await notifications.sendVerificationApproved('approved@example.co.nz', 'Ana');
    await deliver();
    const [mail] = smtp.mailsTo('approved@example.co.nz');
    expect(mail.subject).toBe('Your Kiwi Companions profile is verified');
    expect(mail.text).toContain('your profile is now verified');
  });

  it('tells the advertiser their verification was rejected, with the reason', async () => {
    await notifications.sendVerificationRejected('rejected@example.co.nz', 'Ana', { reason: 'The ID photo is blurry', note: null });
    await deliver();
    const [mail] = smtp.mailsTo('rejected@example.co.nz');
    expect(mail.subject).toBe('Your Kiwi Companions verification was not approved');
    expect(mail.text).toContain('The ID photo is blurry');
  });

  it('warns 3 days before a plan expires, once per plan, however often the job runs', async () => {
    const expiresAt = new Date('2026-12-03T10:00:00Z');
    await notifications.sendPlanExpiringSoon('expiring@example.co.nz', 'Kim', 'premium', expiresAt);
    await notifications.sendPlanExpiringSoon('expiring@example.co.nz', 'Kim', 'premium', expiresAt);
    await deliver();
    const mails = smtp.mailsTo('expiring@example.co.nz');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Premium plan expires in 3 days');
    expect(mails[0].text).toContain('ends on 3 December 2026');
    expect(mails[0].text).toContain('https://kiwi.example/pricing');
  });

  it('says when a plan has expired, once per plan', async () => {
    const expiresAt = new Date('2026-11-20T10:00:00Z');
    await notifications.sendPlanExpired('expired@example.co.nz', 'Kim', 'basic', expiresAt);
    await notifications.sendPlanExpired('expired@example.co.nz', 'Kim', 'basic', expiresAt);
    await deliver();
    const mails = smtp.mailsTo('expired@example.co.nz');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Basic plan has expired');
    expect(mails[0].text).toContain('now on the Free plan');
  });

  it('escapes names in the HTML part', async () => {
    await notifications.sendWelcome('html@example.co.nz', '<img src=x onerror=alert(1)>');
    await deliver();
    const [mail] = smtp.mailsTo('html@example.co.nz');
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).not.toContain('<img');
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('writes each email as an .eml file under DATA_DIR/mail and marks it sent', async () => {
    await t.app.get(NotificationsService).sendWelcome('local@example.co.nz', 'Mia');
    expect(await t.app.get(OutboxWorker).processOutbox()).toEqual({ sent: 1, retrying: 0, failed: 0 });

    const dir = join(t.config.dataDir, 'mail');
    const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(join(dir, files[0]), 'utf8');
    expect(raw).toContain('To: local@example.co.nz');
    const mail = parseMail(raw);
    expect(mail.subject).toBe('Welcome to Kiwi Companions');
    expect(mail.text).toContain('Hi Mia,');
    const [row] = await t.db.query(`SELECT status, attempts FROM mail_outbox WHERE recipient = 'local@example.co.nz'`);
    expect(row).toEqual({ status: 'sent', attempts: 1 });
  });
});
