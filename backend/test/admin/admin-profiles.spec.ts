import { AuditLogEntry } from '../../src/audit/entities/audit-log-entry.entity';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { createAdmin, createAdvertiser, Admin, Advertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

// The project's testTimeout is not applied under --selectProjects; booting an app on a busy machine can take longer than 5 s.
jest.setTimeout(60_000);

function listQuery(params: { sort?: unknown; range?: unknown; filter?: unknown }): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)]));
}

describe('admin profiles resource (Escorts)', () => {
  let t: TestApp;
  let admin: Admin;
  let anna: Advertiser;
  let bella: Advertiser;
  let cara: Advertiser;
  let dana: Advertiser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    anna = await createAdvertiser(t, { username: 'annaKiwi', fullName: 'Anna Smith', subscriptionTier: 'premium', createdAt: new Date('2026-01-01T00:00:00Z') });
    bella = await createAdvertiser(t, { username: 'bella', fullName: 'Bella Jones', isVerified: true, createdAt: new Date('2026-02-01T00:00:00Z') });
    cara = await createAdvertiser(t, {
      username: 'cara',
      fullName: 'Cara Brown',
      email: 'cara.contact@Example.co.nz',
      verificationRequested: true,
      subscriptionTier: 'basic',
      createdAt: new Date('2026-03-01T00:00:00Z'),
    });
    dana = await createAdvertiser(t, { username: 'dana', fullName: 'Dana 100%', subscriptionTier: 'basic', isActive: false, createdAt: new Date('2026-04-01T00:00:00Z') });
    await createAdvertiser(t, { username: 'gone', fullName: 'Deleted One', isDeleted: true, isActive: false });
  });

  afterAll(() => t.close());

  it('lists non-deleted profiles newest first with a Content-Range header', async () => {
    const res = await t.http().get('/api/admin/profiles').set(admin.auth).expect(200);
    expect(res.body.map((p: { username: string }) => p.username)).toEqual(['dana', 'cara', 'bella', 'annaKiwi']);
    expect(res.headers['content-range']).toBe('profiles 0-3/4');
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
  });

  it('answers every field of the contract, with status labels in priority order', async () => {
    const res = await t.http().get('/api/admin/profiles').set(admin.auth).expect(200);
    const byName = Object.fromEntries(res.body.map((p: { username: string; status_label: string }) => [p.username, p.status_label]));
    expect(byName).toEqual({ annaKiwi: 'Premium', bella: 'Verified', cara: 'Pending', dana: 'Basic' });
    const item = res.body.find((p: { username: string }) => p.username === 'annaKiwi');
    expect(Object.keys(item).sort()).toEqual(
      [
        'id', 'user_id', 'username', 'full_name', 'email', 'location', 'age', 'height', 'weight', 'body_type', 'service_types',
        'services', 'rates_30min', 'rates_1hour', 'rates_2hour', 'rates_overnight', 'subscription_tier', 'subscription_expires_at',
        'is_verified', 'verification_requested', 'is_active', 'bio', 'created_at', 'status_label', 'photos_updated_at', 'withheld_for',
      ].sort(),
    );
    expect(item).toMatchObject({ id: anna.profile.id, user_id: anna.user.id, height: 168, service_types: ['GFE', 'Dinner Date'], rates_1hour: 250 });
    expect(typeof item.age).toBe('number');
    expect(item).not.toHaveProperty('birthdate');
  });

  it('gives a free profile that is neither verified nor pending no status label (spec §4 names four)', async () => {
    const free = await createAdvertiser(t, { username: 'freebie' });
    const res = await t.http().get(`/api/admin/profiles/${free.profile.id}`).set(admin.auth).expect(200);
    expect(res.body.status_label).toBeNull();
    await t.db.getRepository(Profile).update({ id: free.profile.id }, { isDeleted: true, isActive: false });
  });

  it('searches username, full name and email case-insensitively by substring', async () => {
    const search = async (q: string) => {
      const res = await t.http().get('/api/admin/profiles').query(listQuery({ filter: { q } })).set(admin.auth).expect(200);
      return res.body.map((p: { username: string }) => p.username).sort();
    };
    expect(await search('ANNAK')).toEqual(['annaKiwi']);
    expect(await search('jones')).toEqual(['bella']);
    expect(await search('CONTACT@example')).toEqual(['cara']);
    expect(await search('100%')).toEqual(['dana']);
    expect(await search('%')).toEqual(['dana']);
  });

  it('filters by is_active, is_verified and subscription_tier', async () => {
    const names = async (filter: object) => {
      const res = await t.http().get('/api/admin/profiles').query(listQuery({ filter })).set(admin.auth).expect(200);
      return { names: res.body.map((p: { username: string }) => p.username).sort(), range: res.headers['content-range'] };
    };
    expect(await names({ is_active: false })).toEqual({ names: ['dana'], range: 'profiles 0-0/1' });
    expect(await names({ is_verified: true })).toEqual({ names: ['bella'], range: 'profiles 0-0/1' });
    expect(await names({ subscription_tier: 'basic' })).toEqual({ names: ['cara', 'dana'], range: 'profiles 0-1/2' });
    expect(await names({ id: [anna.profile.id, cara.profile.id] })).toEqual({ names: ['annaKiwi', 'cara'], range: 'profiles 0-1/2' });
    expect(await names({ q: 'nobody-matches' })).toEqual({ names: [], range: 'profiles */0' });
  });

  it('sorts by a whitelisted field and pages with range', async () => {
    const res = await t.http().get('/api/admin/profiles').query(listQuery({ sort: ['username', 'ASC'], range: [1, 2] })).set(admin.auth).expect(200);
    expect(res.body.map((p: { username: string }) => p.username)).toEqual(['bella', 'cara']);
    expect(res.headers['content-range']).toBe('profiles 1-2/4');
    const oldest = await t.http().get('/api/admin/profiles').query(listQuery({ sort: ['created_at', 'ASC'] })).set(admin.auth).expect(200);
    expect(oldest.body.map((p: { username: string }) => p.username)).toEqual(['annaKiwi', 'bella', 'cara', 'dana']);
    const tiers = await t.http().get('/api/admin/profiles').query(listQuery({ sort: ['subscription_tier', 'DESC'] })).set(admin.auth).expect(200);
    expect(tiers.body[0].username).toBe('annaKiwi');
  });

  it.each([
    [{ sort: '["password_hash","ASC"]' }, 'Cannot sort by password_hash'],
    [{ sort: '["username","SIDEWAYS"]' }, 'Invalid sort parameter'],
    [{ sort: 'username' }, 'Invalid sort parameter'],
    [{ range: '[5,1]' }, 'Invalid range parameter'],
    [{ range: '[0' }, 'Invalid range parameter'],
    [{ filter: '{"password_hash":"x"}' }, 'Cannot filter by password_hash'],
    [{ filter: '{"is_active":"maybe"}' }, 'Invalid value for filter is_active'],
    [{ filter: '{"subscription_tier":"gold"}' }, 'Invalid value for filter subscription_tier'],
    [{ filter: '[1]' }, 'Invalid filter parameter'],
  ])('answers 400 for malformed list parameters %j', async (query, message) => {
    const res = await t.http().get('/api/admin/profiles').query(query).set(admin.auth).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
  });

  it('answers one profile, and 404 Profile not found for unknown, malformed or deleted ids', async () => {
    const res = await t.http().get(`/api/admin/profiles/${bella.profile.id}`).set(admin.auth).expect(200);
    expect(res.body.username).toBe('bella');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await t.http().get(`/api/admin/profiles/${id}`).set(admin.auth).expect(404);
      expect(missing.body.message).toBe('Profile not found');
    }
  });

  describe('pause and activate', () => {
    it('applies only is_active from the whole record react-admin sends, and answers the record', async () => {
      const current = (await t.http().get(`/api/admin/profiles/${bella.profile.id}`).set(admin.auth)).body;
      const res = await t
        .http()
        .put(`/api/admin/profiles/${bella.profile.id}`)
        .set(admin.auth)
        .send({ ...current, is_active: false, is_verified: false, username: 'hacked', subscription_tier: 'premium', user_id: admin.user.id })
        .expect(200);
      expect(res.body).toMatchObject({ id: bella.profile.id, is_active: false, is_verified: true, username: 'bella', subscription_tier: 'free' });
      const stored = await t.db.getRepository(Profile).findOneByOrFail({ id: bella.profile.id });
      expect(stored).toMatchObject({ isActive: false, isVerified: true, username: 'bella', subscriptionTier: 'free', userId: bella.user.id });
    });

    it('writes profile.pause and profile.activate to the audit log', async () => {
      await t.http().put(`/api/admin/profiles/${dana.profile.id}`).set(admin.auth).send({ is_active: true }).expect(200);
      await t.http().put(`/api/admin/profiles/${dana.profile.id}`).set(admin.auth).send({ is_active: false }).expect(200);
      const entries = await t.db.getRepository(AuditLogEntry).find({ where: { targetId: dana.profile.id }, order: { createdAt: 'ASC' } });
      expect(entries.map((e) => [e.action, e.adminUserId, e.adminEmail, e.targetType])).toEqual([
        ['profile.activate', admin.user.id, admin.user.email, 'profile'],
        ['profile.pause', admin.user.id, admin.user.email, 'profile'],
      ]);
    });

    it('refuses a body without a boolean is_active', async () => {
      const res = await t.http().put(`/api/admin/profiles/${dana.profile.id}`).set(admin.auth).send({ username: 'x' }).expect(400);
      expect(res.body.message).toBe('is_active must be true or false');
    });

    it('answers 404 Profile not found for an unknown profile', async () => {
      const res = await t.http().put('/api/admin/profiles/00000000-0000-4000-8000-000000000000').set(admin.auth).send({ is_active: true }).expect(404);
      expect(res.body.message).toBe('Profile not found');
    });
  });

  describe('verify from the Profile Details modal', () => {
    it('verifies a profile, clears its request and audits it', async () => {
      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      const res = await t.http().post(`/api/admin/profiles/${cara.profile.id}/verify`).set(verifier.auth).expect(200);
      expect(res.body.message).toBe('Profile verified successfully!');
      expect(res.body.profile).toMatchObject({ id: cara.profile.id, is_verified: true, verification_requested: false, status_label: 'Verified' });
      const entry = await t.db.getRepository(AuditLogEntry).findOneByOrFail({ targetId: cara.profile.id, action: 'profile.verify' });
      expect(entry.adminUserId).toBe(verifier.user.id);
    });

    it("reports 'Profile is already verified!' for a verified profile", async () => {
      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      const res = await t.http().post(`/api/admin/profiles/${bella.profile.id}/verify`).set(verifier.auth).expect(200);
      expect(res.body.message).toBe('Profile is already verified!');
      expect(res.body.profile.is_verified).toBe(true);
    });

    it("answers 404 'Profile not found' for an unknown profile", async () => {
      const verifier = await createAdmin(t, { canVerifyProfiles: true });
      const res = await t.http().post('/api/admin/profiles/00000000-0000-4000-8000-000000000000/verify').set(verifier.auth).expect(404);
      expect(res.body.message).toBe('Profile not found');
    });

    it('refuses an admin without can_verify_profiles and changes nothing', async () => {
      const plain = await createAdmin(t);
      const res = await t.http().post(`/api/admin/profiles/${dana.profile.id}/verify`).set(plain.auth).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this');
      expect((await t.db.getRepository(Profile).findOneByOrFail({ id: dana.profile.id })).isVerified).toBe(false);
    });

    it('lets a superadmin verify', async () => {
      const superadmin = await createAdmin(t, { isSuperadmin: true });
      const res = await t.http().post(`/api/admin/profiles/${dana.profile.id}/verify`).set(superadmin.auth).expect(200);
      expect(res.body.message).toBe('Profile verified successfully!');
    });
  });

  describe('access', () => {
    it("refuses a signed-in advertiser with 403 'You do not have admin access'", async () => {
      for (const request of [
        t.http().get('/api/admin/profiles'),
        t.http().get(`/api/admin/profiles/${anna.profile.id}`),
        t.http().put(`/api/admin/profiles/${anna.profile.id}`).send({ is_active: false }),
        t.http().post(`/api/admin/profiles/${anna.profile.id}/verify`),
      ]) {
        const res = await request.set(anna.auth).expect(403);
        expect(res.body.message).toBe('You do not have admin access');
      }
    });

    it('refuses a visitor with 401', async () => {
      await t.http().get('/api/admin/profiles').expect(401);
    });
  });
});
