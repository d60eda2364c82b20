import * as argon2 from 'argon2';
import { AdminUser } from '../../src/auth/entities/admin-user.entity';
import { User } from '../../src/auth/entities/user.entity';
import { AuditLogEntry } from '../../src/audit/entities/audit-log-entry.entity';
import { createAdmin, createAdvertiser, createUser, Admin } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

// The project's testTimeout is not applied under --selectProjects; booting an app on a busy machine can take longer than 5 s.
jest.setTimeout(60_000);

const q = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));

describe('admins resource (Settings, superadmin only)', () => {
  let t: TestApp;
  let root: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    root = await createAdmin(t, { isSuperadmin: true, canVerifyProfiles: true });
  });

  afterAll(() => t.close());

  it('lists admins oldest first with their account email, and a Content-Range', async () => {
    const verifier = await createAdmin(t, { canVerifyProfiles: true });
    const res = await t.http().get('/api/admin/admins').set(root.auth).expect(200);
    expect(res.headers['content-range']).toBe('admins 0-1/2');
    expect(res.body).toEqual([
      { id: root.admin.id, user_id: root.user.id, email: root.user.email, can_verify_profiles: true, is_superadmin: true, two_factor_enabled: true, created_at: expect.any(String) },
      { id: verifier.admin.id, user_id: verifier.user.id, email: verifier.user.email, can_verify_profiles: true, is_superadmin: false, two_factor_enabled: true, created_at: expect.any(String) },
    ]);
    const supers = await t.http().get('/api/admin/admins').query(q({ filter: { is_superadmin: true } })).set(root.auth).expect(200);
    expect(supers.body.map((a: { id: string }) => a.id)).toEqual([root.admin.id]);
    const search = await t.http().get('/api/admin/admins').query(q({ filter: { q: verifier.user.email.toUpperCase() } })).set(root.auth).expect(200);
    expect(search.body.map((a: { id: string }) => a.id)).toEqual([verifier.admin.id]);
    const sorted = await t.http().get('/api/admin/admins').query(q({ sort: ['is_superadmin', 'ASC'], range: [0, 0] })).set(root.auth).expect(200);
    expect(sorted.body.map((a: { id: string }) => a.id)).toEqual([verifier.admin.id]);
    expect(sorted.headers['content-range']).toBe('admins 0-0/2');
    await t.db.getRepository(AdminUser).delete({ id: verifier.admin.id });
  });

  describe('adding an admin', () => {
    it('promotes an existing account by email, and audits it', async () => {
      const user = await createUser(t, 'staff.member@example.co.nz');
      const res = await t.http().post('/api/admin/admins').set(root.auth).send({ email: 'Staff.Member@EXAMPLE.co.nz', can_verify_profiles: true }).expect(201);
      expect(res.body).toMatchObject({ user_id: user.id, email: 'staff.member@example.co.nz', can_verify_profiles: true, is_superadmin: false });
      const entry = await t.db.getRepository(AuditLogEntry).findOneByOrFail({ action: 'admin.create', targetId: res.body.id });
      expect(entry).toMatchObject({ adminUserId: root.user.id, targetType: 'admin', details: { email: 'staff.member@example.co.nz', new_account: false } });
    });

    it('creates a new account when a password is given, and the password works', async () => {
      const res = await t.http().post('/api/admin/admins').set(root.auth).send({ email: 'new.admin@example.co.nz', password: ' Desk-Hunter-22 ' }).expect(201);
      expect(res.body).toMatchObject({ email: 'new.admin@example.co.nz', can_verify_profiles: false, is_superadmin: false });
      const user = await t.db.getRepository(User).findOneByOrFail({ id: res.body.user_id });
      expect(await argon2.verify(user.passwordHash, 'Desk-Hunter-22')).toBe(true);
    });

    it.each([
      [{ email: 'not-an-email' }, 400, 'Please enter a valid email address'],
      [{ email: 'someone@example.co.nz', password: '12345' }, 400, 'Password must be at least 8 characters'],
      [{ email: 'nobody.yet@example.co.nz' }, 404, 'No account exists with this email'],
      [{ email: 'new.admin@example.co.nz' }, 409, 'This user is already an admin'],
      [{ email: 'new.admin@example.co.nz', password: 'Another-Desk-2026' }, 409, 'An account with this email already exists'],
      [{ email: 'x@example.co.nz', is_superadmin: 'yes' }, 400, 'is_superadmin must be true or false'],
    ])('refuses %j with %i', async (body, status, message) => {
      const res = await t.http().post('/api/admin/admins').set(root.auth).send(body).expect(status);
      expect(res.body.message).toBe(message);
    });
  });

  describe('changing flags', () => {
    it('applies only the two flags from the whole record, and audits before and after', async () => {
      const other = await createAdmin(t);
      const res = await t
        .http()
        .put(`/api/admin/admins/${other.admin.id}`)
        .set(root.auth)
        .send({ id: other.admin.id, user_id: root.user.id, email: 'changed@example.co.nz', can_verify_profiles: true, is_superadmin: true })
        .expect(200);
      expect(res.body).toMatchObject({ id: other.admin.id, user_id: other.user.id, email: other.user.email, can_verify_profiles: true, is_superadmin: true });
      const entry = await t.db.getRepository(AuditLogEntry).findOneByOrFail({ action: 'admin.update', targetId: other.admin.id });
      expect(entry.details).toEqual({
        email: other.user.email,
        before: { can_verify_profiles: false, is_superadmin: false },
        after: { can_verify_profiles: true, is_superadmin: true },
      });
      // The guard reads flags on every request, so the promotion applies at once.
      await t.http().get('/api/admin/admins').set(other.auth).expect(200);
      await t.http().put(`/api/admin/admins/${other.admin.id}`).set(root.auth).send({ is_superadmin: false }).expect(200);
      expect((await t.http().get('/api/admin/admins').set(other.auth).expect(403)).body.message).toBe('You do not have permission to do this');
    });

    it("never demotes the last superadmin: 409 'There must be at least one superadmin'", async () => {
      const res = await t.http().put(`/api/admin/admins/${root.admin.id}`).set(root.auth).send({ is_superadmin: false }).expect(409);
      expect(res.body.message).toBe('There must be at least one superadmin');
      expect((await t.db.getRepository(AdminUser).findOneByOrFail({ id: root.admin.id })).isSuperadmin).toBe(true);
    });

    it("answers 404 'Admin not found'", async () => {
      const res = await t.http().put('/api/admin/admins/00000000-0000-4000-8000-000000000000').set(root.auth).send({ is_superadmin: true }).expect(404);
      expect(res.body.message).toBe('Admin not found');
      expect((await t.http().get('/api/admin/admins/nope').set(root.auth).expect(404)).body.message).toBe('Admin not found');
    });
  });

  describe('removing an admin', () => {
    it('removes the admin row, keeps the account, answers the removed record and audits it', async () => {
      const other = await createAdmin(t, { canVerifyProfiles: true });
      const res = await t.http().delete(`/api/admin/admins/${other.admin.id}`).set(root.auth).expect(200);
      expect(res.body).toMatchObject({ id: other.admin.id, email: other.user.email, can_verify_profiles: true });
      expect(await t.db.getRepository(AdminUser).countBy({ id: other.admin.id })).toBe(0);
      expect(await t.db.getRepository(User).countBy({ id: other.user.id })).toBe(1);
      expect(await t.db.getRepository(AuditLogEntry).countBy({ action: 'admin.delete', targetId: other.admin.id })).toBe(1);
      expect((await t.http().get('/api/admin/profiles').set(other.auth).expect(403)).body.message).toBe('You do not have admin access');
    });

    it("refuses to remove yourself: 400 'You cannot remove your own admin access'", async () => {
      const res = await t.http().delete(`/api/admin/admins/${root.admin.id}`).set(root.auth).expect(400);
      expect(res.body.message).toBe('You cannot remove your own admin access');
    });

    it('lets a superadmin remove another superadmin, after which the one left can no longer be demoted', async () => {
      const second = await createAdmin(t, { isSuperadmin: true });
      const res = await t.http().delete(`/api/admin/admins/${second.admin.id}`).set(root.auth).expect(200);
      expect(res.body).toMatchObject({ id: second.admin.id, is_superadmin: true });
      const last = await t.http().put(`/api/admin/admins/${root.admin.id}`).set(root.auth).send({ is_superadmin: false }).expect(409);
      expect(last.body.message).toBe('There must be at least one superadmin');
    });
  });

  describe('access', () => {
    it("refuses admins without is_superadmin: 403 'You do not have permission to do this'", async () => {
      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      for (const request of [
        t.http().get('/api/admin/admins'),
        t.http().post('/api/admin/admins').send({ email: verifier.user.email }),
        t.http().put(`/api/admin/admins/${verifier.admin.id}`).send({ is_superadmin: true }),
        t.http().delete(`/api/admin/admins/${root.admin.id}`),
      ]) {
        expect((await request.set(verifier.auth).expect(403)).body.message).toBe('You do not have permission to do this');
      }
      expect((await t.db.getRepository(AdminUser).findOneByOrFail({ id: verifier.admin.id })).isSuperadmin).toBe(false);
    });

    it("refuses advertisers: 403 'You do not have admin access'", async () => {
      const advertiser = await createAdvertiser(t);
      expect((await t.http().get('/api/admin/admins').set(advertiser.auth).expect(403)).body.message).toBe('You do not have admin access');
    });
  });
});
