import { monthsAfter } from '../../src/common/time/months';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { PhotoFreshnessJob } from '../../src/profiles/photo-freshness.job';
import { createAdmin, createAdvertiser, Admin, Advertiser } from '../factories/users.factory';
import { generatedPhoto } from '../fixtures/generated-photos';
import { emailsTo, inDirectory, pendingItems } from '../moderation/moderation-helpers';
import { createTestApp, TestApp } from '../test-app';

// Photo freshness: "Photos updated {month year}" from the newest approved photo; a reminder at 6 months
// (once per crossing), out of the directory at 12 months until an approved new photo brings the profile back.

describe('photo freshness', () => {
  let t: TestApp;
  let admin: Admin;
  let seed = 900;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
  });

  afterAll(() => t.close());

  const profileOf = (owner: Advertiser) => t.db.getRepository(Profile).findOneByOrFail({ id: owner.profile.id });
  const job = () => t.app.get(PhotoFreshnessJob);

  /** Uploads a new photo and approves it, as the owner and an admin would. */
  async function approvedPhoto(owner: Advertiser): Promise<{ id: string }> {
    seed += 1;
    const res = await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await generatedPhoto(seed), 'new.jpg').expect(201);
    const photo = res.body.photos[res.body.photos.length - 1];
    for (const item of await pendingItems(t, admin.auth, owner.profile.id)) {
      await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
    }
    return photo;
  }

  /** Dates the profile's photos (and what the profiles module knows of them) to `at`, as if uploaded then. */
  async function photosTakenAt(owner: Advertiser, at: Date): Promise<void> {
    await t.db.query(`UPDATE profile_photos SET created_at = $2 WHERE profile_id = $1`, [owner.profile.id, at]);
    await t.db.query(`UPDATE profiles SET photos_updated_at = $2 WHERE id = $1`, [owner.profile.id, at]);
  }

  it('shows when the newest approved photo was uploaded, and only once it is approved', async () => {
    const owner = await createAdvertiser(t);
    expect((await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200)).body.photos_updated_at).toBeNull();
    await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await generatedPhoto(800), 'held.jpg').expect(201);
    expect((await profileOf(owner)).photosUpdatedAt).toBeNull();

    const [item] = await pendingItems(t, admin.auth, owner.profile.id);
    await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);

    const [photo] = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: owner.profile.id } });
    const page = await t.http().get(`/api/profiles/${owner.profile.username}`).expect(200);
    expect(page.body.photos_updated_at).toBe(photo.createdAt.toISOString());
    expect((await t.http().get('/api/profiles/me').set(owner.auth).expect(200)).body.photos_updated_at).toBe(photo.createdAt.toISOString());
  });

  it('moves back to the older photo when the newest is deleted, and does not move when a photo is blurred further', async () => {
    const owner = await createAdvertiser(t);
    await approvedPhoto(owner);
    await photosTakenAt(owner, new Date('2026-01-10T00:00:00Z'));
    const newer = await approvedPhoto(owner);
    const newest = (await profileOf(owner)).photosUpdatedAt!;
    expect(newest.getTime()).toBeGreaterThan(new Date('2026-01-10T00:00:00Z').getTime());

    await t.http().post(`/api/profiles/me/photos/${newer.id}/areas`).set(owner.auth).send({ areas: [{ x: 0.1, y: 0.1, width: 0.2, height: 0.2, style: 'blur' }] }).expect(200);
    expect((await profileOf(owner)).photosUpdatedAt).toEqual(newest);
    const replaced = await t.db.getRepository(ProfilePhoto).find({ where: { profileId: owner.profile.id }, order: { createdAt: 'DESC' } });
    expect(replaced[0].createdAt).toEqual(newest);

    await t.http().delete(`/api/profiles/me/photos/${replaced[0].id}`).set(owner.auth).expect(200);
    expect((await profileOf(owner)).photosUpdatedAt).toEqual(new Date('2026-01-10T00:00:00Z'));
  });

  it('reminds the owner once when the newest photo turns 6 months old, and again only after a newer photo turns 6 months old', async () => {
    const owner = await createAdvertiser(t);
    await approvedPhoto(owner);
    const taken = (await profileOf(owner)).photosUpdatedAt!;
    const sixMonthsOn = new Date(monthsAfter(taken, 6).getTime() + 60_000);

    expect((await job().run(new Date(sixMonthsOn.getTime() - 120_000))).reminded).not.toContain(owner.profile.id);
    const first = await job().run(sixMonthsOn);
    const again = await job().run(new Date(sixMonthsOn.getTime() + 86_400_000));

    expect(first.reminded).toContain(owner.profile.id);
    expect(again.reminded).not.toContain(owner.profile.id);
    const reminders = (await emailsTo(t, owner.user.email)).filter((email) => email.kind === 'photo_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].subject).toBe('Time for new photos on your Kiwi Companions profile');
    expect(reminders[0].text_body).toContain('Please upload a new photo.');
    expect((await profileOf(owner)).withheldFor).toEqual([]);

    await approvedPhoto(owner);
    const newer = (await profileOf(owner)).photosUpdatedAt!;
    await job().run(new Date(monthsAfter(newer, 6).getTime() + 60_000));
    expect((await emailsTo(t, owner.user.email)).filter((email) => email.kind === 'photo_reminder')).toHaveLength(2);
  });

  it('takes a profile whose newest photo is over 12 months old out of the directory, tells the owner why and how to return, and an approved new photo brings it back', async () => {
    const owner = await createAdvertiser(t, { fullName: 'Stale Photos Sam' });
    await approvedPhoto(owner);
    await photosTakenAt(owner, monthsAfter(new Date(), -13));
    expect(await inDirectory(t, 'Stale Photos Sam', owner.profile.username)).toBe(true);

    const run = await job().run();
    const rerun = await job().run();

    expect(run.withheld).toContain(owner.profile.id);
    expect(rerun.withheld).not.toContain(owner.profile.id);
    expect((await profileOf(owner)).withheldFor).toEqual(['stale_photos']);
    expect(await inDirectory(t, 'Stale Photos Sam', owner.profile.username)).toBe(false);
    await t.http().get(`/api/profiles/${owner.profile.username}`).expect(404);
    const editor = await t.http().get('/api/profiles/me').set(owner.auth).expect(200);
    expect(editor.body.withheld_for).toEqual(['stale_photos']);
    const [notice] = (await emailsTo(t, owner.user.email)).filter((email) => email.kind === 'photos_stale');
    expect(notice.subject).toBe('Your Kiwi Companions profile is out of the directory until you add a new photo');
    expect(notice.text_body).toContain('To come back, upload a new photo. As soon as our team approves it, your profile is listed again.');
    const filtered = await t.http().get('/api/admin/profiles').query({ filter: JSON.stringify({ photos_over_12_months: true }), range: '[0,499]' }).set(admin.auth).expect(200);
    expect(filtered.body.map((row: { id: string }) => row.id)).toContain(owner.profile.id);
    const fresh = await t.http().get('/api/admin/profiles').query({ filter: JSON.stringify({ photos_over_12_months: false }), range: '[0,499]' }).set(admin.auth).expect(200);
    expect(fresh.body.map((row: { id: string }) => row.id)).not.toContain(owner.profile.id);
    expect(filtered.body.find((row: { id: string }) => row.id === owner.profile.id)).toMatchObject({ withheld_for: ['stale_photos'], photos_updated_at: expect.any(String) });

    // A new photo waiting for review does not bring it back; its approval does.
    await t.http().post('/api/profiles/me/photos').set(owner.auth).attach('photos', await generatedPhoto(990), 'fresh.jpg').expect(201);
    expect((await profileOf(owner)).withheldFor).toEqual(['stale_photos']);
    const [item] = await pendingItems(t, admin.auth, owner.profile.id);
    await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);

    expect((await profileOf(owner)).withheldFor).toEqual([]);
    expect(await inDirectory(t, 'Stale Photos Sam', owner.profile.username)).toBe(true);
    expect((await job().run()).withheld).not.toContain(owner.profile.id);
  });

  it('leaves profiles without photos, and deleted profiles, alone', async () => {
    const bare = await createAdvertiser(t);
    const deleted = await createAdvertiser(t);
    await approvedPhoto(deleted);
    await photosTakenAt(deleted, monthsAfter(new Date(), -13));
    await t.db.query(`UPDATE profiles SET is_deleted = true, is_active = false WHERE id = $1`, [deleted.profile.id]);

    const run = await job().run(monthsAfter(new Date(), 24));

    expect(run.withheld).not.toContain(bare.profile.id);
    expect(run.withheld).not.toContain(deleted.profile.id);
    expect(run.reminded).not.toContain(bare.profile.id);
  });
});
