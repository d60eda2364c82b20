import { AuditLogEntry } from '../../src/audit/entities/audit-log-entry.entity';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { ProfileReport } from '../../src/reports/entities/profile-report.entity';
import { createAdmin, createAdvertiser, Admin, Advertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

// The project's testTimeout is not applied under --selectProjects; booting an app on a busy machine can take longer than 5 s.
jest.setTimeout(60_000);

const q = (params: Record<string, unknown>) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)]));
let ipCounter = 0;
/** Each case reports from its own address (the app trusts X-Forwarded-For from loopback), so the rate limit stays per test. */
const freshIp = () => `203.0.113.${++ipCounter}`;

describe('profile reports', () => {
  let t: TestApp;
  let admin: Admin;
  let target: Advertiser;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    target = await createAdvertiser(t, { username: 'reportedOne', fullName: 'Reported One' });
  });

  afterAll(() => t.close());

  function report(username: string, body: object, ip = freshIp()) {
    return t.http().post(`/api/profiles/${username}/report`).set('X-Forwarded-For', ip).send(body);
  }

  describe('a visitor reports a profile', () => {
    it('stores the report as open, without the IP address, and thanks the visitor', async () => {
      const res = await report('REPORTEDONE', { reason: 'fake_photos', details: '  These photos are from a stock site.  ' }).expect(201);
      expect(res.body).toEqual({ message: 'Thank you. Your report has been sent to our team.' });
      const stored = await t.db.getRepository(ProfileReport).findOneByOrFail({ profileId: target.profile.id, reason: 'fake_photos' });
      expect(stored).toMatchObject({ status: 'open', details: 'These photos are from a stock site.', resolvedAt: null, resolvedBy: null });
      expect(stored.reporterIpHash).not.toContain('203.0.113');
    });

    it('accepts a report without details', async () => {
      await report(target.profile.username, { reason: 'other' }).expect(201);
    });

    it("answers 404 'Profile not found' for an unknown, deleted or paused profile alike", async () => {
      const unknown = await report('nobody-here', { reason: 'other' }).expect(404);
      const deleted = await createAdvertiser(t, { isDeleted: true, isActive: false });
      const paused = await createAdvertiser(t, { isActive: false });
      for (const username of [deleted.profile.username, paused.profile.username]) {
        expect((await report(username, { reason: 'other' }).expect(404)).body).toEqual(unknown.body);
      }
    });

    it.each([
      ['no reason', {}, 'Please choose a reason for your report'],
      ['an unknown reason', { reason: 'boring' }, 'Please choose a reason for your report'],
      ['2001 characters of details', { reason: 'under_18', details: 'x'.repeat(2001) }, 'Details must be 2000 characters or fewer'],
      ['details that are not text', { reason: 'under_18', details: 42 }, 'Details must be 2000 characters or fewer'],
    ])('refuses %s with a 400', async (_label, body, message) => {
      const res = await report(target.profile.username, body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message, error: 'Bad Request' });
    });

    it("limits each IP address to 5 reports an hour with 429 'Too many reports. Please try again later.' and Retry-After", async () => {
      const ip = freshIp();
      const results = await Promise.all(Array.from({ length: 7 }, () => report(target.profile.username, { reason: 'other' }, ip)));
      expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const refused = results.find((r) => r.status === 429)!;
      expect(refused.body.message).toBe('Too many reports. Please try again later.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      await report(target.profile.username, { reason: 'other' }, freshIp()).expect(201);
    });
  });

  describe('admins resolve reports', () => {
    let other: Advertiser;
    let openOld: string;
    let openNew: string;
    let dismissed: string;

    beforeAll(async () => {
      await t.db.query('DELETE FROM profile_reports');
      other = await createAdvertiser(t, { username: 'secondTarget' });
      const save = (fields: Partial<ProfileReport>) =>
        t.db.getRepository(ProfileReport).save({ profileId: target.profile.id, reason: 'other', reporterIpHash: 'h', ...fields } as ProfileReport);
      openOld = (await save({ reason: 'under_18', createdAt: new Date('2026-10-01T00:00:00Z') })).id;
      dismissed = (await save({ status: 'dismissed', resolvedAt: new Date(), resolvedBy: admin.user.id, createdAt: new Date('2026-11-20T00:00:00Z') })).id;
      openNew = (await save({ profileId: other.profile.id, reason: 'unsafe_content', details: 'Illegal offer', createdAt: new Date('2026-11-01T00:00:00Z') })).id;
    });

    it('lists open reports first, newest first, with the profile and resolver, and a Content-Range', async () => {
      const res = await t.http().get('/api/admin/reports').set(admin.auth).expect(200);
      expect(res.body.map((r: { id: string }) => r.id)).toEqual([openNew, openOld, dismissed]);
      expect(res.headers['content-range']).toBe('reports 0-2/3');
      expect(res.body[0]).toEqual({
        id: openNew,
        profile_id: other.profile.id,
        profile_username: 'secondTarget',
        profile_full_name: other.profile.fullName,
        profile_is_active: true,
        reason: 'unsafe_content',
        details: 'Illegal offer',
        status: 'open',
        created_at: '2026-11-01T00:00:00.000Z',
        resolved_at: null,
        resolved_by: null,
        resolved_by_email: null,
      });
      expect(res.body[2]).toMatchObject({ status: 'dismissed', resolved_by: admin.user.id, resolved_by_email: admin.user.email });
    });

    it('filters by status, reason and profile, sorts and pages', async () => {
      const ids = async (params: Record<string, unknown>) =>
        (await t.http().get('/api/admin/reports').query(q(params)).set(admin.auth).expect(200)).body.map((r: { id: string }) => r.id);
      expect(await ids({ filter: { status: 'open' } })).toEqual([openNew, openOld]);
      expect(await ids({ filter: { reason: 'under_18' } })).toEqual([openOld]);
      expect(await ids({ filter: { profile_id: other.profile.id } })).toEqual([openNew]);
      expect(await ids({ sort: ['created_at', 'ASC'] })).toEqual([openOld, openNew, dismissed]);
      expect(await ids({ sort: ['queue', 'DESC'] })).toEqual([dismissed, openOld, openNew]);
      const page = await t.http().get('/api/admin/reports').query(q({ range: [1, 1] })).set(admin.auth).expect(200);
      expect(page.headers['content-range']).toBe('reports 1-1/3');
      const bad = await t.http().get('/api/admin/reports').query(q({ filter: { status: 'closed' } })).set(admin.auth).expect(400);
      expect(bad.body.message).toBe('Invalid value for filter status');
    });

    it('pauses the profile, records who resolved the report and when, and audits it', async () => {
      const res = await t.http().post(`/api/admin/reports/${openNew}/pause-profile`).set(admin.auth).expect(200);
      expect(res.body.message).toBe('Profile paused and report resolved');
      expect(res.body.report).toMatchObject({ id: openNew, status: 'profile_paused', profile_is_active: false, resolved_by: admin.user.id, resolved_by_email: admin.user.email });
      expect(Date.now() - Date.parse(res.body.report.resolved_at)).toBeLessThan(60_000);
      expect((await t.db.getRepository(Profile).findOneByOrFail({ id: other.profile.id })).isActive).toBe(false);
      const entry = await t.db.getRepository(AuditLogEntry).findOneByOrFail({ targetId: openNew });
      expect(entry).toMatchObject({ action: 'report.pause_profile', targetType: 'report', adminUserId: admin.user.id, details: { profile_id: other.profile.id } });
    });

    it('dismisses a report, leaving the profile as it was', async () => {
      const res = await t.http().post(`/api/admin/reports/${openOld}/dismiss`).set(admin.auth).expect(200);
      expect(res.body).toMatchObject({ message: 'Report dismissed', report: { status: 'dismissed', resolved_by: admin.user.id, profile_is_active: true } });
      expect((await t.db.getRepository(Profile).findOneByOrFail({ id: target.profile.id })).isActive).toBe(true);
      expect(await t.db.getRepository(AuditLogEntry).countBy({ targetId: openOld, action: 'report.dismiss' })).toBe(1);
    });

    it("answers 409 'This report has already been resolved' and keeps the first resolution", async () => {
      const res = await t.http().post(`/api/admin/reports/${openOld}/pause-profile`).set(admin.auth).expect(409);
      expect(res.body.message).toBe('This report has already been resolved');
      expect((await t.db.getRepository(ProfileReport).findOneByOrFail({ id: openOld })).status).toBe('dismissed');
    });

    it("answers 404 'Report not found'", async () => {
      for (const request of [
        t.http().get('/api/admin/reports/00000000-0000-4000-8000-000000000000'),
        t.http().post('/api/admin/reports/not-a-uuid/dismiss'),
      ]) {
        expect((await request.set(admin.auth).expect(404)).body.message).toBe('Report not found');
      }
    });

    it("refuses non-admins with 403 'You do not have admin access'", async () => {
      const res = await t.http().post(`/api/admin/reports/${openOld}/dismiss`).set(target.auth).expect(403);
      expect(res.body.message).toBe('You do not have admin access');
      await t.http().get('/api/admin/reports').expect(401);
    });
  });
});
