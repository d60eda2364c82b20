import { TakedownEscalationJob } from '../../src/reports/takedown-escalation.job';
import { createAdmin, createAdvertiser, Admin, Advertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';
import { auditOf, emailsTo, inDirectory } from './moderation-helpers';

jest.setTimeout(60_000);

let ip = 0;
const HOUR = 3_600_000;

describe('takedowns', () => {
  let t: TestApp;
  let admin: Admin;
  let superadmin: Admin;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createAdmin(t);
    superadmin = await createAdmin(t, { isSuperadmin: true });
  });

  afterAll(() => t.close());

  async function consentReport(target: Advertiser, contactEmail?: string): Promise<{ id: string; due_at: string; seconds_left: number }> {
    await t
      .http()
      .post(`/api/profiles/${target.profile.username}/report`)
      .set('X-Forwarded-For', `198.51.100.${++ip}`)
      .send({ reason: 'no_consent', details: 'These are my holiday photos.', ...(contactEmail ? { contact_email: contactEmail } : {}) })
      .expect(201);
    const list = await t.http().get('/api/admin/takedowns').query({ filter: JSON.stringify({ status: 'open' }), range: JSON.stringify([0, 99]) }).set(admin.auth).expect(200);
    return list.body.find((item: { profile_id: string }) => item.profile_id === target.profile.id);
  }

  it('opens a case due in 8 hours from a consent report, with its countdown', async () => {
    const target = await createAdvertiser(t);
    const before = Date.now();
    const item = await consentReport(target, 'me@example.nz');
    const due = Date.parse(item.due_at);
    expect(due).toBeGreaterThanOrEqual(before + 8 * HOUR - 1000);
    expect(due).toBeLessThanOrEqual(Date.now() + 8 * HOUR + 1000);
    expect(item).toMatchObject({ status: 'open', overdue: false, escalated: false, content_hidden: false, reporter_email: 'me@example.nz', details: 'These are my holiday photos.' });
    expect(item.seconds_left).toBeGreaterThan(8 * 3600 - 60);
  });

  it('records the case opened by a consent report in the audit log, with no admin', async () => {
    const target = await createAdvertiser(t);
    const item = await consentReport(target, 'owner-of-photos@example.nz');

    const res = await t.http().get('/api/admin/audit-log').query({ filter: JSON.stringify({ target_id: item.id }) }).set(superadmin.auth).expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        admin_user_id: null,
        admin_email: null,
        action: 'takedown.open',
        target_type: 'takedown',
        target_id: item.id,
        details: { profile_id: target.profile.id, report_id: expect.any(String), due_at: item.due_at },
      }),
    ]);
    expect(JSON.stringify(res.body)).not.toContain('owner-of-photos@example.nz');
  });

  it('hides the profile at once, then, resolved as removed with a reason, emails the reporter and the advertiser; all audited', async () => {
    const target = await createAdvertiser(t, { fullName: 'Taken Down' });
    const item = await consentReport(target, 'reporter@example.nz');
    const hidden = await t.http().post(`/api/admin/takedowns/${item.id}/hide`).set(admin.auth).expect(200);
    expect(hidden.body.content_hidden).toBe(true);
    expect(await inDirectory(t, 'Taken Down', target.profile.username)).toBe(false);
    await t.http().get(`/api/profiles/${target.profile.username}`).expect(404);

    const noReason = await t.http().post(`/api/admin/takedowns/${item.id}/resolve`).set(admin.auth).send({ outcome: 'removed', reason: '  ' }).expect(400);
    expect(noReason.body.message).toBe('Please give the reason for the outcome');
    const noOutcome = await t.http().post(`/api/admin/takedowns/${item.id}/resolve`).set(admin.auth).send({ reason: 'x' }).expect(400);
    expect(noOutcome.body.message).toBe("Outcome must be 'removed' or 'not_removed'");
    expect((await t.http().get(`/api/admin/takedowns/${item.id}`).set(admin.auth).expect(200)).body.status).toBe('open');

    const resolved = await t.http().post(`/api/admin/takedowns/${item.id}/resolve`).set(admin.auth).send({ outcome: 'removed', reason: 'The reporter showed the photos are hers.' }).expect(200);
    expect(resolved.body).toMatchObject({ status: 'resolved', outcome: 'removed', outcome_reason: 'The reporter showed the photos are hers.', resolved_by: admin.user.id });
    expect(await inDirectory(t, 'Taken Down', target.profile.username)).toBe(false);
    expect((await emailsTo(t, 'reporter@example.nz')).map((m) => m.kind)).toEqual(['takedown_reporter']);
    expect((await emailsTo(t, target.user.email)).map((m) => m.kind)).toEqual(['takedown_advertiser']);
    expect((await auditOf(t, item.id)).map((entry) => entry.action)).toEqual(['takedown.open', 'takedown.hide', 'takedown.resolve']);

    const again = await t.http().post(`/api/admin/takedowns/${item.id}/resolve`).set(admin.auth).send({ outcome: 'not_removed', reason: 'Changed my mind' }).expect(409);
    expect(again.body.message).toBe('This takedown case has already been resolved');
  });

  it('lifts the hide when the outcome is not removed', async () => {
    const target = await createAdvertiser(t, { fullName: 'Kept Up' });
    const item = await consentReport(target);
    await t.http().post(`/api/admin/takedowns/${item.id}/hide`).set(admin.auth).expect(200);
    await t.http().post(`/api/admin/takedowns/${item.id}/resolve`).set(admin.auth).send({ outcome: 'not_removed', reason: 'The photos belong to the advertiser.' }).expect(200);
    expect(await inDirectory(t, 'Kept Up', target.profile.username)).toBe(true);
  });

  it('escalates a case still open at its deadline once: first in the list, emailed to every superadmin, counted on the dashboard', async () => {
    const target = await createAdvertiser(t);
    const item = await consentReport(target);
    const job = t.app.get(TakedownEscalationJob);
    await job.onSchedule(new Date(Date.now() + 7 * HOUR));
    expect((await t.http().get(`/api/admin/takedowns/${item.id}`).set(admin.auth).expect(200)).body.escalated).toBe(false);

    await t.db.query(`UPDATE takedown_cases SET due_at = now() - interval '1 minute' WHERE id = $1`, [item.id]);
    expect(await t.app.get(TakedownEscalationJob).onSchedule(new Date())).toBe('done');
    const list = await t.http().get('/api/admin/takedowns').query({ filter: JSON.stringify({ status: 'open' }) }).set(admin.auth).expect(200);
    expect(list.body[0]).toMatchObject({ id: item.id, escalated: true, overdue: true });
    expect(list.body[0].seconds_left).toBeLessThan(0);
    const mails = await emailsTo(t, superadmin.user.email);
    expect(mails.map((m) => m.kind)).toEqual(['takedown_escalation']);
    expect(mails[0].text_body).toContain(`@${target.profile.username}`);
    expect(await emailsTo(t, admin.user.email)).toEqual([]);

    // A later run escalates nothing again.
    await t.app.get(TakedownEscalationJob).onSchedule(new Date(Date.now() + 10 * 60_000));
    expect(await emailsTo(t, superadmin.user.email)).toHaveLength(1);

    const dashboard = await t.http().get('/api/admin/dashboard').set(admin.auth).expect(200);
    expect(dashboard.body.overdueTakedowns).toBeGreaterThanOrEqual(1);
    expect(dashboard.body.openTakedowns).toBeGreaterThanOrEqual(dashboard.body.overdueTakedowns);
  });

  it('records each escalation by the job in the audit log, with no admin, once', async () => {
    const target = await createAdvertiser(t);
    const item = await consentReport(target);
    await t.db.query(`UPDATE takedown_cases SET due_at = now() - interval '1 minute' WHERE id = $1`, [item.id]);
    const [{ due_at }] = await t.db.query(`SELECT due_at FROM takedown_cases WHERE id = $1`, [item.id]);

    // Runs in time slots of their own: the test above already ran the job now and 10 minutes ahead.
    expect(await t.app.get(TakedownEscalationJob).onSchedule(new Date(Date.now() + 20 * 60_000))).toBe('done');
    expect(await t.app.get(TakedownEscalationJob).onSchedule(new Date(Date.now() + 25 * 60_000))).toBe('done');

    const escalations = await t.http().get('/api/admin/audit-log').query({ filter: JSON.stringify({ target_id: item.id, action: 'takedown.escalate' }) }).set(superadmin.auth).expect(200);
    expect(escalations.body).toEqual([
      expect.objectContaining({ admin_user_id: null, admin_email: null, target_type: 'takedown', details: { profile_id: target.profile.id, due_at: due_at.toISOString() } }),
    ]);
  });

  it('opens no case for other report reasons', async () => {
    const target = await createAdvertiser(t);
    await t.http().post(`/api/profiles/${target.profile.username}/report`).set('X-Forwarded-For', `198.51.100.${++ip}`).send({ reason: 'fake_photos' }).expect(201);
    const [{ n }] = await t.db.query(`SELECT count(*)::int AS n FROM takedown_cases WHERE profile_id = $1`, [target.profile.id]);
    expect(n).toBe(0);
  });
});
