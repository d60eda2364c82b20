import * as argon2 from 'argon2';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AppConfig, loadConfig } from '../../src/config/app-config';
import { databaseOptions } from '../../src/database/database-options';
import { DEMO_ADMIN, DEMO_ADVERTISER, seed } from '../../src/database/seed/seed';
import { DEMO_PROFILE_COUNT } from '../../src/database/seed/seed-on-start';
import { CATEGORIES, LOCATIONS, NATIONALITIES } from '../../src/profiles/profile-enums';
import { createStorageDriver } from '../../src/storage/storage.service';
import { createTestDatabase, dropTestDatabase, TEST_JWT_SECRET } from '../test-app';

jest.setTimeout(120_000);

/** The seed against a fresh database and its own local storage folder. */
async function seeded(profiles: number): Promise<{ db: DataSource; config: AppConfig; log: string[]; close(): Promise<void> }> {
  const url = await createTestDatabase();
  const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'seed-test-')), DATABASE_URL: url, JWT_SECRET: TEST_JWT_SECRET });
  const db = await new DataSource(databaseOptions(url)).initialize();
  const log: string[] = [];
  await seed(db, { profiles, storage: createStorageDriver(config), photosBucket: config.photosBucket, log: (line) => log.push(line) });
  return {
    db,
    config,
    log,
    async close() {
      await db.destroy();
      await dropTestDatabase(url);
    },
  };
}

describe('demo seed', () => {
  let s: Awaited<ReturnType<typeof seeded>>;

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
      expect(s.log.filter((line) => /^\s*\d+ \/ 3000 profiles$/.test(line))).toEqual(['  2000 / 3000 profiles', '  3000 / 3000 profiles']);
    } finally {
      await s.close();
    }
  });
});
