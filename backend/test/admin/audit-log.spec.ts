import { randomUUID } from 'node:crypto';
import { AuditService } from '../../src/audit/audit.service';
import { ContactMessage } from '../../src/messages/entities/contact-message.entity';
import { createAdmin, createAdvertiser, Admin } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

// The project's testTimeout is not applied under --selectProjects; booting an app on a busy machine can take longer than 5 s.
jest.setTimeout(60_000);

const q = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));

describe('audit-log resource (superadmin only, read-only)', () => {
  let t: TestApp;
  let root: Admin;
  let verifier: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    root = await createAdmin(t, { isSuperadmin: true });
    verifier = await createAdmin(t, { canVerifyProfiles: true });
    const target = await createAdvertiser(t, { username: 'audited', verificationRequested: true });
    // Real admin actions write the entries.
    await t.http().post(`/api/admin/profiles/${target.profile.id}/verify`).set(verifier.auth).expect(200);
    await t.http().put(`/api/admin/profiles/${target.profile.id}`).set(verifier.auth).send({ is_active: false }).expect(200);
    await t.http().put(`/api/admin/admins/${verifier.admin.id}`).set(root.auth).send({ can_verify_profiles: false }).expect(200);
  });

  afterAll(() => t.close());

  it('lists who did what to which target and when, newest first, with a Content-Range', async () => {
    const res = await t.http().get('/api/admin/audit-log').set(root.auth).expect(200);
    expect(res.headers['content-range']).toBe('audit-log 0-2/3');
    expect(res.body.map((e: { action: string }) => e.action)).toEqual(['admin.update', 'profile.pause', 'profile.verify']);
    expect(res.body[2]).toEqual({
      id: expect.any(String),
      admin_user_id: verifier.user.id,
      admin_email: verifier.user.email,
      action: 'profile.verify',
      target_type: 'profile',
      target_id: expect.any(String),
      details: { username: 'audited', via: 'verification' },
      created_at: expect.any(String),
    });
    const one = await t.http().get(`/api/admin/audit-log/${res.body[0].id}`).set(root.auth).expect(200);
    expect(one.body).toEqual(res.body[0]);
  });

  it('filters by action, admin, target and time, sorts and pages', async () => {
    const actions = async (params: Record<string, unknown>) =>
      (await t.http().get('/api/admin/audit-log').query(q(params)).set(root.auth).expect(200)).body.map((e: { action: string }) => e.action);
    expect(await actions({ filter: { action: 'profile.pause' } })).toEqual(['profile.pause']);
    expect(await actions({ filter: { admin_user_id: root.user.id } })).toEqual(['admin.update']);
    expect(await actions({ filter: { target_type: 'profile' }, sort: ['created_at', 'ASC'] })).toEqual(['profile.verify', 'profile.pause']);
    expect(await actions({ filter: { created_at_gte: new Date(Date.now() + 60_000).toISOString() } })).toEqual([]);
    expect(await actions({ sort: ['action', 'ASC'], range: [0, 0] })).toEqual(['admin.update']);
    const bad = await t.http().get('/api/admin/audit-log').query(q({ filter: { action: 'profile.delete' } })).set(root.auth).expect(400);
    expect(bad.body.message).toBe('Invalid value for filter action');
  });

  it('keeps who acted after their admin row is removed', async () => {
    await t.http().delete(`/api/admin/admins/${verifier.admin.id}`).set(root.auth).expect(200);
    const res = await t.http().get('/api/admin/audit-log').query(q({ filter: { action: 'profile.verify' } })).set(root.auth).expect(200);
    expect(res.body[0].admin_email).toBe(verifier.user.email);
  });

  it('records entries for other modules through AuditService.record', async () => {
    await t.app.get(AuditService).record(root.user.id, 'user.password_set', 'user', verifier.user.id);
    const res = await t.http().get('/api/admin/audit-log').query(q({ filter: { target_id: verifier.user.id } })).set(root.auth).expect(200);
    expect(res.body).toEqual([expect.objectContaining({ action: 'user.password_set', target_type: 'user', admin_email: root.user.email, details: {} })]);
  });

  it("records the other modules' admin actions: password set, verification approve and reject, thread reply and delete", async () => {
    const owner = await createAdvertiser(t, { verificationRequested: true, verificationSubmittedAt: new Date() });
    const other = await createAdvertiser(t, { verificationRequested: true, verificationSubmittedAt: new Date() });
    await t.http().post(`/api/admin/users/${owner.user.id}/password`).set(root.auth).send({ password: 'brandnew1' }).expect(200);
    await t.http().post(`/api/admin/verifications/${owner.profile.id}/approve`).set(root.auth).expect(200);
    await t.http().post(`/api/admin/verifications/${other.profile.id}/reject`).set(root.auth).send({ reason: 'expired' }).expect(200);
    const threadId = randomUUID();
    await t.db.getRepository(ContactMessage).save({ threadId, name: 'Sam', email: 'sam@example.co.nz', phone: '021 555 0199', city: 'Hamilton', message: 'Hi there' } as ContactMessage);
    await t.http().post(`/api/admin/threads/${threadId}/reply`).set(root.auth).send({ message: 'Hello Sam' }).expect((res) => expect(res.status).toBeLessThan(300));
    await t.http().delete(`/api/admin/threads/${threadId}`).set(root.auth).expect(200);

    const res = await t.http().get('/api/admin/audit-log').query(q({ filter: { admin_user_id: root.user.id }, sort: ['created_at', 'ASC'] })).set(root.auth).expect(200);
    const entries = res.body.map((e: { action: string; target_id: string }) => [e.action, e.target_id]);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['user.password_set', owner.user.id],
        ['profile.verify', owner.profile.id],
        ['profile.reject', other.profile.id],
        ['thread.reply', threadId],
        ['thread.delete', threadId],
      ]),
    );
  });

  it("answers 404 'Audit entry not found'", async () => {
    const res = await t.http().get('/api/admin/audit-log/00000000-0000-4000-8000-000000000000').set(root.auth).expect(404);
    expect(res.body.message).toBe('Audit entry not found');
  });

  it("refuses admins without is_superadmin (403 'You do not have permission to do this') and advertisers", async () => {
    const plain = await createAdmin(t, { canVerifyProfiles: true });
    expect((await t.http().get('/api/admin/audit-log').set(plain.auth).expect(403)).body.message).toBe('You do not have permission to do this');
    const advertiser = await createAdvertiser(t);
    expect((await t.http().get('/api/admin/audit-log').set(advertiser.auth).expect(403)).body.message).toBe('You do not have admin access');
  });

  it('is read-only', async () => {
    await t.http().post('/api/admin/audit-log').set(root.auth).send({ action: 'x' }).expect(404);
    await t.http().delete('/api/admin/audit-log/00000000-0000-4000-8000-000000000000').set(root.auth).expect(404);
  });
});
