import { Logger } from '@nestjs/common';
import { PasswordResetService } from '../../src/auth/password-reset/password-reset.service';
import { OutboxWorker } from '../../src/mail/outbox.worker';
import { resetRateLimits } from '../auth/auth-fixtures';
import { createAdvertiser, createUser, FACTORY_PASSWORD } from '../factories/users.factory';
import { TestSmtpServer } from '../mail/smtp-test-server';
import { createTestApp, TestApp } from '../test-app';

const SENT = "If an account exists for that email, we've sent a link to reset your password. Please check your inbox.";
const INVALID_LINK = 'This password reset link is invalid or has expired.';

describe('password reset', () => {
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

  // Every case asks from the same address; the per-IP limit has its own test in auth/rate-limits.spec.ts.
  beforeEach(() => resetRateLimits(t));

  const forgot = (email: unknown) => t.http().post('/api/auth/forgot-password').send({ email });
  const reset = (body: Record<string, unknown>) => t.http().post('/api/auth/reset-password').send(body);
  /** The link is made after the answer: waits for that, then delivers what it queued. */
  const deliver = async () => {
    await t.app.get(PasswordResetService).settled();
    await t.app.get(OutboxWorker).processOutbox();
  };

  /** Requests a link and reads it from the email that arrived. */
  async function requestLink(email: string): Promise<string> {
    const before = smtp.mailsTo(email).length;
    await forgot(email).expect(200);
    await deliver();
    const mails = smtp.mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    const link = /https:\/\/kiwi\.example\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mails[mails.length - 1].text);
    expect(link).not.toBeNull();
    return link![1];
  }

  function signIn(email: string, password: string) {
    return t.http().post('/api/auth/signin').send({ email, password });
  }

  it('emails a link that sets a new password once and ends every session', async () => {
    const { user } = await createAdvertiser(t);
    const session = await signIn(user.email, FACTORY_PASSWORD).expect(200);
    const cookie = session.headers['set-cookie'];

    const token = await requestLink(user.email);
    const [mail] = smtp.mailsTo(user.email);
    expect(mail.subject).toBe('Reset your Kiwi Companions password');
    expect(mail.text).toContain('expires in 1 hour');

    const res = await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(200);
    expect(res.body).toEqual({ message: 'Your password has been reset. Please sign in with your new password.' });

    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.accessToken}`).expect(401);
    await t.http().post('/api/auth/refresh').set('Cookie', cookie).expect(401);
    await signIn(user.email, FACTORY_PASSWORD).expect(401);
    await signIn(user.email, 'brand-new-pass').expect(200);

    const again = await reset({ token, password: 'another-pass', confirmPassword: 'another-pass' }).expect(400);
    expect(again.body.message).toBe(INVALID_LINK);
    await signIn(user.email, 'brand-new-pass').expect(200);
  });

  it('leaves the link usable, the password and the sessions as they were, when ending the sessions fails', async () => {
    const { user } = await createAdvertiser(t);
    const session = await signIn(user.email, FACTORY_PASSWORD).expect(200);
    const token = await requestLink(user.email);
    // A real database failure in the last step: revoking this user's sessions raises.
    await t.db.query(`CREATE FUNCTION refuse_session_update() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'sessions unavailable'; END $$`);
    await t.db.query(
      `CREATE TRIGGER refuse_session_update BEFORE UPDATE ON sessions FOR EACH ROW WHEN (OLD.user_id = '${user.id}') EXECUTE FUNCTION refuse_session_update()`,
    );
    try {
      await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(500);
    } finally {
      await t.db.query(`DROP TRIGGER refuse_session_update ON sessions`);
      await t.db.query(`DROP FUNCTION refuse_session_update()`);
    }

    const [row] = await t.db.query(`SELECT used_at FROM password_reset_tokens WHERE user_id = $1`, [user.id]);
    expect(row.used_at).toBeNull();
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.accessToken}`).expect(200);
    await signIn(user.email, FACTORY_PASSWORD).expect(200);

    await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(200);
    await t.http().get('/api/auth/me').set('Authorization', `Bearer ${session.body.accessToken}`).expect(401);
    await signIn(user.email, 'brand-new-pass').expect(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await forgot('nobody@example.co.nz').expect(200);
    expect(res.body).toEqual({ message: SENT });
    const { user } = await createAdvertiser(t);
    expect((await forgot(user.email).expect(200)).body).toEqual({ message: SENT });
    await deliver();
    expect(smtp.mailsTo('nobody@example.co.nz')).toHaveLength(0);
  });

  it('answers before the account is even looked up, so a known email takes no longer than an unknown one', async () => {
    const { user } = await createAdvertiser(t);
    // Another session holds the tokens table: with the link made before the answer, the answer would wait for it.
    const blocker = t.db.createQueryRunner();
    await blocker.connect();
    await blocker.startTransaction();
    try {
      await blocker.query(`LOCK TABLE password_reset_tokens IN ACCESS EXCLUSIVE MODE`);
      expect((await forgot(user.email).timeout(5000).expect(200)).body).toEqual({ message: SENT });
      expect((await forgot('nobody@example.co.nz').timeout(5000).expect(200)).body).toEqual({ message: SENT });
    } finally {
      await blocker.rollbackTransaction();
      await blocker.release();
    }
    await deliver();
    expect(smtp.mailsTo(user.email)).toHaveLength(1);
  });

  it('logs a link it could not make after answering, and answers the same', async () => {
    const { user } = await createAdvertiser(t);
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    // A real database failure after the answer: the tokens table refuses new rows.
    await t.db.query(`CREATE FUNCTION refuse_reset_token() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'reset tokens unavailable'; END $$`);
    await t.db.query(`CREATE TRIGGER refuse_reset_token BEFORE INSERT ON password_reset_tokens FOR EACH ROW EXECUTE FUNCTION refuse_reset_token()`);
    let messages: string[];
    try {
      expect((await forgot(user.email).expect(200)).body).toEqual({ message: SENT });
      await deliver();
      messages = logged.mock.calls.map(([message]) => String(message));
    } finally {
      await t.db.query(`DROP TRIGGER refuse_reset_token ON password_reset_tokens`);
      await t.db.query(`DROP FUNCTION refuse_reset_token()`);
      logged.mockRestore();
    }
    expect(messages).toContainEqual(expect.stringMatching(/^A password reset link could not be made: .*reset tokens unavailable/s));
    expect(smtp.mailsTo(user.email)).toHaveLength(0);
    // Nothing half-written: no token without its email; the next request works.
    expect(await t.db.query(`SELECT 1 FROM password_reset_tokens WHERE user_id = $1`, [user.id])).toEqual([]);
    await requestLink(user.email);
  });

  it('finds the account whatever the case, spacing or compatibility spelling of the email, and only the account', async () => {
    const { user } = await createAdvertiser(t);
    await forgot(`  ${user.email.toUpperCase()} `).expect(200);
    await forgot(user.email.replace(/[a-z]/, (letter) => String.fromCodePoint(letter.codePointAt(0)! - 0x61 + 0xff41))).expect(200);
    // SQL's lower() reads `İ` as `i`, JavaScript's does not: one lower-casing, so this is another address.
    const dotted = await createUser(t, `mihi.${Date.now()}@example.co.nz`);
    await forgot(dotted.email.replace('i', 'İ')).expect(200);
    await deliver();
    expect(smtp.mailsTo(user.email)).toHaveLength(2);
    expect(smtp.mailsTo(dotted.email)).toHaveLength(0);
  });

  it('stores the token only as a hash, valid for one hour', async () => {
    const { user } = await createAdvertiser(t);
    const token = await requestLink(user.email);
    const [row] = await t.db.query(`SELECT token_hash, extract(epoch FROM expires_at - created_at) AS seconds FROM password_reset_tokens WHERE user_id = $1`, [user.id]);
    expect(row.token_hash).not.toContain(token);
    expect(Math.round(Number(row.seconds))).toBe(3600);
    // Once delivered, the email's copy of the link is gone from the outbox too.
    const [email] = await t.db.query(`SELECT status, html, text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'password_reset'`, [user.email]);
    expect(email).toEqual({ status: 'sent', html: '', text_body: '' });
  });

  it('refuses a link after its hour has passed', async () => {
    const { user } = await createAdvertiser(t);
    const token = await requestLink(user.email);
    await t.db.query(`UPDATE password_reset_tokens SET created_at = now() - interval '61 minutes', expires_at = now() - interval '1 minute' WHERE user_id = $1`, [user.id]);
    const res = await reset({ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(400);
    expect(res.body.message).toBe(INVALID_LINK);
    await signIn(user.email, FACTORY_PASSWORD).expect(200);
  });

  it('keeps only the latest link working', async () => {
    const { user } = await createAdvertiser(t);
    const first = await requestLink(user.email);
    const second = await requestLink(user.email);
    expect((await reset({ token: first, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(400)).body.message).toBe(INVALID_LINK);
    await reset({ token: second, password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }).expect(200);
  });

  it('sends at most three links an hour to one account', async () => {
    const { user } = await createAdvertiser(t);
    for (let i = 0; i < 4; i += 1) {
      expect((await forgot(user.email).expect(200)).body).toEqual({ message: SENT });
      await t.app.get(PasswordResetService).settled();
    }
    await deliver();
    expect(smtp.mailsTo(user.email)).toHaveLength(3);
  });

  it.each([
    ['missing', undefined, 'Please enter your email address'],
    ['blank', '   ', 'Please enter your email address'],
    ['not an email', 'someone', 'Please enter a valid email address'],
    ['not text', ['a@b.nz'], 'Please enter your email address'],
  ])('asks for a valid email when it is %s', async (_label, email, message) => {
    expect((await forgot(email).expect(400)).body.message).toBe(message);
  });

  it('checks the new password before using up the link', async () => {
    const { user, profile } = await createAdvertiser(t);
    const token = await requestLink(user.email);
    const cases: [Record<string, unknown>, string][] = [
      [{ token, confirmPassword: 'brand-new-pass' }, 'Please fill in all required fields'],
      [{ token, password: '   ', confirmPassword: '   ' }, 'Please fill in all required fields'],
      [{ token, password: 'brand-new-pass', confirmPassword: 'brand-new-pasz' }, 'Passwords do not match'],
      [{ token, password: '1234567', confirmPassword: '1234567' }, 'Password must be at least 8 characters long'],
      [{ token, password: 'Password1', confirmPassword: 'Password1' }, 'This password is one of the most common passwords. Please choose one that is harder to guess.'],
      [{ token, password: `my-${user.email}`, confirmPassword: `my-${user.email}` }, 'Your password must not contain your email address or username.'],
      // The username is read once the link names the account: the refusal must still leave the link usable.
      [{ token, password: `My-${profile.username.toUpperCase()}`, confirmPassword: `My-${profile.username.toUpperCase()}` }, 'Your password must not contain your email address or username.'],
      [{ token, password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'Password must be at most 128 characters long'],
      [{ password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, INVALID_LINK],
      [{ token: 'made-up', password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, INVALID_LINK],
    ];
    for (const [body, message] of cases) expect((await reset(body).expect(400)).body.message).toBe(message);
    await reset({ token, password: '12345678', confirmPassword: '12345678' }).expect(400);
    await reset({ token, password: 'Eight-ch', confirmPassword: 'Eight-ch' }).expect(200);
    await signIn(user.email, 'Eight-ch').expect(200);
  });
});
