import { DataExportMessages } from 'contract';
import { AnalyticsService } from '../../src/analytics/analytics.service';
import { DataExportCleanupJob } from '../../src/data-export/data-export-cleanup.job';
import { DataExportService } from '../../src/data-export/data-export.service';
import { DataExportWorker, exportFileKey } from '../../src/data-export/data-export.worker';
import { StorageNotFoundError } from '../../src/storage/storage-keys';
import { StorageService } from '../../src/storage/storage.service';
import { DocumentRetentionJob } from '../../src/verification/document-retention.job';
import { resetRateLimits } from '../auth/auth-fixtures';
import { choosePlan, markPaid } from '../billing/billing-helpers';
import { Admin, Advertiser, createAdmin, createAdvertiser } from '../factories/users.factory';
import { jpeg, png } from '../fixtures/images';
import { eventually } from '../eventually';
import { createTestApp, TestApp } from '../test-app';
import { jsonOf, unzip } from './unzip';

const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const HOUR = 60 * 60_000;


describe('my data: a copy of everything held about an advertiser (Privacy Act IPP 6)', () => {
  let t: TestApp;
  let verifier: Admin;
  let boss: Admin;
  let ip = 0;
  /** A second instance on the same database; open until the end (passport keeps the last app's strategy). */
  let second: TestApp | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    verifier = await createAdmin(t, { canVerifyProfiles: true });
    boss = await createAdmin(t, { isSuperadmin: true });
  });

  beforeEach(() => resetRateLimits(t));

  afterAll(async () => {
    await second?.close();
    await t.close();
  });

  const worker = () => t.app.get(DataExportWorker);
  const storage = () => t.app.get(StorageService);

  /** An advertiser with a paid, credited invoice, two photos, approved verification, a contact thread with our reply, and profile views. */
  async function advertiserWithHistory(label: string): Promise<{ a: Advertiser; invoiceNumber: string; threadId: string; question: string }> {
    const a = await createAdvertiser(t, { fullName: `${label} Person`, website: `https://${label.toLowerCase()}.example.nz` });
    const invoice = await choosePlan(t, a, 'premium');
    await markPaid(t, boss, invoice.id, { amount_cents: invoice.total_cents }).expect(200);
    await t.http().post(`/api/admin/invoices/${invoice.id}/credit-notes`).set(boss.auth).send({ amount_cents: 1000, reason: `Goodwill for ${label}` }).expect(200);
    await t.http().post('/api/profiles/me/photos').set(a.auth).attach('photos', await jpeg(600, 800), 'one.jpg').attach('photos', await png(300, 400), 'two.png').expect(201);
    await t.http().post('/api/verification').set(a.auth).attach('id', await jpeg(), 'id.jpg').attach('selfie', await png(), 'selfie.png').expect(201);
    await t.http().post(`/api/admin/verifications/${a.profile.id}/approve`).set(verifier.auth).expect(200);
    const question = `Can I change my plan? (${label})`;
    await t
      .http()
      .post('/api/contact')
      .set('X-Forwarded-For', `198.51.100.${++ip}`)
      .send({ name: `${label} Person`, phone: '021 555 0101', email: a.user.email, city: 'Auckland', message: question })
      .expect(201);
    const [{ thread_id: threadId }] = await t.db.query(`SELECT thread_id FROM contact_messages WHERE email = $1`, [a.user.email]);
    await t.http().post(`/api/admin/threads/${threadId}/reply`).set(boss.auth).send({ message: `Yes you can, ${label}.` }).expect(200);
    await t.http().post(`/api/profiles/${a.profile.username}/events`).set('X-Forwarded-For', `203.0.113.${++ip}`).set('User-Agent', BROWSER).send({ type: 'view' }).expect(204);
    return { a, invoiceNumber: invoice.number, threadId, question };
  }

  /** The token in the latest "ready" email to `email`, as the outbox holds it until it is sent. */
  async function emailedToken(email: string): Promise<string> {
    const rows: { text_body: string }[] = await t.db.query(`SELECT text_body FROM mail_outbox WHERE recipient = $1 AND kind = 'data_export' ORDER BY created_at DESC LIMIT 1`, [email]);
    const token = /\/my-data\?token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1];
    if (!token) throw new Error(`no data export email to ${email}`);
    return token;
  }

  const download = (token: string) =>
    t
      .http()
      .get(`/api/data-export/download?token=${encodeURIComponent(token)}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });

  /** Asks, lets the worker build it, and downloads it through the emailed link. */
  async function exportOf(a: Advertiser): Promise<Map<string, Buffer>> {
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    expect(await worker().processPending()).toMatchObject({ ready: 1 });
    const res = await download(await emailedToken(a.user.email)).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    return unzip(res.body as Buffer);
  }

  it('holds the account, profile, photo files, invoices, verification history, messages, analytics and audit entries, and nothing of anyone else', async () => {
    const mine = await advertiserWithHistory('Aroha');
    const other = await advertiserWithHistory('Briar');
    await t.app.get(AnalyticsService).flush();
    const files = await exportOf(mine.a);

    const photoRows: { id: string; storage_key: string; card_storage_key: string }[] = await t.db.query(
      `SELECT id, storage_key, card_storage_key FROM profile_photos WHERE profile_id = $1 ORDER BY position`,
      [mine.a.profile.id],
    );
    expect(photoRows).toHaveLength(2);
    const expected = [
      'README.txt',
      'account.json',
      'profile.json',
      'photos.json',
      'invoices.json',
      'plans.json',
      'verification.json',
      'messages.json',
      'analytics.json',
      'audit-log.json',
      ...photoRows.flatMap((row, i) => [`photos/0${i + 1}-${row.id}.webp`, `photos/0${i + 1}-${row.id}-card.webp`]),
      `invoices/${mine.invoiceNumber}.pdf`,
      'invoices/CN-000001.pdf',
      'verification/id.jpg',
      'verification/selfie.png',
    ];
    expect([...files.keys()].sort()).toEqual(expected.sort());

    // The photo files are the stored files themselves, byte for byte.
    for (const [i, row] of photoRows.entries()) {
      expect(files.get(`photos/0${i + 1}-${row.id}.webp`)!.equals(await storage().read(storage().photosBucket, row.storage_key))).toBe(true);
      expect(files.get(`photos/0${i + 1}-${row.id}-card.webp`)!.equals(await storage().read(storage().photosBucket, row.card_storage_key))).toBe(true);
    }
    expect(files.get(`invoices/${mine.invoiceNumber}.pdf`)!.subarray(0, 5).toString()).toBe('%PDF-');

    expect(jsonOf(files, 'account.json')).toMatchObject({ account: { id: mine.a.user.id, email: mine.a.user.email }, sessions: [expect.objectContaining({ ended_at: null })] });
    expect(jsonOf(files, 'profile.json')).toMatchObject({ id: mine.a.profile.id, username: mine.a.profile.username, full_name: 'Aroha Person', website: 'https://aroha.example.nz', is_verified: true });
    expect(jsonOf<unknown[]>(files, 'photos.json')).toEqual(photoRows.map((row, i) => expect.objectContaining({ id: row.id, position: i, moderation_state: expect.any(String) })));
    const [invoice] = jsonOf<Record<string, unknown>[]>(files, 'invoices.json');
    expect(invoice).toMatchObject({ number: mine.invoiceNumber, status: 'credited', credited_cents: 1000, pdf: `${mine.invoiceNumber}.pdf` });
    expect(invoice.payments).toEqual([expect.objectContaining({ amount_cents: 4999, recorded_by_email: null })]);
    expect(invoice.credit_notes).toEqual([expect.objectContaining({ amount_cents: 1000, reason: 'Goodwill for Aroha', issued_by_email: null })]);
    expect(jsonOf(files, 'plans.json')).toEqual([expect.objectContaining({ tier: 'premium', source: 'invoice' })]);
    expect(jsonOf(files, 'verification.json')).toEqual({
      decisions: [{ decision: 'approved', submitted_at: expect.any(String), decided_at: expect.any(String) }],
      documents: [expect.objectContaining({ type: 'id', file: 'id.jpg' }), expect.objectContaining({ type: 'selfie', file: 'selfie.png' })],
    });
    expect(jsonOf(files, 'messages.json')).toEqual([
      {
        id: mine.threadId,
        reference: expect.stringMatching(/^MSG-\d{6}$/),
        messages: [expect.objectContaining({ from: 'you', message: mine.question }), expect.objectContaining({ from: 'us', message: 'Yes you can, Aroha.' })],
      },
    ]);
    expect(jsonOf(files, 'analytics.json')).toEqual([expect.objectContaining({ views: 1, visitors: 1 })]);
    const actions = jsonOf<{ action: string }[]>(files, 'audit-log.json').map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['invoice.payment', 'invoice.credit_note', 'profile.verify', 'thread.reply']));

    // Nothing of the other advertiser, nothing of staff, no password hash, in any file or file name.
    const text = [...files.entries()].map(([name, body]) => (name.endsWith('.json') || name.endsWith('.txt') ? `${name}\n${body.toString('utf8')}` : name)).join('\n');
    for (const foreign of [other.a.user.email, other.a.user.id, other.a.profile.id, other.a.profile.username, other.invoiceNumber, other.threadId, other.question, 'Briar', boss.user.email, verifier.user.email, '$argon2']) {
      expect(text).not.toContain(foreign);
    }
  });

  it('leaves out identity documents once the retention job has purged them, and keeps the decisions', async () => {
    const { a } = await advertiserWithHistory('Kahu');
    await t.app.get(DocumentRetentionJob).run(new Date(Date.now() + (t.config.documentRetentionDays + 1) * 24 * HOUR));
    const files = await exportOf(a);
    expect([...files.keys()].filter((name) => name.startsWith('verification/'))).toEqual([]);
    expect(jsonOf(files, 'verification.json')).toEqual({ decisions: [expect.objectContaining({ decision: 'approved' })], documents: [] });
  });

  it('the emailed link downloads once; then, after 24 hours or for an unknown token, it answers a clear 410 or 404, and the file is gone', async () => {
    const a = await createAdvertiser(t);
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    await worker().processPending();
    const token = await emailedToken(a.user.email);
    expect((await t.http().get(`/api/data-export/link?token=${token}`).expect(200)).body).toEqual({ status: 'ready', expires_at: expect.any(String), size_bytes: expect.any(Number) });
    const [{ storage_key: key }] = await t.db.query(`SELECT storage_key FROM data_exports WHERE user_id = $1`, [a.user.id]);

    const first = await download(token).expect(200);
    expect(Number(first.headers['content-length'])).toBe((first.body as Buffer).length);
    expect((await download(token).expect(410)).body.toString()).toContain(DataExportMessages.linkUsed);
    expect((await t.http().get(`/api/data-export/link?token=${token}`).expect(410)).body.message).toBe(DataExportMessages.linkUsed);
    // Deleted once the last byte is sent, which the browser may see a moment before.
    await eventually(async () => {
      // Still there: the opened file is closed before the next try.
      const gone = await storage()
        .get(storage().documentsBucket, key)
        .then(
          ({ stream }) => {
            stream.destroy();
            return false;
          },
          (error: unknown) => error instanceof StorageNotFoundError,
        );
      expect(gone).toBe(true);
    });
    expect((await t.http().get('/api/data-export').set(a.auth).expect(200)).body).toMatchObject({ status: 'downloaded' });

    expect((await t.http().get('/api/data-export/link?token=not-a-real-token').expect(404)).body.message).toBe(DataExportMessages.linkUnknown);
    expect((await t.http().get('/api/data-export/download').expect(404)).body.message).toBe(DataExportMessages.linkUnknown);
  });

  it('a link not used within 24 hours expires, and the clean-up job deletes its file', async () => {
    const a = await createAdvertiser(t);
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    await worker().processPending();
    const token = await emailedToken(a.user.email);
    const [{ storage_key: key, expires_at: expiresAt }] = await t.db.query(`SELECT storage_key, expires_at FROM data_exports WHERE user_id = $1`, [a.user.id]);
    expect(expiresAt.getTime() - Date.now()).toBeGreaterThan(23.9 * HOUR);
    const later = new Date(expiresAt.getTime() + 1000);

    const service = t.app.get(DataExportService);
    await expect(service.link(token, later)).rejects.toThrow(DataExportMessages.linkExpired);
    await expect(service.download(token, later)).rejects.toThrow(DataExportMessages.linkExpired);
    await t.app.get(DataExportCleanupJob).run(new Date(Date.now() + HOUR));
    const kept = await storage().get(storage().documentsBucket, key);
    kept.stream.destroy();
    expect(kept.size).toBeGreaterThan(0);
    expect((await t.app.get(DataExportCleanupJob).run(later)).filesDeleted).toBeGreaterThanOrEqual(1);
    await expect(storage().get(storage().documentsBucket, key)).rejects.toBeInstanceOf(StorageNotFoundError);
    expect((await download(token).expect(410)).body.toString()).toContain(DataExportMessages.linkExpired);
    expect((await t.http().get('/api/data-export').set(a.auth).expect(200)).body).toMatchObject({ status: 'expired' });
  });

  it('refuses a second request while one is being prepared (409), and more than three in 24 hours (429), changing nothing', async () => {
    const a = await createAdvertiser(t);
    expect((await t.http().get('/api/data-export').set(a.auth).expect(200)).body).toEqual({ status: 'none', requested_at: null, ready_at: null, expires_at: null, next_request_at: null });
    const asked = await t.http().post('/api/data-export').set(a.auth).expect(202);
    expect(asked.body).toMatchObject({ message: DataExportMessages.requested, export: { status: 'preparing' } });
    const [again, atOnce] = await Promise.all([t.http().post('/api/data-export').set(a.auth), t.http().post('/api/data-export').set(a.auth)]);
    expect([again.status, atOnce.status]).toEqual([409, 409]);
    expect(again.body.message).toBe(DataExportMessages.alreadyPreparing);
    // Deleting the profile now would cut the copy short: it waits for the email.
    expect((await t.http().delete('/api/profiles/me').set(a.auth).expect(409)).body.message).toBe(DataExportMessages.deleteWhilePreparing);
    expect(await t.db.query(`SELECT is_deleted FROM profiles WHERE id = $1`, [a.profile.id])).toEqual([{ is_deleted: false }]);

    await worker().processPending();
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    await worker().processPending();
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    await worker().processPending();
    const fourth = await t.http().post('/api/data-export').set(a.auth).expect(429);
    expect(fourth.body.message).toBe(DataExportMessages.tooManyRequests);
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await t.http().get('/api/data-export').set(a.auth).expect(200)).body.next_request_at).toEqual(expect.any(String));
    expect(await t.db.query(`SELECT count(*)::int AS n FROM data_exports WHERE user_id = $1`, [a.user.id])).toEqual([{ n: 3 }]);

    // Once the copy is emailed the profile can be deleted, and the link still works afterwards.
    await t.http().delete('/api/profiles/me').set(a.auth).expect(200);
    await download(await emailedToken(a.user.email)).expect(200);
    expect((await t.http().post('/api/data-export').expect(401)).body.message).toBe('Not authenticated');
  });

  it('two runs at once, on two instances, build a request once and send one email', async () => {
    second = await createTestApp({}, t.databaseUrl);
    const a = await createAdvertiser(t);
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    const runs = await Promise.all([worker().processPending(), second.app.get(DataExportWorker).processPending(), worker().processPending()]);
    expect(runs.reduce((sum, run) => sum + run.ready, 0)).toBe(1);
    expect(await t.db.query(`SELECT status, attempts FROM data_exports WHERE user_id = $1`, [a.user.id])).toEqual([{ status: 'ready', attempts: 1 }]);
    expect(await t.db.query(`SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = $1 AND kind = 'data_export'`, [a.user.email])).toEqual([{ n: 1 }]);
  });

  it('takes over a build whose worker died once its lease has passed, and gives up after three failed attempts with an email', async () => {
    const a = await createAdvertiser(t);
    await t.http().post('/api/data-export').set(a.auth).expect(202);
    const [{ id }] = await t.db.query(`SELECT id FROM data_exports WHERE user_id = $1`, [a.user.id]);
    // A worker took it, wrote half a file and died; its lease has run out.
    await t.db.query(`UPDATE data_exports SET attempts = 1, next_attempt_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    await storage().put(storage().documentsBucket, exportFileKey(id, 1), Buffer.from('PK half a zip'), 'application/zip');
    expect(await worker().processPending()).toEqual({ ready: 1, retrying: 0, failed: 0 });
    await expect(storage().get(storage().documentsBucket, exportFileKey(id, 1))).rejects.toBeInstanceOf(StorageNotFoundError);
    await download(await emailedToken(a.user.email)).expect(200);

    // A photo whose file is missing makes every attempt fail.
    const b = await createAdvertiser(t, { subscriptionTier: 'premium' });
    await t.http().post('/api/profiles/me/photos').set(b.auth).attach('photos', await jpeg(), 'one.jpg').expect(201);
    const [{ storage_key: photoKey }] = await t.db.query(`SELECT storage_key FROM profile_photos WHERE profile_id = $1`, [b.profile.id]);
    await storage().delete(storage().photosBucket, photoKey);
    await t.http().post('/api/data-export').set(b.auth).expect(202);
    const outcomes = [];
    // Retries wait a minute, then two: runs at 0, 1.5 and 3 minutes each make one attempt.
    for (const minutes of [0, 1.5, 3]) outcomes.push(await worker().processPending(new Date(Date.now() + minutes * 60_000)));
    expect(outcomes).toEqual([
      { ready: 0, retrying: 1, failed: 0 },
      { ready: 0, retrying: 1, failed: 0 },
      { ready: 0, retrying: 0, failed: 1 },
    ]);
    expect((await t.http().get('/api/data-export').set(b.auth).expect(200)).body.status).toBe('failed');
    expect(await t.db.query(`SELECT kind FROM mail_outbox WHERE recipient = $1 AND kind LIKE 'data_export%'`, [b.user.email])).toEqual([{ kind: 'data_export_failed' }]);
    await t.http().post('/api/data-export').set(b.auth).expect(202);
  });
});
