import { AVAILABILITY, AVAILABLE_FOR, BODY_TYPES, BUST_SIZES, EYE_COLORS, HAIR_COLORS, MEETING_WITH } from 'contract';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { StorageDriver } from '../../storage/storage.driver';
import {
  bioFor,
  FIRST_NAMES,
  LAST_INITIALS,
  pick,
  pickSome,
  SEED_CATEGORIES,
  SEED_LANGUAGES,
  SEED_LOCATIONS,
  SEED_NATIONALITIES,
  SEED_SERVICE_TYPES,
  seededRandom,
} from './seed-data';
import { PendingSubmission, seedInbox, seedVerificationDocuments } from './seed-back-office';
import { seedBillingHistory } from './seed-billing';
import { generatePortrait, SeedImage } from './seed-images';
import { fingerprintOf } from '../../photos/photo-fingerprint';
import { StoredWidth, storedPhotoWidths, watermarkStoredPhoto } from '../../photos/photo-processor';
import { variantKey } from '../../photos/photo-variants';
import sharp from 'sharp';
import { insertRows } from './seed-rows';
import { seedTrustAndSafety } from './seed-trust';
import { withoutDirectoryTriggers } from './seed-directory';
import { seedAvailableUntil, seedTourStops } from './seed-touring';

export const DEMO_ADMIN = { email: 'admin@kiwicompanions.test', password: 'AdminDemo2026!' };
export const DEMO_ADVERTISER = { email: 'demo@kiwicompanions.test', password: 'KiwiListing2026!', username: 'demo' };

export interface SeedOptions {
  profiles: number;
  storage: StorageDriver;
  photosBucket: string;
  /** Written on every full-size photo, as uploads get it. */
  siteName: string;
  documentsBucket: string;
  log: (line: string) => void;
  /** The app's PasswordHasher, so accounts get the cost PASSWORD_HASH_PROFILE names. */
  hashPassword: (password: string) => Promise<string>;
}

const TIERS = ['free', 'free', 'free', 'basic', 'basic', 'premium'] as const;
const BATCH = 2000;
/** Past this many profiles the photos come from a shared pool instead of one set per profile. */
const OWN_PHOTOS_UP_TO = 500;
const DAY = 86_400_000;

interface SeedProfile {
  index: number;
  fullName: string;
  id: string;
  userId: string;
  email: string;
  username: string;
  row: unknown[];
  photoCount: number;
  /** Set when the profile is seeded as pending verification. */
  submission?: PendingSubmission;
}

function birthdateFor(random: () => number): string {
  const age = 19 + Math.floor(random() * 21);
  const date = new Date(Date.now() - age * 365.25 * DAY - random() * 300 * DAY);
  return date.toISOString().slice(0, 10);
}

function makeProfile(index: number, random: () => number, now: number): SeedProfile {
  const first = FIRST_NAMES[index % FIRST_NAMES.length];
  const fullName = index < FIRST_NAMES.length ? first : `${first} ${LAST_INITIALS[Math.floor(index / FIRST_NAMES.length) % LAST_INITIALS.length]}.`;
  const isAdvertiserDemo = index === 0;
  const username = isAdvertiserDemo ? DEMO_ADVERTISER.username : `${first.toLowerCase()}${index}`;
  const email = isAdvertiserDemo ? DEMO_ADVERTISER.email : `${username}@example.co.nz`;
  // Shifted each round of first names, so every name comes in every plan (a bench's name search then meets its
  // matches all along the recommended order, as it would on a real listing, not all in one tier).
  const tier = isAdvertiserDemo ? 'free' : TIERS[(index + Math.floor(index / FIRST_NAMES.length)) % TIERS.length];
  const verification = index % 5; // 0-2 unverified, 3 pending, 4 verified
  const isVerified = verification === 4;
  const requested = verification === 3;
  // Spread over the past week and the working day, without drawing on `random` (that would change every later profile).
  const submittedAt = requested ? new Date(now - (index % 7) * DAY - ((index * 97) % 540) * 60_000) : null;
  const createdAt = new Date(now - (index * 37 + Math.floor(random() * 30)) * 3_600_000);
  const lastActive = new Date(now - Math.floor(random() * (index % 3 === 0 ? 10 : 600)) * 60_000);
  const rate1h = 200 + Math.floor(random() * 9) * 25;
  const id = randomUUID();
  const userId = randomUUID();
  const row = [
    id, userId, username, fullName, `${username}@example.co.nz`, `02${1 + (index % 9)} ${String(100 + (index % 900))} ${String(1000 + ((index * 7919) % 9000))}`,
    bioFor(random), pick(random, SEED_LOCATIONS), birthdateFor(random), 150 + Math.floor(random() * 30), 45 + Math.floor(random() * 30),
    pick(random, BODY_TYPES), pick(random, BUST_SIZES), pick(random, HAIR_COLORS), pick(random, EYE_COLORS), pick(random, SEED_NATIONALITIES),
    pickSome(random, SEED_LANGUAGES, 1, 2), pick(random, AVAILABILITY), random() < 0.6 ? 'Yes' : 'No', pickSome(random, SEED_CATEGORIES, 1, 2),
    pickSome(random, SEED_SERVICE_TYPES, 2, 5), pick(random, MEETING_WITH), pick(random, AVAILABLE_FOR),
    Math.round(rate1h * 0.65), rate1h, Math.round(rate1h * 1.8), rate1h * 5,
    tier, tier === 'free' ? null : new Date(now + (5 + (index % 25)) * DAY), isAdvertiserDemo || index % 9 !== 8,
    isVerified, requested, submittedAt, lastActive, createdAt, seedAvailableUntil(index, now), new Date(now),
  ];
  const submission = submittedAt ? { userId, firstName: first, submittedAt } : undefined;
  return { index, fullName, id, userId, email, username, row, photoCount: 2 + (index % 4), submission };
}

const PROFILE_COLUMNS = [
  'id', 'user_id', 'username', 'full_name', 'email', 'phone', 'bio', 'location', 'birthdate', 'height', 'weight',
  'body_type', 'bust_size', 'hair_color', 'eye_color', 'nationality', 'languages', 'availability', 'outcalls', 'categories',
  'service_types', 'meeting_with', 'available_for', 'rates_30min', 'rates_1hour', 'rates_2hour', 'rates_overnight',
  'subscription_tier', 'subscription_expires_at', 'is_active', 'is_verified', 'verification_requested',
  'verification_submitted_at', 'last_active_at', 'created_at', 'available_until', 'photos_updated_at',
];

async function storeImage(options: SeedOptions, key: string, image: SeedPhoto): Promise<[string, string]> {
  const keys: [string, string] = [`${key}.webp`, `${key}-card.webp`];
  await options.storage.put(options.photosBucket, keys[0], image.full, 'image/webp');
  await options.storage.put(options.photosBucket, keys[1], image.card, 'image/webp');
  // The narrower copies an upload stores too, named as photos/photo-variants.ts says.
  for (const copy of image.widths) await options.storage.put(options.photosBucket, variantKey(keys[0], copy.width), copy.data, 'image/webp');
  for (const copy of image.cardWidths) await options.storage.put(options.photosBucket, variantKey(keys[1], copy.width), copy.data, 'image/webp');
  return keys;
}

/**
 * Portraits are generated once per look for the whole run and reused; each demo profile still gets
 * its own files, while a benchmark run stores one file pair per look (`shared`).
 */
/** A portrait with its fingerprint (taken before the watermark, as an upload's is) and its narrower copies. */
type SeedPhoto = SeedImage & { hash: bigint; widths: StoredWidth[]; cardWidths: StoredWidth[] };

interface PortraitSource {
  portrait: (variant: number) => Promise<SeedPhoto>;
  shared: Map<number, [string, string]>;
}

function portraitCache(siteName: string): (variant: number) => Promise<SeedPhoto> {
  const cache = new Map<number, Promise<SeedPhoto>>();
  const watermarked = async (variant: number): Promise<SeedPhoto> => {
    const image = await generatePortrait('', variant);
    const full = await watermarkStoredPhoto(image.full, siteName);
    const { widths, cardWidths } = await storedPhotoWidths({ full, card: image.card });
    return { ...image, full, widths, cardWidths, hash: await fingerprintOf(sharp(image.full)) };
  };
  return (variant) => {
    if (!cache.has(variant % 16)) cache.set(variant % 16, watermarked(variant % 16));
    return cache.get(variant % 16)!;
  };
}

const PHOTO_COLUMNS = ['profile_id', 'url', 'card_url', 'storage_key', 'card_storage_key', 'widths', 'card_widths', 'width', 'height', 'position', 'is_primary', 'watermarked', 'phash', 'created_at'];

/** Uploaded when the seed ran (the profiles' photos_updated_at says the same: the photos module's events would). */
async function seedPhotos(db: DataSource, options: SeedOptions, { portrait, shared }: PortraitSource, profiles: SeedProfile[], ownPhotos: boolean, uploadedAt: Date): Promise<void> {
  const rows: unknown[][] = [];
  for (const [index, profile] of profiles.entries()) {
    for (let position = 0; position < profile.photoCount; position++) {
      const variant = index + position;
      const image = await portrait(variant);
      let keys = ownPhotos ? undefined : shared.get(variant % 16);
      if (!keys) {
        keys = await storeImage(options, ownPhotos ? `${profile.id}/seed-${position}` : `seed-pool/${variant % 16}-${randomUUID()}`, image);
        if (!ownPhotos) shared.set(variant % 16, keys);
      }
      rows.push([
        profile.id, options.storage.publicUrl(options.photosBucket, keys[0]), options.storage.publicUrl(options.photosBucket, keys[1]),
        keys[0], keys[1], image.widths.map((copy) => copy.width), image.cardWidths.map((copy) => copy.width), image.width, image.height, position, position === 0, true, image.hash.toString(), uploadedAt,
      ]);
    }
  }
  await insertRows(db, 'profile_photos', PHOTO_COLUMNS, rows);
}

async function ensureAdmin(db: DataSource, hashPassword: SeedOptions['hashPassword']): Promise<string> {
  const hash = await hashPassword(DEMO_ADMIN.password);
  const [user] = await db.query(
    `INSERT INTO users (email, password_hash) VALUES ($1, $2)
     ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
    [DEMO_ADMIN.email, hash],
  );
  await db.query(
    `INSERT INTO admin_users (user_id, can_verify_profiles, is_superadmin) VALUES ($1, true, true)
     ON CONFLICT (user_id) DO NOTHING`,
    [user.id],
  );
  return user.id;
}

/**
 * Demo data: realistic NZ profiles across every location, tier, verification state and status,
 * with generated photos; one superadmin and one advertiser account with known passwords; and,
 * in a demo-sized run, work for the back office: identity documents, contact threads, reports,
 * and a few months of invoices, payments and plan periods.
 */
export async function seed(db: DataSource, options: SeedOptions): Promise<void> {
  const started = Date.now();
  const random = seededRandom(20261122);
  const now = Date.now();
  const adminUserId = await ensureAdmin(db, options.hashPassword);
  const [existing] = await db.query(`SELECT count(*)::int AS n FROM profiles`);
  const offset = existing.n;
  // Past OWN_PHOTOS_UP_TO profiles, files are shared across profiles: a benchmark needs rows, not 300,000 files.
  // Identity documents cannot be shared (rejecting one deletes its files), so only a demo-sized run has them.
  const demoSized = options.profiles <= OWN_PHOTOS_UP_TO;
  const advertiserHash = await options.hashPassword(DEMO_ADVERTISER.password);
  // Every other seeded account shares one hash: hashing 100,000 passwords would take hours.
  const sharedHash = await options.hashPassword(randomUUID());
  const photos: PortraitSource = { portrait: portraitCache(options.siteName), shared: new Map() };
  // The demo's trust-and-safety examples: never the demo advertiser, whose account must look clean.
  const trustProfiles: Array<{ id: string; username: string; fullName: string; photoCount: number }> = [];

  const loadBatch = async (batch: SeedProfile[]) => {
    await db.transaction(async (tx) => {
      await insertRows(tx, 'users', ['id', 'email', 'password_hash'],
        batch.map((p) => [p.userId, p.email, p.username === DEMO_ADVERTISER.username ? advertiserHash : sharedHash]));
      await insertRows(tx, 'profiles', PROFILE_COLUMNS, batch.map((p) => p.row));
      await seedTourStops(tx, batch, now);
    });
    await seedPhotos(db, options, photos, batch, demoSized, new Date(now));
    if (demoSized) {
      const submissions = batch.flatMap((p) => (p.submission ? [p.submission] : []));
      await seedVerificationDocuments(db, options.storage, options.documentsBucket, submissions);
    }
  };

  await withoutDirectoryTriggers(db, async () => {
    // Two batches in flight: PostgreSQL, not this process, does the work, and it can use both cores.
    let previous: Promise<void> = Promise.resolve();
    for (let start = 0; start < options.profiles; start += BATCH) {
      const batch: SeedProfile[] = [];
      for (let i = start; i < Math.min(options.profiles, start + BATCH); i++) {
        const profile = makeProfile(offset + i, random, now);
        if (offset + i > 0 && profile.username === DEMO_ADVERTISER.username) continue;
        batch.push(profile);
      }
      const current = loadBatch(batch);
      // Marked as handled here; a failure still surfaces when it is awaited below.
      current.catch(() => undefined);
      await previous;
      previous = current;
      for (const profile of batch) {
        if ([1, 2, 4, 5].includes(profile.index)) trustProfiles.push({ id: profile.id, username: profile.username, fullName: profile.fullName, photoCount: profile.photoCount });
      }
      if (options.profiles > BATCH) options.log(`  ${Math.min(options.profiles, start + BATCH)} / ${options.profiles} profiles`);
    }
    await previous;
  });
  // Once per database: a second `npm run seed` adds profiles, not a second copy of the same days' messages.
  if (demoSized && offset === 0 && trustProfiles.length === 4) {
    const [original, copier, reminded, stale] = trustProfiles;
    await seedTrustAndSafety(db, { storage: options.storage, photosBucket: options.photosBucket, siteName: options.siteName, now, original, copier, reminded, stale });
  }
  if (demoSized && offset === 0) {
    await seedInbox(db, { random, now, adminUserId, advertiserUsername: DEMO_ADVERTISER.username });
    await seedBillingHistory(db, { now, adminUserId, advertiserUsername: DEMO_ADVERTISER.username });
  }
  // VACUUM as well as ANALYZE: until the visibility map is set, the listing's index-only scans must
  // visit the heap, and the planner counts a freshly loaded table by sequential scan instead.
  await db.query('VACUUM (ANALYZE) profiles, profile_photos, users, profile_tour_stops, directory_listings, directory_counts');
  options.log(`Seeded ${options.profiles} profiles in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export function credentialsBanner(): string {
  return [
    'Demo accounts:',
    `  admin (superadmin): ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  ->  http://localhost:PORT/admin`,
    '                      (the first sign-in sets up two-factor sign-in with an authenticator app; see the README)',
    `  advertiser:         ${DEMO_ADVERTISER.email} / ${DEMO_ADVERTISER.password}  ->  http://localhost:PORT/signin`,
  ].join('\n');
}
