import { OutboxWorker } from '../../src/mail/outbox.worker';
import { createAdvertiser, FACTORY_PASSWORD } from '../factories/users.factory';
import { TestSmtpServer } from '../mail/smtp-test-server';
import { createTestApp, TestApp } from '../test-app';
import { resetRateLimits, signin } from './auth-fixtures';

const INVALID_LINK = 'This email change link is invalid or has expired.';

describe('sign-in email change', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await TestSmtpServer.start();
    t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://kiwi.example' });
  });

  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  beforeEach(() => resetRateLimits(t));

  async function signedIn() {
    const { user } = await createAdvertiser(t);
    const token: string = (await signin(t, user.email, FACTORY_PASSWORD).expect(200)).body.accessToken;
    const ask = (body: Record<string, unknown>) => t.http().post('/api/auth/email').set('Authorization', `Bearer ${token}`).send(body);
    return { user, token, ask };
  }
  const confirm = (token: unknown) => t.http().post('/api/auth/email/confirm').send({ token });

  async function linkSentTo(email: string): Promise<string> {
    await t.app.get(OutboxWorker).processOutbox();
    const mails = smtp.mailsTo(email);
    const link = /https:\/\/kiwi\.example\/confirm-email\?token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1]?.text ?? '');
    expect(link).not.toBeNull();
    return link![1];
  }

  it('changes the sign-in email once the link sent to the new address is opened, and tells the old address', async () => {
    const { user, ask } = await signedIn();
    const next = `moved.${Date.now()}@example.nz`;
    const res = await ask({ newEmail: ` ${next.toUpperCase()} `, currentPassword: FACTORY_PASSWORD }).expect(200);
    expect(res.body).toEqual({ message: `We've sent a link to ${next}. Open it to confirm your new sign-in email.` });
    expect(res.headers['cache-control']).toBe('no-store');
    const token = await linkSentTo(next);
    const notice = smtp.mailsTo(user.email).at(-1)!;
    expect(notice.text).toContain(`change the sign-in email of your account to ${next}`);

    await signin(t, next, FACTORY_PASSWORD).expect(401);
    expect((await confirm(token).expect(200)).body).toEqual({ message: 'Your sign-in email has been changed.' });
    await signin(t, next, FACTORY_PASSWORD).expect(200);
    await signin(t, user.email, FACTORY_PASSWORD).expect(401);
    expect((await confirm(token).expect(400)).body.message).toBe(INVALID_LINK);
  });

  it.each([
    ['a malformed email', { newEmail: 'not-an-email', currentPassword: FACTORY_PASSWORD }, 400, 'Please enter a valid email address'],
    ['a wrong password', { newEmail: 'fresh@example.nz', currentPassword: 'Wrong-Pass-2026' }, 400, 'Current password is incorrect'],
    ['no password', { newEmail: 'fresh@example.nz', currentPassword: '' }, 400, 'Please enter your current password'],
  ])('refuses %s', async (_label, body, status, message) => {
    const { ask } = await signedIn();
    expect((await ask(body).expect(status)).body.message).toBe(message);
  });

  it("refuses the account's own email and one another account has", async () => {
    const { user, ask } = await signedIn();
    const other = await createAdvertiser(t);
    expect((await ask({ newEmail: user.email, currentPassword: FACTORY_PASSWORD }).expect(400)).body.message).toBe('This is already your sign-in email');
    expect((await ask({ newEmail: other.user.email, currentPassword: FACTORY_PASSWORD }).expect(409)).body.message).toBe('An account with this email already exists');
  });

  it('refuses an address another account has, or its own, in any spelling of it', async () => {
    const { user, ask } = await signedIn();
    const other = await createAdvertiser(t);
    const fullwidth = (email: string) => email.replace(/[a-z]/g, (letter) => String.fromCodePoint(letter.codePointAt(0)! - 0x61 + 0xff41));
    expect((await ask({ newEmail: fullwidth(other.user.email), currentPassword: FACTORY_PASSWORD }).expect(409)).body.message).toBe('An account with this email already exists');
    expect((await ask({ newEmail: fullwidth(user.email), currentPassword: FACTORY_PASSWORD }).expect(400)).body.message).toBe('This is already your sign-in email');
  });

  it('keeps only the latest link, and refuses made-up ones', async () => {
    const { ask } = await signedIn();
    const first = `first.${Date.now()}@example.nz`;
    const second = `second.${Date.now()}@example.nz`;
    await ask({ newEmail: first, currentPassword: FACTORY_PASSWORD }).expect(200);
    const firstToken = await linkSentTo(first);
    await ask({ newEmail: second, currentPassword: FACTORY_PASSWORD }).expect(200);
    const secondToken = await linkSentTo(second);
    expect((await confirm(firstToken).expect(400)).body.message).toBe(INVALID_LINK);
    await confirm('made-up').expect(400);
    await confirm(secondToken).expect(200);
  });

  it('requires a signed-in user', async () => {
    await t.http().post('/api/auth/email').send({ newEmail: 'x@example.nz', currentPassword: 'whatever' }).expect(401);
  });
});
