import sharp from 'sharp';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { DocumentRetentionJob } from '../../src/verification/document-retention.job';
import { VerificationDecision } from '../../src/verification/entities/verification-decision.entity';
import { VerificationDocument } from '../../src/verification/entities/verification-document.entity';
import { jpeg, png } from '../fixtures/images';
import { Advertiser, createAdmin, createAdvertiser } from '../factories/users.factory';
import { storedFiles } from '../photos/photo-files';
import { resetRateLimits } from '../auth/auth-fixtures';
import { createTestApp, TestApp } from '../test-app';

describe('admin verification queue', () => {
  let t: TestApp;
  let verifier: Awaited<ReturnType<typeof createAdmin>>;

  beforeAll(async () => {
    t = await createTestApp();
    verifier = await createAdmin(t, { canVerifyProfiles: true });
  });

  afterAll(() => t.close());


  // Every case uploads from the same address; the per-address limit has its own test.

  beforeEach(() => resetRateLimits(t));

  afterEach(() => jest.restoreAllMocks());

  async function submitted(submittedAt: string, overrides: Partial<Profile> = {}): Promise<Advertiser & { id: Buffer; selfie: Buffer }> {
    const owner = await createAdvertiser(t, overrides);
    const id = await jpeg(120, 80);
    const selfie = await png(90, 120);
    await t.http().post('/api/verification').set(owner.auth).attach('id', id, 'id.jpg').attach('selfie', selfie, 'selfie.png').expect(201);
    await t.db.getRepository(Profile).update({ id: owner.profile.id }, { verificationSubmittedAt: new Date(submittedAt) });
    return { ...owner, id, selfie };
  }

  const documents = (userId: string) => t.db.getRepository(VerificationDocument).find({ where: { userId } });
  const filesOf = (userId: string) => storedFiles(t, 'verification-docs').filter((file) => file.startsWith(`${userId}/`));
  const queue = (query = '') => t.http().get(`/api/admin/verifications${query}`).set(verifier.auth);

  describe('access', () => {
    it('refuses visitors', async () => {
      const res = await t.http().get('/api/admin/verifications').expect(401);
      expect(res.body.message).toBe('Not authenticated');
    });

    it('refuses an advertiser', async () => {
      const owner = await createAdvertiser(t);
      const res = await t.http().get('/api/admin/verifications').set(owner.auth).expect(403);
      expect(res.body.message).toBe('You do not have admin access');
    });

    it.each([
      ['GET', ''],
      ['POST', '/00000000-0000-4000-8000-000000000000/approve'],
      ['POST', '/00000000-0000-4000-8000-000000000000/reject'],
      ['GET', '/00000000-0000-4000-8000-000000000000/documents/00000000-0000-4000-8000-000000000001'],
    ])('refuses an admin without can_verify_profiles: %s %s', async (method, path) => {
      const admin = await createAdmin(t, { canVerifyProfiles: false });
      const url = `/api/admin/verifications${path}`;
      const res = await (method === 'GET' ? t.http().get(url) : t.http().post(url)).set(admin.auth).expect(403);
      expect(res.body.message).toBe('You do not have permission to do this');
    });
  });

  describe('the queue', () => {
    let older: Awaited<ReturnType<typeof submitted>>;
    let newer: Awaited<ReturnType<typeof submitted>>;

    beforeAll(async () => {
      older = await submitted('2026-03-01T10:00:00Z');
      newer = await submitted('2026-03-02T10:00:00Z');
      await createAdvertiser(t, { verificationRequested: true, isVerified: true, verificationSubmittedAt: new Date('2026-03-03T10:00:00Z') });
    });

    it('lists pending, unverified requests, newest submission first, as a simple-rest list', async () => {
      const res = await queue().expect(200);
      const ours = res.body.filter((item: { id: string }) => [older.profile.id, newer.profile.id].includes(item.id));
      expect(ours.map((item: { id: string }) => item.id)).toEqual([newer.profile.id, older.profile.id]);
      expect(res.headers['content-range']).toBe(`verifications 0-${res.body.length - 1}/${res.body.length}`);
      expect(ours[0]).toEqual({
        id: newer.profile.id,
        user_id: newer.user.id,
        username: newer.profile.username,
        full_name: newer.profile.fullName,
        verification_submitted_at: '2026-03-02T10:00:00.000Z',
        documents: [
          { id: expect.any(String), file_type: 'id', url: expect.stringMatching(new RegExp(`^/api/admin/verifications/${newer.profile.id}/documents/[0-9a-f-]{36}\\?expires=\\d+&signature=[\\w-]{43}$`)) },
          { id: expect.any(String), file_type: 'selfie', url: expect.stringMatching(new RegExp(`^/api/admin/verifications/${newer.profile.id}/documents/`)) },
        ],
        subscription_tier: 'free',
        paid_plan: false,
        age_seconds: expect.any(Number),
        due_at: '2026-03-04T10:00:00.000Z',
        seconds_left: expect.any(Number),
        overdue: true,
      });
    });

    it('works on the clock with sort=queue: paid plans first, each oldest first, with its age and the 48-hour promise', async () => {
      const hour = 3_600_000;
      const at = (hoursAgo: number) => new Date(Date.now() - hoursAgo * hour).toISOString();
      const freeOld = await submitted(at(60));
      const paidNew = await submitted(at(2), { subscriptionTier: 'basic' });
      const paidOld = await submitted(at(50), { subscriptionTier: 'premium' });
      const freeNew = await submitted(at(1));
      const ours = [freeOld, paidNew, paidOld, freeNew].map((owner) => owner.profile.id);

      const res = await queue('?sort=["queue","ASC"]&range=[0,99]').expect(200);

      const rows = res.body.filter((item: { id: string }) => ours.includes(item.id));
      expect(rows.map((item: { id: string }) => item.id)).toEqual([paidOld.profile.id, paidNew.profile.id, freeOld.profile.id, freeNew.profile.id]);
      const [oldPaid, newPaid] = rows;
      expect(oldPaid).toMatchObject({ subscription_tier: 'premium', paid_plan: true, overdue: true });
      expect(oldPaid.seconds_left).toBeLessThanOrEqual(-2 * 3600 + 60);
      expect(oldPaid.age_seconds).toBeGreaterThanOrEqual(50 * 3600 - 60);
      expect(newPaid).toMatchObject({ paid_plan: true, overdue: false });
      expect(newPaid.seconds_left).toBeGreaterThan(45 * 3600);
      expect(new Date(newPaid.due_at).getTime() - new Date(newPaid.verification_submitted_at).getTime()).toBe(48 * hour);
      const dashboard = await t.http().get('/api/admin/dashboard').set(verifier.auth).expect(200);
      const overdue = await t.db.query(`SELECT count(*)::int AS n FROM profiles WHERE verification_requested AND NOT is_verified AND NOT is_deleted AND verification_submitted_at <= now() - interval '48 hours'`);
      expect(dashboard.body.overdueVerification).toBe(overdue[0].n);
      expect(dashboard.body.overdueVerification).toBeGreaterThanOrEqual(2);
    });

    it('pages with range, sorts and searches', async () => {
      const first = await queue('?range=[0,0]').expect(200);
      expect(first.body).toHaveLength(1);
      expect(first.headers['content-range']).toMatch(/^verifications 0-0\/\d+$/);
      const search = await queue(`?filter=${encodeURIComponent(JSON.stringify({ q: older.profile.username }))}`).expect(200);
      expect(search.body.map((item: { id: string }) => item.id)).toEqual([older.profile.id]);
      const ascending = await queue('?sort=["verification_submitted_at","ASC"]').expect(200);
      const ids = ascending.body.map((item: { id: string }) => item.id);
      expect(ids.indexOf(older.profile.id)).toBeLessThan(ids.indexOf(newer.profile.id));
      const many = await queue(`?filter=${encodeURIComponent(JSON.stringify({ id: [newer.profile.id] }))}`).expect(200);
      expect(many.body.map((item: { id: string }) => item.id)).toEqual([newer.profile.id]);
    });

    it.each(['?sort=["password","ASC"]', '?range=[5,1]', '?filter={bad json', '?sort=nonsense'])('answers 400 for a bad list query %s', async (query) => {
      await queue(query).expect(400);
    });

    it('shows one request by profile id', async () => {
      const res = await t.http().get(`/api/admin/verifications/${older.profile.id}`).set(verifier.auth).expect(200);
      expect(res.body.username).toBe(older.profile.username);
      await t.http().get('/api/admin/verifications/not-an-id').set(verifier.auth).expect(404);
    });

    const documentLinks = async (profileId: string, viewer = verifier): Promise<string[]> => {
      const res = await t.http().get(`/api/admin/verifications/${profileId}`).set(viewer.auth).expect(200);
      return res.body.documents.map((document: { url: string }) => document.url);
    };

    it("opens a document through its link with the bearer token of the admin it was signed for, privately and with its type", async () => {
      const [idLink, selfieLink] = await documentLinks(older.profile.id);
      const file = await t.http().get(idLink).set(verifier.auth).buffer(true).expect(200);
      expect(file.headers['content-type']).toBe('image/jpeg');
      expect(file.headers['cache-control']).toBe('private, no-store');
      // Stored re-encoded (no metadata), so the same picture rather than the same bytes.
      const [served, uploaded] = await Promise.all([sharp(Buffer.from(file.body)).metadata(), sharp(older.id).metadata()]);
      expect([served.format, served.width, served.height]).toEqual([uploaded.format, uploaded.width, uploaded.height]);
      expect((await t.http().get(selfieLink).set(verifier.auth).expect(200)).headers['content-type']).toBe('image/png');
    });

    it('opens nowhere else: not without a token (another browser, curl), not for another admin or an advertiser', async () => {
      const [link] = await documentLinks(older.profile.id);
      expect((await t.http().get(link).expect(401)).body.message).toBe('Not authenticated');
      const colleague = await createAdmin(t, { canVerifyProfiles: true });
      expect((await t.http().get(link).set(colleague.auth).expect(403)).body.message).toBe('This link has expired or is not valid');
      expect((await t.http().get(link).set(older.auth).expect(403)).body.message).toBe('You do not have admin access');
      // The colleague's own link works for the colleague only.
      const [theirs] = await documentLinks(older.profile.id, colleague);
      await t.http().get(theirs).set(colleague.auth).expect(200);
      await t.http().get(theirs).set(verifier.auth).expect(403);
    });

    it("stops opening once the admin's session ends or they may no longer verify", async () => {
      const desk = await createAdmin(t, { canVerifyProfiles: true });
      const [link] = await documentLinks(older.profile.id, desk);
      await t.http().get(link).set(desk.auth).expect(200);
      await t.db.query(`UPDATE admin_users SET can_verify_profiles = false WHERE user_id = $1`, [desk.user.id]);
      expect((await t.http().get(link).set(desk.auth).expect(403)).body.message).toBe('You do not have permission to do this');
      await t.db.query(`UPDATE admin_users SET can_verify_profiles = true WHERE user_id = $1`, [desk.user.id]);
      await t.http().post('/api/auth/signout').set(desk.auth).expect(200);
      await t.http().get(link).set(desk.auth).expect(401);
    });

    it('cannot be guessed or pointed at another document or profile', async () => {
      const [link, selfie] = await documentLinks(older.profile.id);
      const [newerLink] = await documentLinks(newer.profile.id);
      const documentIdOf = (url: string) => url.split('/documents/')[1].split('?')[0];
      const signature = new URL(link, 'http://x').searchParams.get('signature')!;
      const forged = signature.slice(0, -2) + (signature.endsWith('AA') ? 'BB' : 'AA');
      const attempts = [
        link.replace(signature, forged),
        link.split('?')[0],
        link.replace(documentIdOf(link), documentIdOf(selfie)),
        link.replace(documentIdOf(link), documentIdOf(newerLink)),
        link.replace(older.profile.id, newer.profile.id),
        link.replace(/expires=(\d+)/, (_m, n) => `expires=${Number(n) + 3600}`),
        link.replace(/expires=\d+/, 'expires=soon'),
      ];
      for (const attempt of attempts) {
        const refused = await t.http().get(attempt).set(verifier.auth).expect(403);
        expect(refused.body.message).toBe('This link has expired or is not valid');
      }
    });

    it('expires after five minutes', async () => {
      const [link] = await documentLinks(older.profile.id);
      const expires = Number(new URL(link, 'http://x').searchParams.get('expires'));
      expect(expires - Date.now() / 1000).toBeGreaterThan(290);
      expect(expires - Date.now() / 1000).toBeLessThanOrEqual(300);
      await t.http().get(link).set(verifier.auth).expect(200);
      const realNow = Date.now();
      jest.spyOn(Date, 'now').mockReturnValue(realNow + 301_000);
      await t.http().get(link).set(verifier.auth).expect(403);
    });
  });

  describe('decisions', () => {
    it('approve verifies the profile, ends the request, keeps the documents and records who decided', async () => {
      const owner = await submitted('2026-04-01T09:00:00Z');
      const res = await t.http().post(`/api/admin/verifications/${owner.profile.id}/approve`).set(verifier.auth).expect(200);
      expect(res.body).toEqual({
        message: 'Profile verified successfully!',
        profile: expect.objectContaining({ id: owner.profile.id, is_verified: true, verification_requested: false }),
      });
      const profile = await t.db.getRepository(Profile).findOneByOrFail({ id: owner.profile.id });
      expect([profile.isVerified, profile.verificationRequested]).toEqual([true, false]);
      expect((await documents(owner.user.id)).every((d) => d.approvedAt instanceof Date)).toBe(true);
      expect(filesOf(owner.user.id)).toHaveLength(2);
      const [decision] = await t.db.getRepository(VerificationDecision).find({ where: { profileId: owner.profile.id } });
      expect(decision).toMatchObject({ decision: 'approved', decidedBy: verifier.user.id, submittedAt: new Date('2026-04-01T09:00:00Z') });
      expect(decision.decidedAt).toBeInstanceOf(Date);
      const list = await queue().expect(200);
      expect(list.body.map((item: { id: string }) => item.id)).not.toContain(owner.profile.id);
    });

    it('answers 409 when there is no pending request: a verified profile, or none asked', async () => {
      const verified = await createAdvertiser(t, { isVerified: true });
      const res = await t.http().post(`/api/admin/verifications/${verified.profile.id}/approve`).set(verifier.auth).expect(409);
      expect(res.body.message).toBe('Profile is already verified!');
      const never = await createAdvertiser(t);
      for (const decision of ['approve', 'reject']) {
        const refused = await t.http().post(`/api/admin/verifications/${never.profile.id}/${decision}`).set(verifier.auth).send({ reason: 'expired' }).expect(409);
        expect(refused.body.message).toBe('This profile has no pending verification request');
      }
    });

    it('lets one of an approve and a reject sent at once win; the other gets 409', async () => {
      for (let round = 0; round < 5; round += 1) {
        const owner = await submitted(`2026-04-0${round + 4}T09:00:00Z`);
        const answers = await Promise.all(
          ['approve', 'reject'].map((decision) => t.http().post(`/api/admin/verifications/${owner.profile.id}/${decision}`).set(verifier.auth).send({ reason: 'expired' })),
        );
        expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
        const decisions = await t.db.getRepository(VerificationDecision).find({ where: { profileId: owner.profile.id } });
        expect(decisions).toHaveLength(1);
      }
    });

    it('reject ends the request and deletes the documents and their files; the profile stays unverified', async () => {
      const owner = await submitted('2026-04-02T09:00:00Z');
      const links = (await t.http().get(`/api/admin/verifications/${owner.profile.id}`).set(verifier.auth).expect(200)).body.documents.map((d: { url: string }) => d.url);
      const res = await t.http().post(`/api/admin/verifications/${owner.profile.id}/reject`).set(verifier.auth).send({ reason: 'unreadable' }).expect(200);
      expect(res.body.profile).toMatchObject({ is_verified: false, verification_requested: false });
      const profile = await t.db.getRepository(Profile).findOneByOrFail({ id: owner.profile.id });
      expect([profile.isVerified, profile.verificationRequested]).toEqual([false, false]);
      expect(await documents(owner.user.id)).toEqual([]);
      expect(filesOf(owner.user.id)).toEqual([]);
      for (const link of links) expect((await t.http().get(link).set(verifier.auth).expect(404)).body.message).toBe('Document not found');
      const [decision] = await t.db.getRepository(VerificationDecision).find({ where: { profileId: owner.profile.id } });
      expect(decision).toMatchObject({ decision: 'rejected', decidedBy: verifier.user.id, reason: 'unreadable', note: null });
    });

    it('reject keeps the reason and the note, and tells the advertiser both', async () => {
      const owner = await submitted('2026-04-02T10:00:00Z');
      await t.http().post(`/api/admin/verifications/${owner.profile.id}/reject`).set(verifier.auth).send({ reason: 'other', note: '  The selfie is of a poster.  ' }).expect(200);
      const [decision] = await t.db.getRepository(VerificationDecision).find({ where: { profileId: owner.profile.id } });
      expect(decision).toMatchObject({ reason: 'other', note: 'The selfie is of a poster.' });
      const [email] = await t.db.query(`SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'verification_rejected'`, [owner.user.email]);
      expect(email.text_body).toContain('The selfie is of a poster.');
    });

    it.each([
      [{}, 'Choose why the documents are rejected.'],
      [{ reason: 'looks odd' }, 'Choose why the documents are rejected.'],
      [{ reason: 'other' }, 'Add a note saying what is wrong.'],
      [{ reason: 'other', note: '   ' }, 'Add a note saying what is wrong.'],
      [{ reason: 'expired', note: 'x'.repeat(501) }, 'The note must be at most 500 characters'],
    ])('refuses a reject without a usable reason (%j) and changes nothing', async (body, message) => {
      const owner = await submitted('2026-04-02T11:00:00Z');
      const res = await t.http().post(`/api/admin/verifications/${owner.profile.id}/reject`).set(verifier.auth).send(body).expect(400);
      expect(res.body.message).toBe(message);
      expect(await documents(owner.user.id)).toHaveLength(2);
      expect(filesOf(owner.user.id)).toHaveLength(2);
      expect((await t.db.getRepository(Profile).findOneByOrFail({ id: owner.profile.id })).verificationRequested).toBe(true);
    });

    it('a superadmin may decide too', async () => {
      const superadmin = await createAdmin(t, { isSuperadmin: true });
      const owner = await submitted('2026-04-03T09:00:00Z');
      await t.http().post(`/api/admin/verifications/${owner.profile.id}/reject`).set(superadmin.auth).send({ reason: 'expired' }).expect(200);
    });

    it('answers 404 for an unknown profile', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
        const res = await t.http().post(`/api/admin/verifications/${id}/approve`).set(verifier.auth).expect(404);
        expect(res.body.message).toBe('Profile not found');
      }
    });
  });

  describe('document retention', () => {
    const DAY = 24 * 60 * 60 * 1000;

    it('deletes approved documents and their files once the retention period has passed', async () => {
      const owner = await submitted('2026-05-01T09:00:00Z');
      const pending = await submitted('2026-05-01T09:00:00Z');
      await t.http().post(`/api/admin/verifications/${owner.profile.id}/approve`).set(verifier.auth).expect(200);
      const job = t.app.get(DocumentRetentionJob);
      expect(t.config.documentRetentionDays).toBe(30);

      await job.run(new Date(Date.now() + 29 * DAY));
      expect(await documents(owner.user.id)).toHaveLength(2);

      expect(await job.run(new Date(Date.now() + 31 * DAY))).toBeGreaterThanOrEqual(2);
      expect(await documents(owner.user.id)).toEqual([]);
      expect(filesOf(owner.user.id)).toEqual([]);
      expect(await documents(pending.user.id)).toHaveLength(2);
      expect(filesOf(pending.user.id)).toHaveLength(2);
      const decisions = await t.db.getRepository(VerificationDecision).find({ where: { profileId: owner.profile.id } });
      expect(decisions).toHaveLength(1);
    });

    it('deletes documents left of a deleted profile on its next run, whatever their state', async () => {
      const deleted = await submitted('2026-05-03T09:00:00Z');
      const pending = await submitted('2026-05-03T09:00:00Z');
      // As a deletion leaves them when their removal fails (or when it predates it): the profile gone, the documents still there.
      await t.db.getRepository(Profile).update({ id: deleted.profile.id }, { isDeleted: true, isActive: false });
      expect(await documents(deleted.user.id)).toHaveLength(2);

      expect(await t.app.get(DocumentRetentionJob).run(new Date())).toBe(2);

      expect(await documents(deleted.user.id)).toEqual([]);
      expect(filesOf(deleted.user.id)).toEqual([]);
      expect(await documents(pending.user.id)).toHaveLength(2);
      expect(filesOf(pending.user.id)).toHaveLength(2);
    });

    it('also covers profiles verified from the Escorts screen, counting from the first run that sees them', async () => {
      const owner = await submitted('2026-05-02T09:00:00Z');
      await t.db.getRepository(Profile).update({ id: owner.profile.id }, { isVerified: true, verificationRequested: false });
      const job = t.app.get(DocumentRetentionJob);
      await job.run(new Date());
      expect(await documents(owner.user.id)).toHaveLength(2);
      await job.run(new Date(Date.now() + 31 * DAY));
      expect(await documents(owner.user.id)).toEqual([]);
      expect(filesOf(owner.user.id)).toEqual([]);
    });
  });
});
