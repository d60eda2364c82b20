import { OutboxWorker } from '../../src/mail/outbox.worker';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { PlanExpiryJob } from '../../src/subscriptions/plan-expiry.job';
import { signup, wizard, jpeg, png } from '../auth/auth-fixtures';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { TestSmtpServer } from './smtp-test-server';

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

  it('tells the advertiser when their verification is rejected, why, and how to try again', async () => {
    const owner = await pendingVerification();
    const verifier = await createAdmin(t, { canVerifyProfiles: true });
    await t.http().post(`/api/admin/verifications/${owner.profile.id}/reject`).set(verifier.auth).send({ reason: 'expired', note: 'The licence ran out in March.' }).expect(200);
    await deliver();
    const [mail] = smtp.mailsTo(owner.user.email);
    expect(mail.subject).toBe('Your Kiwi Companions verification was not approved');
    expect(mail.text).toContain('Your ID has expired');
    expect(mail.text).toContain('The licence ran out in March.');
    expect(mail.text).toContain('To try again, open Account Information on your profile');
  });

  it('warns once when a plan ends within 3 days, however often the daily job runs', async () => {
    const owner = await createAdvertiser(t, { fullName: 'Kim Soon', subscriptionTier: 'premium', subscriptionExpiresAt: new Date(Date.now() + 2.5 * 86_400_000) });
    const later = await createAdvertiser(t, { subscriptionTier: 'basic', subscriptionExpiresAt: new Date(Date.now() + 10 * 86_400_000) });
    await t.app.get(PlanExpiryJob).run();
    await t.app.get(PlanExpiryJob).run();
    await deliver();
    const mails = smtp.mailsTo(owner.user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Your Premium plan expires in 3 days');
    expect(mails[0].text).toContain('Hi Kim Soon,');
    expect(smtp.mailsTo(later.user.email)).toHaveLength(0);
  });

  it('tells the owner when the daily job returns their expired plan to Free', async () => {
    const owner = await createAdvertiser(t, { fullName: 'Kim Gone', subscriptionTier: 'basic', subscriptionExpiresAt: new Date(Date.now() - 60_000) });
    expect(await t.app.get(PlanExpiryJob).run()).toBeGreaterThanOrEqual(1);
    await t.app.get(PlanExpiryJob).run();
    await deliver();
    const mails = smtp.mailsTo(owner.user.email);
    expect(mails.map((m) => m.subject)).toEqual(['Your Basic plan has expired']);
    expect((await t.db.getRepository(Profile).findOneByOrFail({ id: owner.profile.id })).subscriptionTier).toBe('free');
  });
});
