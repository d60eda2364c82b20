import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../database/database-options';
import { seededRandom } from '../database/seed/seed-data';
import { MATCH_DISTANCE } from '../photos/photo-fingerprint';
import { nearestSql, PhotoFingerprintsRepository } from '../photos/photo-fingerprints.repository';
import { percentile } from './percentile';

/**
 * The stolen-photo look-up at scale (under 20 ms per upload with 500,000 stored photos). Loads
 * `photos` fingerprints into profile_photos of a scratch database migrated like the app's (10 photos per
 * profile), then times the look-up an upload makes (PhotoFingerprintsRepository.findNearest, its real SQL):
 * half with fingerprints near a stored one (1 to MATCH_DISTANCE bits away, so a copy is found), half with
 * fresh ones (nothing near). Stored fingerprints are uniformly random, which spreads the parts evenly; real
 * photos' fingerprints cluster somewhat, so read the figure as the index's cost, not a promise for any data.
 */
export interface PhotoHashResult {
  photos: number;
  loadSeconds: number;
  /** Look-up times in ms, sorted, per kind. */
  near: number[];
  fresh: number[];
  /** Look-ups with a near fingerprint that found a photo (all should). */
  found: number;
  plan: string;
}

const PHOTOS_PER_PROFILE = 10;
const BATCH = 25_000;

function randomHash(random: () => number): bigint {
  const high = BigInt(Math.floor(random() * 2 ** 32));
  const low = BigInt(Math.floor(random() * 2 ** 32));
  return BigInt.asIntN(64, (high << 32n) | low);
}

/** `hash` with `bits` distinct bits flipped. */
function perturbed(hash: bigint, bits: number, random: () => number): bigint {
  const flipped = new Set<number>();
  while (flipped.size < bits) flipped.add(Math.floor(random() * 64));
  let result = BigInt.asUintN(64, hash);
  for (const bit of flipped) result ^= 1n << BigInt(bit);
  return BigInt.asIntN(64, result);
}

function serverUrlFor(databaseUrl: string, database: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function photoHashBench(databaseUrl: string, photos: number, lookups: number, log: (line: string) => void): Promise<PhotoHashResult> {
  const name = `bench_photo_hashes_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const db = new DataSource(databaseOptions(serverUrlFor(databaseUrl, name)));
  try {
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
    const started = Date.now();
    const random = seededRandom(17);
    const stored = await load(db, photos, random, log);
    const loadSeconds = (Date.now() - started) / 1000;
    const repository = new PhotoFingerprintsRepository(db);
    const nobody = '00000000-0000-0000-0000-000000000000';
    // Warm the indexes and the plan cache as a running app would have them.
    for (let i = 0; i < 50; i += 1) await repository.findNearest(randomHash(random), nobody);
    const near: number[] = [];
    const fresh: number[] = [];
    let found = 0;
    for (let i = 0; i < lookups; i += 1) {
      const isNear = i % 2 === 0;
      const hash = isNear ? perturbed(stored[Math.floor(random() * stored.length)], 1 + Math.floor(random() * MATCH_DISTANCE), random) : randomHash(random);
      const t0 = process.hrtime.bigint();
      const match = await repository.findNearest(hash, nobody);
      const ms = Number(process.hrtime.bigint() - t0) / 1e6;
      (isNear ? near : fresh).push(ms);
      if (isNear && match) found += 1;
    }
    const { sql, params } = nearestSql(perturbed(stored[0], MATCH_DISTANCE, random), nobody, MATCH_DISTANCE);
    // As findNearest runs it: in a transaction without parallel workers.
    const plan = await db.transaction(async (transaction) => {
      await transaction.query(`SET LOCAL max_parallel_workers_per_gather = 0`);
      const rows: { 'QUERY PLAN': string }[] = await transaction.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    return { photos, loadSeconds, near: near.sort((a, b) => a - b), fresh: fresh.sort((a, b) => a - b), found, plan };
  } finally {
    if (db.isInitialized) await db.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => admin.end());
  }
}

/** Profiles and their photos' rows (the files are not needed for the look-up); answers the stored fingerprints. */
async function load(db: DataSource, photos: number, random: () => number, log: (line: string) => void): Promise<bigint[]> {
  const profiles = Math.ceil(photos / PHOTOS_PER_PROFILE);
  await db.query(`INSERT INTO users (email, password_hash) SELECT 'bench' || g || '@example.nz', 'not-a-hash' FROM generate_series(1, $1) g`, [profiles]);
  await db.query(`INSERT INTO profiles (user_id, username, full_name, subscription_tier, is_active, is_deleted) SELECT id, 'bench' || replace(id::text, '-', ''), 'Bench', 'free', true, false FROM users`);
  const ids: string[] = (await db.query(`SELECT id FROM profiles ORDER BY id`)).map((row: { id: string }) => row.id);
  const hashes: bigint[] = [];
  for (let start = 0; start < photos; start += BATCH) {
    const count = Math.min(BATCH, photos - start);
    const batch = Array.from({ length: count }, () => randomHash(random));
    hashes.push(...batch);
    const numbers = Array.from({ length: count }, (_, i) => start + i);
    await db.query(
      `INSERT INTO profile_photos (profile_id, url, card_url, storage_key, card_storage_key, position, is_primary, watermarked, moderation_state, phash)
       SELECT profile_id, '/media/bench/' || n || '.webp', '/media/bench/' || n || '-card.webp', 'bench/' || n || '.webp', 'bench/' || n || '-card.webp',
              n % ${PHOTOS_PER_PROFILE}, n % ${PHOTOS_PER_PROFILE} = 0, true, 'approved', hash
         FROM unnest($1::uuid[], $2::int[], $3::bigint[]) AS rows(profile_id, n, hash)`,
      [numbers.map((n) => ids[Math.floor(n / PHOTOS_PER_PROFILE)]), numbers, batch.map(String)],
    );
    log(`  ${start + count} / ${photos} photo fingerprints loaded`);
  }
  await db.query('VACUUM (ANALYZE) profile_photos');
  return hashes;
}

export function printPhotoHashes(result: PhotoHashResult): void {
  const line = (label: string, times: number[]) =>
    `${label.padEnd(34)} ${String(times.length).padStart(8)} ${percentile(times, 50).toFixed(2).padStart(8)} ${percentile(times, 95).toFixed(2).padStart(8)} ${percentile(times, 99).toFixed(2).padStart(8)} ${(times[times.length - 1] ?? 0).toFixed(2).padStart(8)}`;
  console.log(`\nStolen-photo look-up: ${result.photos.toLocaleString('en-NZ')} stored fingerprints (loaded in ${result.loadSeconds.toFixed(1)} s), match distance ${MATCH_DISTANCE} bits\n`);
  console.log(`${'look-up'.padEnd(34)} ${'count'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`);
  console.log(line('near a stored photo (a copy)', result.near));
  console.log(line('nothing near (a new photo)', result.fresh));
  console.log(`\nCopies found: ${result.found} of ${result.near.length}. Target: under 20 ms per upload.`);
  console.log(`--- plan of one look-up\n${result.plan}`);
}
