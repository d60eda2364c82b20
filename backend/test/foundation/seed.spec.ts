import { CATEGORIES, LOCATIONS, NATIONALITIES, REPORT_REASONS } from 'contract';
import * as argon2 from 'argon2';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { databaseOptions } from '../../src/database/database-options';
import { passwordProblem } from '../../src/auth/password-rules';
import { DEMO_ADMIN, DEMO_ADVERTISER, seed } from '../../src/database/seed/seed';
import { DEMO_PROFILE_COUNT } from '../../src/database/seed/seed-on-start';
import { MessagesRepository } from '../../src/messages/messages.repository';
import { SealedFilesRepository } from '../../src/storage/sealed-files.repository';
import { createStorageDriver } from '../../src/storage/storage.service';
import { checkDocumentImage } from '../../src/verification/document-image';
import { createTestDatabase, dropTestDatabase, TEST_JWT_SECRET } from '../test-app';

jest.setTimeout(120_000);

interface Seeded {
  db: DataSource;
  config: AppConfig;
  log: string[];
  /** Runs the seed again on the same database, as a second `npm run seed` does. */
  seedMore(profiles: number): Promise<void>;
  close(): Promise<void>;
}

/** The seed against a fresh database and its own local storage folder. */
async function seeded(profiles: number): Promise<Seeded> {
  const url = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_PROFILE: 'test', DATA_DIR: mkdtempSync(join(tmpdir(), 'seed-test-')), DATABASE_URL: url, JWT_SECRET: TEST_JWT_SECRET });
  const hasher = new PasswordHasher(config);
  const db = await new DataSource(databaseOptions(url)).initialize();
  const log: string[] = [];
  const run = (count: number) =>
    seed(db, {
      profiles: count,
      storage: createStorageDriver(config, new SealedFilesRepository(db)),
      photosBucket: config.photosBucket,
      siteName: config.productName,
      documentsBucket: config.documentsBucket,
      log: (line) => log.push(line),
      hashPassword: (password) => hasher.hash(password),
    });
  await run(profiles);
  return {
    db,
    config,
    log,
    seedMore: run,
    async close() {
      await db.destroy();
      await dropTestDatabase(url);
    },
  };
}

interface DocumentRow {
  user_id: string;
  file_type: string;
  file_url: string;
}

/** Every pending profile's documents, in the order (owner, type); and the keys whose file is missing. */
async function pendingDocuments(s: Seeded): Promise<{ pending: string[]; documents: DocumentRow[]; missing: string[] }> {
  const pending: string[] = (await s.db.query(`SELECT user_id FROM profiles WHERE verification_requested AND NOT is_verified ORDER BY user_id`)).map(
    (row: { user_id: string }) => row.user_id,
  );
  const documents: DocumentRow[] = await s.db.query(`SELECT user_id, file_type, file_url FROM verification_documents ORDER BY user_id, file_type`);
  const missing = documents.map((d) => d.file_url).filter((key) => !existsSync(join(s.config.dataDir, 'storage', s.config.documentsBucket, key)));
  return { pending, documents, missing };
}

describe('demo seed', () => {
  let s: Seeded;

  beforeAll(async () => {
    s = await seeded(DEMO_PROFILE_COUNT);
  });

  afterAll(() => s.close());

  const values = async (sql: string): Promise<string[]> => (await s.db.query(sql)).map((row: { v: string }) => row.v);

  it('creates at least 60 profiles, each with 2 to 5 photos whose files exist', async () => {
    const counts: { n: number }[] = await s.db.query(
      `SELECT count(ph.id)::int AS n FROM profiles p LEFT JOIN profile_photos ph ON ph.profile_id = p.id GROUP BY p.id`,
    );
    expect(counts.length).toBeGreaterThanOrEqual(60);
    expect(counts.every(({ n }) => n >= 2 && n <= 5)).toBe(true);
    expect(new Set(counts.map(({ n }) => n))).toEqual(new Set([2, 3, 4, 5]));

    const photos: { storage_key: string; card_storage_key: string }[] = await s.db.query(`SELECT storage_key, card_storage_key FROM profile_photos`);
    const missing = photos
      .flatMap((photo) => [photo.storage_key, photo.card_storage_key])
      .filter((key) => !existsSync(join(s.config.dataDir, 'storage', s.config.photosBucket, key)));
    expect(missing).toEqual([]);
    const [{ primaries }] = await s.db.query(`SELECT count(*)::int AS primaries FROM profile_photos WHERE is_primary`);
    expect(primaries).toBe(counts.length);
  });

  it('spreads the profiles over every tier, verification state and status', async () => {
    expect(await values(`SELECT DISTINCT subscription_tier AS v FROM profiles ORDER BY 1`)).toEqual(['basic', 'free', 'premium']);
    expect(
      await values(
        `SELECT DISTINCT CASE WHEN is_verified THEN 'verified' WHEN verification_requested THEN 'pending' ELSE 'none' END AS v FROM profiles ORDER BY 1`,
      ),
    ).toEqual(['none', 'pending', 'verified']);
    expect(await values(`SELECT DISTINCT CASE WHEN is_active THEN 'active' ELSE 'paused' END AS v FROM profiles ORDER BY 1`)).toEqual(['active', 'paused']);
    const [{ paid_without_expiry }] = await s.db.query(
      `SELECT count(*)::int AS paid_without_expiry FROM profiles WHERE subscription_tier <> 'free' AND subscription_expires_at IS NULL`,
    );
    expect(paid_without_expiry).toBe(0);
  });

  it("covers every nationality, category and registration location of the spec", async () => {
    expect(new Set(await values(`SELECT DISTINCT nationality AS v FROM profiles`))).toEqual(new Set(NATIONALITIES));
    expect(new Set(await values(`SELECT DISTINCT unnest(categories) AS v FROM profiles`))).toEqual(new Set(CATEGORIES));
    expect(await values(`SELECT DISTINCT location AS v FROM profiles`)).toEqual(expect.arrayContaining([...LOCATIONS]));
  });

  it('creates the superadmin and the advertiser account with the printed passwords', async () => {
    const [admin] = await s.db.query(
      `SELECT u.password_hash, a.is_superadmin, a.can_verify_profiles FROM users u JOIN admin_users a ON a.user_id = u.id WHERE u.email = $1`,
      [DEMO_ADMIN.email],
    );
    expect(admin).toMatchObject({ is_superadmin: true, can_verify_profiles: true });
    expect(await argon2.verify(admin.password_hash, DEMO_ADMIN.password)).toBe(true);

    const [advertiser] = await s.db.query(
      `SELECT u.password_hash, p.username, p.is_active FROM users u JOIN profiles p ON p.user_id = u.id WHERE u.email = $1`,
      [DEMO_ADVERTISER.email],
    );
    expect(advertiser).toMatchObject({ username: DEMO_ADVERTISER.username, is_active: true });
    expect(await argon2.verify(advertiser.password_hash, DEMO_ADVERTISER.password)).toBe(true);
    expect(passwordProblem(DEMO_ADMIN.password, [DEMO_ADMIN.email])).toBeNull();
    expect(passwordProblem(DEMO_ADVERTISER.password, [DEMO_ADVERTISER.email, DEMO_ADVERTISER.username])).toBeNull();
  });

  it('gives every profile pending verification an ID and a selfie in the private bucket, stored as a real submission is', async () => {
    const { pending, documents, missing } = await pendingDocuments(s);

    expect(pending).toHaveLength(12);
    expect(documents.map((d) => [d.user_id, d.file_type])).toEqual(pending.flatMap((userId) => [[userId, 'id'], [userId, 'selfie']]));
    for (const document of documents) {
      expect(document.file_url).toMatch(new RegExp(`^${document.user_id}/[0-9a-f-]{36}/${document.file_type}\\.jpg$`));
    }
    expect(missing).toEqual([]);
    const [first] = documents;
    // Sealed on disk like an upload, and opened through the storage as the back office opens it.
    expect(readFileSync(join(s.config.dataDir, 'storage', s.config.documentsBucket, first.file_url)).subarray(0, 8).toString()).toBe('KCSEAL01');
    const opened = createStorageDriver(s.config, new SealedFilesRepository(s.db));
    const chunks: Buffer[] = [];
    for await (const chunk of (await opened.get(s.config.documentsBucket, first.file_url)).stream) chunks.push(chunk as Buffer);
    await expect(checkDocumentImage(Buffer.concat(chunks))).resolves.toBe('jpeg');
    expect(existsSync(join(s.config.dataDir, 'storage', s.config.photosBucket, first.file_url))).toBe(false);
  });

  it('fills the inbox with threads awaiting a reply and threads already answered, without sending any email', async () => {
    const messages = new MessagesRepository(s.db);
    const [threads, total] = await messages.findThreadPage({}, { field: 'created_at', order: 'DESC' }, 0, 50);

    expect(total).toBe(8);
    expect(threads.filter((t) => t.status === 'awaiting')).toHaveLength(5);
    expect(threads.filter((t) => t.status === 'replied')).toHaveLength(3);
    expect(await messages.countAwaitingThreads()).toBe(5);
    // Some answered threads have the visitor's follow-up after the reply, so they await again.
    const [{ followed_up }] = await s.db.query(
      `SELECT count(DISTINCT thread_id)::int AS followed_up FROM contact_messages m
        WHERE NOT is_admin_reply AND EXISTS (SELECT 1 FROM contact_messages r WHERE r.thread_id = m.thread_id AND r.is_admin_reply AND r.created_at < m.created_at)`,
    );
    expect(followed_up).toBe(2);
    expect(threads.every((t) => /@example\.(co\.)?nz$/.test(t.email) && t.createdAt.getTime() < Date.now())).toBe(true);
    const [{ outbox }] = await s.db.query(`SELECT count(*)::int AS outbox FROM mail_outbox`);
    expect(outbox).toBe(0);
  });

  it('adds open reports and one the demo admin dismissed, none against the demo advertiser', async () => {
    const reports: { status: string; reason: string; resolved_by_email: string | null; resolved_at: Date | null; username: string }[] = await s.db.query(
      `SELECT r.status, r.reason, u.email AS resolved_by_email, r.resolved_at, p.username
         FROM profile_reports r JOIN profiles p ON p.id = r.profile_id LEFT JOIN users u ON u.id = r.resolved_by
        ORDER BY r.created_at DESC`,
    );

    expect(reports.map((r) => r.status)).toEqual(['open', 'open', 'open', 'dismissed']);
    expect(reports.slice(0, 3).every((r) => r.resolved_by_email === null && r.resolved_at === null)).toBe(true);
    expect(reports[3]).toMatchObject({ resolved_by_email: DEMO_ADMIN.email, resolved_at: expect.any(Date) });
    expect(reports.every((r) => (REPORT_REASONS as readonly string[]).includes(r.reason))).toBe(true);
    expect(reports.map((r) => r.username)).not.toContain(DEMO_ADVERTISER.username);
  });

  it('writes a few months of invoices, payments and plan periods, numbered without gaps, so the revenue report has content', async () => {
    const invoices: { number: string; status: string; total_cents: number; gst_cents: number; issued_at: Date }[] = await s.db.query(
      `SELECT number, status, total_cents, gst_cents, issued_at FROM invoices ORDER BY number`,
    );
    expect(invoices.map((i) => i.number)).toEqual(invoices.map((_, n) => `INV-${String(n + 1).padStart(6, '0')}`));
    expect(invoices.map((i) => i.issued_at.getTime())).toEqual([...invoices.map((i) => i.issued_at.getTime())].sort((a, b) => a - b));
    const [{ last_number }] = await s.db.query(`SELECT last_number FROM billing_counters WHERE name = 'invoice'`);
    expect(last_number).toBe(invoices.length);
    expect(new Set(invoices.map((i) => i.status))).toEqual(new Set(['paid', 'credited', 'unpaid', 'overdue', 'void']));
    const months = await s.db.query(`SELECT DISTINCT to_char(received_on, 'YYYY-MM') AS month FROM payments`);
    expect(months.length).toBeGreaterThanOrEqual(3);

    // Every paid plan runs on a paid invoice's period that ends when the profile's plan does.
    const uncovered = await s.db.query(
      `SELECT p.username FROM profiles p
       WHERE p.subscription_tier <> 'free' AND NOT EXISTS (
         SELECT 1 FROM subscriptions s JOIN invoices i ON i.id = s.invoice_id AND i.status IN ('paid', 'credited')
         WHERE s.user_id = p.user_id AND s.status = 'active' AND s.expires_at = p.subscription_expires_at AND s.tier = p.subscription_tier)`,
    );
    expect(uncovered).toEqual([]);
    const [demo] = await s.db.query(`SELECT count(*)::int AS n FROM invoices WHERE username = $1`, [DEMO_ADVERTISER.username]);
    expect(demo.n).toBe(0);
    const open = await s.db.query(`SELECT outcome FROM statement_lines ORDER BY line_number`);
    expect(open.map((l: { outcome: string }) => l.outcome)).toEqual(['partial', 'unmatched']);
  });
});

describe('seed run again on a seeded database', () => {
  it('gives the new pending profiles their documents but writes the inbox only once', async () => {
    const s = await seeded(10);
    try {
      await s.seedMore(10);

      const { pending, documents, missing } = await pendingDocuments(s);
      expect(pending).toHaveLength(4);
      expect(documents).toHaveLength(8);
      expect(missing).toEqual([]);
      const [{ threads, reports }] = await s.db.query(
        `SELECT (SELECT count(DISTINCT thread_id)::int FROM contact_messages) AS threads, (SELECT count(*)::int FROM profile_reports) AS reports`,
      );
      expect([threads, reports]).toEqual([8, 4]);
      const [{ runs }] = await s.db.query(`SELECT count(*)::int AS runs FROM statement_imports`);
      expect(runs).toBe(1);
    } finally {
      await s.close();
    }
  });
});

describe('seed --profiles N', () => {
  it('inserts a large set in batches, every profile with its photos', async () => {
    const s = await seeded(3000);
    try {
      const [{ profiles, photos, lonely }] = await s.db.query(
        `SELECT (SELECT count(*)::int FROM profiles) AS profiles,
                (SELECT count(*)::int FROM profile_photos) AS photos,
                (SELECT count(*)::int FROM profiles p WHERE NOT EXISTS (SELECT 1 FROM profile_photos ph WHERE ph.profile_id = p.id)) AS lonely`,
      );
      expect(profiles).toBe(3000);
      expect(photos).toBeGreaterThanOrEqual(6000);
      expect(lonely).toBe(0);
      // A benchmark data set is rows for the directory: no document files, no inbox.
      const [{ documents, messages }] = await s.db.query(
        `SELECT (SELECT count(*)::int FROM verification_documents) AS documents, (SELECT count(*)::int FROM contact_messages) AS messages`,
      );
      expect([documents, messages]).toEqual([0, 0]);
      expect(s.log.filter((line) => /^\s*\d+ \/ 3000 profiles$/.test(line))).toEqual(['  2000 / 3000 profiles', '  3000 / 3000 profiles']);
    } finally {
      await s.close();
    }
  });
});
