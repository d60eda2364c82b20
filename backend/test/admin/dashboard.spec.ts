import { randomUUID } from 'node:crypto';
import { ContactMessage } from '../../src/messages/entities/contact-message.entity';
import { buyPlan, choosePlan } from '../billing/billing-helpers';
import { createAdmin, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

// The project's testTimeout is not applied under --selectProjects; booting an app on a busy machine can take longer than 5 s.
jest.setTimeout(60_000);

describe('admin dashboard counts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(() => t.close());

  async function message(threadId: string, isAdminReply: boolean, createdAt: string, isDeleted = false): Promise<void> {
    await t.db.getRepository(ContactMessage).save({
      threadId,
      name: 'Sam',
      email: 'sam@example.co.nz',
      phone: '021 555 0199',
      city: 'Wellington',
      message: isAdminReply ? 'Thanks, we will look into it.' : 'Hello, I have a question.',
      isAdminReply,
      isDeleted,
      createdAt: new Date(createdAt),
    } as ContactMessage);
  }

  it('counts non-deleted profiles, verified, premium, pending verification (and those past the 48-hour promise) and threads awaiting a reply', async () => {
    await createAdvertiser(t, { isVerified: true, subscriptionTier: 'premium' });
    await createAdvertiser(t, { isVerified: true, isActive: false });
    await createAdvertiser(t, { subscriptionTier: 'premium', verificationRequested: true, verificationSubmittedAt: new Date(Date.now() - 49 * 3_600_000) });
    await createAdvertiser(t, { verificationRequested: true, verificationSubmittedAt: new Date(Date.now() - 47 * 3_600_000) });
    await createAdvertiser(t, { subscriptionTier: 'basic' });
    await createAdvertiser(t, { isDeleted: true, isActive: false, isVerified: true, subscriptionTier: 'premium', verificationRequested: true });

    const awaiting = randomUUID();
    await message(awaiting, false, '2026-11-01T00:00:00Z');
    const replied = randomUUID();
    await message(replied, false, '2026-11-01T00:00:00Z');
    await message(replied, true, '2026-11-02T00:00:00Z');
    const followedUp = randomUUID();
    await message(followedUp, false, '2026-11-01T00:00:00Z');
    await message(followedUp, true, '2026-11-02T00:00:00Z');
    await message(followedUp, false, '2026-11-03T00:00:00Z');
    await message(randomUUID(), false, '2026-11-01T00:00:00Z', true);

    const admin = await createAdmin(t);
    const res = await t.http().get('/api/admin/dashboard').set(admin.auth).expect(200);
    expect(res.body).toEqual({ profiles: 5, verified: 2, premium: 2, pendingVerification: 2, overdueVerification: 1, newThreads: 2, unpaidInvoices: 0, pendingModeration: 0, openTakedowns: 0, overdueTakedowns: 0 });
  });

  it('counts unpaid invoices, overdue ones included, paid and void ones not', async () => {
    const admin = await createAdmin(t);
    const unpaid = await choosePlan(t, await createAdvertiser(t), 'basic');
    const overdue = await choosePlan(t, await createAdvertiser(t), 'premium');
    const voided = await choosePlan(t, await createAdvertiser(t), 'basic');
    await buyPlan(t, await createAdvertiser(t), 'basic', admin);
    await t.db.query(`UPDATE invoices SET status = 'overdue' WHERE id = $1`, [overdue.id]);
    await t.db.query(`UPDATE invoices SET status = 'void', voided_at = now(), void_reason = 'test' WHERE id = $1`, [voided.id]);
    expect(unpaid.status).toBe('unpaid');

    const res = await t.http().get('/api/admin/dashboard').set(admin.auth).expect(200);
    expect(res.body.unpaidInvoices).toBe(2);
  });

  it("refuses an account without an admin row: 403 'Not authorized to view dashboard'", async () => {
    const advertiser = await createAdvertiser(t);
    const res = await t.http().get('/api/admin/dashboard').set(advertiser.auth).expect(403);
    expect(res.body.message).toBe('Not authorized to view dashboard');
    await t.http().get('/api/admin/dashboard').expect(401);
  });

  it("keeps 'You do not have admin access' for the other admin routes", async () => {
    const advertiser = await createAdvertiser(t);
    const res = await t.http().get('/api/admin/me').set(advertiser.auth).expect(403);
    expect(res.body.message).toBe('You do not have admin access');
  });
});
