import { jpeg, signup, wizard } from '../auth/auth-fixtures';
import { createAdmin, createAdvertiser, Admin, Advertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { auditOf, emailsTo, inDirectory, pendingItems } from './moderation-helpers';

jest.setTimeout(60_000);

let nameCounter = 0;
/** A sign-up with a full name no other test uses, so a directory search finds only this profile. */
async function signUpNew(t: TestApp, photos = 0): Promise<{ token: string; profileId: string; username: string; fullName: string; email: string; contactEmail: string }> {
  nameCounter += 1;
  const fullName = `Moderated Person${'abcdefghij'[nameCounter % 10]}${nameCounter}`;
  const data = wizard({ full_name: fullName });
  const uploads = await Promise.all(Array.from({ length: photos }, async (_, i) => ({ name: `p${i}.jpg`, body: await jpeg(60 + i, 40) })));
  const res = await signup(t, data, uploads).expect(201);
  return { token: res.body.accessToken, profileId: res.body.profile.id, username: data.username as string, fullName, email: data.email as string, contactEmail: data.contactEmail as string };
}

describe('moderation', () => {
  let t: TestApp;
  let admin: Admin;
  let otherAdmin: Admin;
  let superadmin: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    otherAdmin = await createAdmin(t);
    superadmin = await createAdmin(t, { isSuperadmin: true });
  });

  afterAll(() => t.close());

  const owner = (token: string) => ({ Authorization: `Bearer ${token}` });

  describe('a new profile is held until approved (default pre-moderation)', () => {
    it('keeps a new sign-up out of the directory and its page, shows the owner it is waiting, and queues it with its photos', async () => {
      const created = await signUpNew(t, 2);
      expect(await inDirectory(t, created.fullName, created.username)).toBe(false);
      await t.http().get(`/api/profiles/${created.username}`).expect(404);

      const me = await t.http().get('/api/profiles/me').set(owner(created.token)).expect(200);
      expect(me.body.withheld_for).toEqual(['review']);
      expect(me.body.moderation).toEqual([expect.objectContaining({ kind: 'new_profile', state: 'pending', held: true, reason: null })]);
      // The owner still sees their own page.
      await t.http().get(`/api/profiles/${created.username}`).set(owner(created.token)).expect(200);

      const [item] = await pendingItems(t, admin.auth, created.profileId);
      expect(item).toMatchObject({ kind: 'new_profile', held: true, flag: null });
      expect(item.details).toMatchObject({ username: created.username, full_name: created.fullName, text: expect.objectContaining({ bio: expect.any(String) }) });
      expect((item.details.photo_urls as string[]).length).toBe(2);
    });

    it('publishes the profile on approval, emails the owner and records the decision in the audit log', async () => {
      const created = await signUpNew(t);
      const [item] = await pendingItems(t, admin.auth, created.profileId);
      const res = await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
      expect(res.body).toMatchObject({ id: item.id, state: 'approved', decided_by: admin.user.id, reason: null });

      expect(await inDirectory(t, created.fullName, created.username)).toBe(true);
      await t.http().get(`/api/profiles/${created.username}`).expect(200);
      const me = await t.http().get('/api/profiles/me').set(owner(created.token)).expect(200);
      expect(me.body.withheld_for).toEqual([]);
      expect(me.body.moderation).toEqual([expect.objectContaining({ kind: 'new_profile', state: 'approved' })]);

      const mails = await emailsTo(t, created.contactEmail);
      expect(mails.map((mail) => mail.kind)).toContain('moderation_decision');
      expect(mails.find((mail) => mail.kind === 'moderation_decision')!.text_body).toContain('approved and is now in the directory');
      expect(await auditOf(t, item.id)).toEqual([expect.objectContaining({ action: 'moderation.approve', admin_user_id: admin.user.id })]);
    });

    it('refuses a second decision with 409 and changes nothing', async () => {
      const created = await signUpNew(t);
      const [item] = await pendingItems(t, admin.auth, created.profileId);
      await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
      const again = await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(otherAdmin.auth).send({ reason: 'misleading' }).expect(409);
      expect(again.body.message).toBe('This item has already been decided by another admin.');
      const stored = await t.http().get(`/api/admin/moderation/${item.id}`).set(admin.auth).expect(200);
      expect(stored.body).toMatchObject({ state: 'approved', decided_by: admin.user.id });
      expect(await auditOf(t, item.id)).toHaveLength(1);
    });

    it('tells an admin re-deciding their own decision that they decided it, not another admin', async () => {
      const created = await signUpNew(t);
      const [item] = await pendingItems(t, admin.auth, created.profileId);
      await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
      const again = await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'misleading' }).expect(409);
      expect(again.body.message).toBe('You have already decided this item.');
      expect(await auditOf(t, item.id)).toHaveLength(1);
    });

    it('lets exactly one of two admins deciding at once win; the other gets 409', async () => {
      const created = await signUpNew(t);
      const [item] = await pendingItems(t, admin.auth, created.profileId);
      const [a, b] = await Promise.all([
        t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}),
        t.http().post(`/api/admin/moderation/${item.id}/reject`).set(otherAdmin.auth).send({ reason: 'misleading', note: 'Fake' }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect(await auditOf(t, item.id)).toHaveLength(1);
      const winner = a.status === 200 ? a.body : b.body;
      expect(await inDirectory(t, created.fullName, created.username)).toBe(winner.state === 'approved');
    });

    it('needs a reason from the list to reject, then keeps the profile held, emails the reason and shows it in the editor', async () => {
      const created = await signUpNew(t);
      const [item] = await pendingItems(t, admin.auth, created.profileId);
      const missing = await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ note: 'no reason' }).expect(400);
      expect(missing.body.message).toBe('Choose a reason for rejecting.');
      await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'made_up' }).expect(400);
      expect((await t.http().get(`/api/admin/moderation/${item.id}`).set(admin.auth).expect(200)).body.state).toBe('pending');

      await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'misleading', note: 'Please use your own words.' }).expect(200);
      expect(await inDirectory(t, created.fullName, created.username)).toBe(false);
      const me = await t.http().get('/api/profiles/me').set(owner(created.token)).expect(200);
      expect(me.body.moderation).toEqual([
        expect.objectContaining({ kind: 'new_profile', state: 'rejected', reason: 'The profile is incomplete or misleading', note: 'Please use your own words.' }),
      ]);
      const mail = (await emailsTo(t, created.contactEmail)).find((m) => m.kind === 'moderation_decision')!;
      expect(mail.subject).toContain('was not approved');
      expect(mail.text_body).toContain('The profile is incomplete or misleading. Please use your own words.');
      expect(await auditOf(t, item.id)).toEqual([expect.objectContaining({ action: 'moderation.reject', details: expect.objectContaining({ reason: 'misleading' }) })]);

      // Saving again sends it back to the queue, still held.
      await t.http().put('/api/profiles/me').set(owner(created.token)).send({ full_name: created.fullName, bio: 'Rewritten in my own words: relaxed, friendly companion in Wellington who loves a good chat.' }).expect(200);
      const [again] = await pendingItems(t, admin.auth, created.profileId);
      expect(again).toMatchObject({ kind: 'new_profile', held: true });
    });
  });

  describe('changed text is reviewed after (default post-moderation)', () => {
    let listed: Advertiser;
    beforeAll(async () => {
      listed = await createAdvertiser(t, { fullName: 'Listed Textchanger' });
    });

    it('saves and keeps the profile listed, queuing only the changed text fields', async () => {
      await t.http().put('/api/profiles/me').set(listed.auth).send({ full_name: 'Listed Textchanger', bio: 'A brand new bio for my listing, describing who I am and where I work.', location: 'Auckland CBD' }).expect(200);
      expect(await inDirectory(t, 'Listed Textchanger', listed.profile.username)).toBe(true);
      const [item] = await pendingItems(t, admin.auth, listed.profile.id);
      expect(item).toMatchObject({ kind: 'profile_text', held: false });
      expect(item.details.text).toEqual({ bio: 'A brand new bio for my listing, describing who I am and where I work.' });
    });

    it('queues nothing when no reviewed text changed', async () => {
      const quiet = await createAdvertiser(t);
      await t.http().put('/api/profiles/me').set(quiet.auth).send({ full_name: quiet.profile.fullName, rates_1hour: 300 }).expect(200);
      expect(await pendingItems(t, admin.auth, quiet.profile.id)).toEqual([]);
    });

    it('takes the profile off the directory when text already shown is rejected', async () => {
      const shown = await createAdvertiser(t, { fullName: 'Rejected Afterwards' });
      await t.http().put('/api/profiles/me').set(shown.auth).send({ full_name: 'Rejected Afterwards', bio: 'Text that an admin will later reject because it breaks the advertising rules.' }).expect(200);
      const [item] = await pendingItems(t, admin.auth, shown.profile.id);
      await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'advertising_rules' }).expect(200);
      expect(await inDirectory(t, 'Rejected Afterwards', shown.profile.username)).toBe(false);
    });
  });

  describe('a newer edit replaces the item still waiting (the moderator decides what would be published)', () => {
    const flaggedBio = 'Message me on WhatsApp only please, I reply quickly and love meeting new people in Wellington.';

    // The outside attack test: sign up with clean text, change the bio to flagged text while held, have the first item approved.
    it('keeps a held new profile off the directory when its sign-up item is approved after the bio changed to flagged text', async () => {
      const created = await signUpNew(t);
      const [signUpItem] = await pendingItems(t, admin.auth, created.profileId);
      await t.http().put('/api/profiles/me').set(owner(created.token)).send({ full_name: created.fullName, bio: flaggedBio }).expect(200);

      const refused = await t.http().post(`/api/admin/moderation/${signUpItem.id}/approve`).set(admin.auth).send({}).expect(409);
      expect(refused.body.message).toBe('The advertiser has changed this text since; review the newer item instead.');
      expect(await inDirectory(t, created.fullName, created.username)).toBe(false);
      await t.http().get(`/api/profiles/${created.username}`).expect(404);
      expect((await t.http().get(`/api/admin/moderation/${signUpItem.id}`).set(admin.auth).expect(200)).body).toMatchObject({ state: 'superseded', decided_by: null });

      const [waiting] = await pendingItems(t, admin.auth, created.profileId);
      expect(waiting).toMatchObject({ kind: 'new_profile', held: true, flag: 'Matches review rule: Contact away from the site' });
      expect(waiting.details.text).toMatchObject({ full_name: created.fullName, bio: flaggedBio, location: 'Wellington', email: created.contactEmail });
      await t.http().post(`/api/admin/moderation/${waiting.id}/approve`).set(admin.auth).send({}).expect(200);
      expect((await t.http().get(`/api/profiles/${created.username}`).expect(200)).body.bio).toBe(flaggedBio);
    });

    it("shows the edited text of a held new profile with its sign-up photos, in the sign-up item's place in the queue", async () => {
      const created = await signUpNew(t, 1);
      const [signUpItem] = await pendingItems(t, admin.auth, created.profileId);
      const bio = 'Rewritten after signing up: a calm, friendly companion in Wellington who loves a long chat.';
      await t.http().put('/api/profiles/me').set(owner(created.token)).send({ full_name: created.fullName, bio }).expect(200);

      const items = await pendingItems(t, admin.auth, created.profileId);
      expect(items).toHaveLength(1);
      expect(items[0]).toMatchObject({ kind: 'new_profile', held: true, flag: null, details: expect.objectContaining({ photo_urls: signUpItem.details.photo_urls }) });
      expect(items[0].details.text).toMatchObject({ bio });
      const queued = await t.http().get(`/api/admin/moderation/${items[0].id}`).set(admin.auth).expect(200);
      expect(queued.body.created_at).toBe((await t.http().get(`/api/admin/moderation/${signUpItem.id}`).set(admin.auth).expect(200)).body.created_at);
      const me = await t.http().get('/api/profiles/me').set(owner(created.token)).expect(200);
      expect(me.body.moderation).toEqual([expect.objectContaining({ kind: 'new_profile', state: 'pending', held: true })]);
    });

    it("merges a listed profile's second change into the item still waiting, so nothing shown goes unreviewed", async () => {
      const listed = await createAdvertiser(t, { fullName: 'Twice Changed' });
      const bio = 'A first change to my bio, describing who I am and where I like to meet people.';
      await t.http().put('/api/profiles/me').set(listed.auth).send({ full_name: 'Twice Changed', bio }).expect(200);
      const [first] = await pendingItems(t, admin.auth, listed.profile.id);
      await t.http().put('/api/profiles/me').set(listed.auth).send({ full_name: 'Twice Changed', location: 'Hamilton', services: 'Dinner dates' }).expect(200);

      const [merged, ...others] = await pendingItems(t, admin.auth, listed.profile.id);
      expect(others).toEqual([]);
      expect(merged).toMatchObject({ kind: 'profile_text', held: false });
      expect(merged.details.text).toEqual({ bio, location: 'Hamilton', services: 'Dinner dates' });
      await t.http().post(`/api/admin/moderation/${first.id}/reject`).set(admin.auth).send({ reason: 'misleading' }).expect(409);
      expect(await inDirectory(t, 'Twice Changed', listed.profile.username)).toBe(true);
    });

    it('decides an item and a save arriving together one after the other: one pending item, the profile listed only with approved text', async () => {
      for (let round = 0; round < 3; round += 1) {
        const created = await signUpNew(t);
        const [item] = await pendingItems(t, admin.auth, created.profileId);
        const [decision, save] = await Promise.all([
          t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}),
          t.http().put('/api/profiles/me').set(owner(created.token)).send({ full_name: created.fullName, bio: flaggedBio }),
        ]);
        expect(save.status).toBe(200);
        expect([200, 409]).toContain(decision.status);
        const waiting = await pendingItems(t, admin.auth, created.profileId);
        expect(waiting).toHaveLength(1);
        if (decision.status === 409) {
          // The save came first: the profile waits, held, with the flagged text.
          expect(await inDirectory(t, created.fullName, created.username)).toBe(false);
          expect(waiting[0]).toMatchObject({ kind: 'new_profile', held: true, details: expect.objectContaining({ text: expect.objectContaining({ bio: flaggedBio }) }) });
        } else {
          // The approval came first: the profile was published with the text the admin saw; the change is reviewed after.
          expect(waiting[0]).toMatchObject({ kind: 'profile_text', held: false, details: expect.objectContaining({ text: { bio: flaggedBio } }) });
        }
      }
    });
  });

  describe('new photos are held (default pre-moderation)', () => {
    it('hides a new photo from the public until approved, then shows it', async () => {
      const advertiser = await createAdvertiser(t);
      const upload = await t.http().post('/api/profiles/me/photos').set(advertiser.auth).attach('photos', await jpeg(80, 60), 'a.jpg').expect(201);
      const [photo] = upload.body.photos;
      expect(photo.moderation_state).toBe('pending');
      expect((await t.http().get(`/api/profiles/${advertiser.profile.username}`).expect(200)).body.photos).toEqual([]);

      const [item] = await pendingItems(t, admin.auth, advertiser.profile.id);
      expect(item).toMatchObject({ kind: 'photo', held: true, details: expect.objectContaining({ photo_url: photo.url }) });
      await t.http().post(`/api/admin/moderation/${item.id}/approve`).set(admin.auth).send({}).expect(200);
      const page = await t.http().get(`/api/profiles/${advertiser.profile.username}`).expect(200);
      expect(page.body.photos.map((p: { id: string }) => p.id)).toEqual([photo.id]);
    });

    it('keeps a rejected photo off the public page and marks it rejected for the owner', async () => {
      const advertiser = await createAdvertiser(t);
      await t.http().post('/api/profiles/me/photos').set(advertiser.auth).attach('photos', await jpeg(80, 60), 'a.jpg').expect(201);
      const [item] = await pendingItems(t, admin.auth, advertiser.profile.id);
      await t.http().post(`/api/admin/moderation/${item.id}/reject`).set(admin.auth).send({ reason: 'photo_rules' }).expect(200);
      expect((await t.http().get(`/api/profiles/${advertiser.profile.username}`).expect(200)).body.photos).toEqual([]);
      const mine = await t.http().get('/api/profiles/me/photos').set(advertiser.auth).expect(200);
      expect(mine.body.map((p: { moderation_state: string }) => p.moderation_state)).toEqual(['rejected']);
    });
  });

  describe('a rejected photo tells its owner why', () => {
    it('gives the reason and the note with the rejected photo in every owner answer, and to nobody else', async () => {
      const advertiser = await createAdvertiser(t);
      await t.http().post('/api/profiles/me/photos').set(advertiser.auth).attach('photos', await jpeg(80, 60), 'a.jpg').attach('photos', await jpeg(120, 90), 'b.jpg').expect(201);
      const [first, second] = await pendingItems(t, admin.auth, advertiser.profile.id);
      await t.http().post(`/api/admin/moderation/${first.id}/reject`).set(admin.auth).send({ reason: 'photo_rules', note: 'Text over the photo is not allowed.' }).expect(200);
      await t.http().post(`/api/admin/moderation/${second.id}/approve`).set(admin.auth).send({}).expect(200);

      const mine = await t.http().get('/api/profiles/me/photos').set(advertiser.auth).expect(200);
      const rejected = mine.body.find((photo: { moderation_state: string }) => photo.moderation_state === 'rejected');
      const approved = mine.body.find((photo: { moderation_state: string }) => photo.moderation_state === 'approved');
      expect(rejected).toMatchObject({ moderation_reason: 'The photo does not meet our photo rules', moderation_note: 'Text over the photo is not allowed.' });
      expect(approved).not.toHaveProperty('moderation_reason');
      const own = await t.http().get('/api/profiles/me').set(advertiser.auth).expect(200);
      expect(own.body.photos.find((photo: { id: string }) => photo.id === rejected.id)).toMatchObject({ moderation_reason: 'The photo does not meet our photo rules' });
      const reordered = await t.http().put('/api/profiles/me/photos/order').set(advertiser.auth).send({ ids: [approved.id, rejected.id] }).expect(200);
      expect(reordered.body.photos[1]).toMatchObject({ id: rejected.id, moderation_reason: 'The photo does not meet our photo rules' });

      const page = await t.http().get(`/api/profiles/${advertiser.profile.username}`).expect(200);
      expect(page.body.photos).toEqual([expect.not.objectContaining({ moderation_reason: expect.anything() })]);
      expect(JSON.stringify(page.body)).not.toContain('Text over the photo');
    });
  });

  describe('the queue', () => {
    it('lists pending items oldest first with their age, before decided ones', async () => {
      const res = await t.http().get('/api/admin/moderation').query({ range: JSON.stringify([0, 199]) }).set(admin.auth).expect(200);
      const items: { state: string; created_at: string; age_seconds: number }[] = res.body;
      const pending = items.filter((item) => item.state === 'pending');
      expect(items.slice(0, pending.length)).toEqual(pending);
      const times = pending.map((item) => Date.parse(item.created_at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(pending.every((item) => item.age_seconds >= 0)).toBe(true);
      expect(res.headers['content-range']).toMatch(/^moderation 0-\d+\/\d+$/);
    });

    it('answers 404 for an unknown item', async () => {
      await t.http().post('/api/admin/moderation/00000000-0000-4000-8000-000000000000/approve').set(admin.auth).send({}).expect(404);
      await t.http().get('/api/admin/moderation/nope').set(admin.auth).expect(404);
    });

    it('is for admins only', async () => {
      const advertiser = await createAdvertiser(t);
      await t.http().get('/api/admin/moderation').set(advertiser.auth).expect(403);
      await t.http().get('/api/admin/moderation').expect(401);
    });
  });

  describe('settings', () => {
    it('lets only a superadmin switch a kind between pre and post moderation, audited', async () => {
      const list = await t.http().get('/api/admin/moderation-settings').set(admin.auth).expect(200);
      expect(list.body.map((s: { id: string; mode: string }) => [s.id, s.mode])).toEqual([
        ['new_profile', 'pre'],
        ['photo', 'pre'],
        ['profile_text', 'post'],
      ]);
      await t.http().put('/api/admin/moderation-settings/new_profile').set(admin.auth).send({ mode: 'post' }).expect(403);
      const bad = await t.http().put('/api/admin/moderation-settings/new_profile').set(superadmin.auth).send({ mode: 'later' }).expect(400);
      expect(bad.body.message).toBe("Mode must be 'pre' or 'post'");
      await t.http().put('/api/admin/moderation-settings/new_profile').set(superadmin.auth).send({ id: 'new_profile', mode: 'post' }).expect(200);
      expect(await auditOf(t, 'new_profile')).toEqual([expect.objectContaining({ action: 'moderation.settings', details: { mode: 'post' } })]);

      // Post-moderation: a new sign-up is listed at once and still queued for review.
      const created = await signUpNew(t);
      expect(await inDirectory(t, created.fullName, created.username)).toBe(true);
      expect(await pendingItems(t, admin.auth, created.profileId)).toEqual([expect.objectContaining({ kind: 'new_profile', held: false })]);
      await t.http().put('/api/admin/moderation-settings/new_profile').set(superadmin.auth).send({ mode: 'pre' }).expect(200);
    });
  });
});
