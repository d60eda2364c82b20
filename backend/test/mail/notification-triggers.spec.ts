import { OutboxWorker } from '../../src/mail/outbox.worker';
import { signup, wizard, jpeg, png } from '../auth/auth-fixtures';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { TestSmtpServer } from './smtp-test-server';

// Real PostgreSQL, argon2 hashing and SMTP round trips: slower than jest's default 5 s on a busy machine.
jest.setTimeout(60_000);

/** The product's own flows queue the emails the spec promises; the worker delivers them over SMTP. */
describe('emails sent by other modules', () => {
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

  async function deliver(): Promise<void> {
    await t.app.get(OutboxWorker).processOutbox();
  }

  it('welcomes a new advertiser after sign-up, at their sign-in email', async () => {
    const data = wizard({ full_name: 'Ruby Welcome' });
    await signup(t, data).expect(201);
    await deliver();
    const [mail] = smtp.mailsTo(data.email as string);
    expect(mail.subject).toBe('Welcome to Kiwi Companions');
    expect(mail.text).toContain('Hi Ruby Welcome,');
  });

  it('sends no welcome when the sign-up is refused', async () => {
    const taken = await createAdvertiser(t);
    const data = wizard({ username: taken.profile.username });
    await signup(t, data).expect(409);
    await deliver();
    expect(smtp.mailsTo(data.email as string)).toHaveLength(0);
  });

  async function pendingVerification() {
    const owner = await createAdvertiser(t, { fullName: 'Vera Fied' });
    await t.http().post('/api/verification').set(owner.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await png(), 'selfie.png').expect(201);
    return owner;
  }

  it('tells the advertiser when their verification is approved', async () => {
    const owner = await pendingVerification();
    const verifier = await createAdmin(t, { canVerifyProfiles: true });
    await t.http().post(`/api/admin/verifications/${owner.profile.id}/approve`).set(verifier.auth).expect(200);
    await deliver();
    const [mail] = smtp.mailsTo(owner.user.email);
    expect(mail.subject).toBe('Your Kiwi Companions profile is verified');
    expect(mail.text).toContain('Hi Vera Fied,');
  });

  it('tells the advertiser when their verification is rejected', async () => {
    const owner = await pendingVerification();
    const verifier = await createAdmin(t, { canVerifyProfiles: true });
    await t.http().post(`/api/admin/verifications/${owner.profile.id}/reject`).set(verifier.auth).expect(200);
    await deliver();
    const [mail] = smtp.mailsTo(owner.user.email);
    expect(mail.subject).toBe('Your Kiwi Companions verification was not approved');
  });
});
