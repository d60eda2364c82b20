import { randomUUID } from 'node:crypto';
import { photoMatchFlag } from '../../moderation/moderation-kinds';
import { hammingDistance, MATCH_DISTANCE } from '../../photos/photo-fingerprint';
import { processPhoto } from '../../photos/photo-processor';
import { variantKey } from '../../photos/photo-variants';
import { StorageDriver } from '../../storage/storage.driver';
import { monthsBefore } from '../../common/time/months';
import { generateBeachPair } from './seed-images';
import { Queryable } from './seed-rows';

export interface TrustSeedProfile {
  id: string;
  username: string;
  fullName: string;
  photoCount: number;
}

export interface TrustSeedOptions {
  storage: StorageDriver;
  photosBucket: string;
  siteName: string;
  now: number;
  /** The original's owner, and the profile that uploaded a copy of it. */
  original: TrustSeedProfile;
  copier: TrustSeedProfile;
  /** A profile whose photos are 7 months old (already reminded), and one whose are 13 (already out of the directory). */
  reminded: TrustSeedProfile;
  stale: TrustSeedProfile;
}

/** Stores a photo the way an upload does (the real pipeline: clean WebP, watermark, fingerprint) after the profile's seeded ones. */
async function storePhoto(db: Queryable, options: TrustSeedOptions, profile: TrustSeedProfile, photo: Buffer, state: 'approved' | 'pending'): Promise<{ id: string; url: string; hash: bigint }> {
  const processed = await processPhoto(photo, [], options.siteName);
  const name = `${profile.id}/seed-beach-${randomUUID().slice(0, 8)}`;
  const keys = [`${name}.webp`, `${name}-card.webp`];
  await options.storage.put(options.photosBucket, keys[0], processed.full, 'image/webp');
  await options.storage.put(options.photosBucket, keys[1], processed.card, 'image/webp');
  for (const copy of processed.widths) await options.storage.put(options.photosBucket, variantKey(keys[0], copy.width), copy.data, 'image/webp');
  for (const copy of processed.cardWidths) await options.storage.put(options.photosBucket, variantKey(keys[1], copy.width), copy.data, 'image/webp');
  const id = randomUUID();
  const url = options.storage.publicUrl(options.photosBucket, keys[0]);
  await db.query(
    `INSERT INTO profile_photos (id, profile_id, url, card_url, storage_key, card_storage_key, widths, card_widths, width, height, position, is_primary, watermarked, moderation_state, phash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, false, true, $12, $13)`,
    [
      id, profile.id, url, options.storage.publicUrl(options.photosBucket, keys[1]), keys[0], keys[1],
      processed.widths.map((copy) => copy.width), processed.cardWidths.map((copy) => copy.width),
      processed.width, processed.height, profile.photoCount, state, processed.hash.toString(),
    ],
  );
  return { id, url, hash: processed.hash };
}

/**
 * Stolen photos in the demo: a near-identical pair of photos on two profiles, the copy waiting in the moderation queue
 * flagged "matches a photo on @other" (as an upload would have queued it); a profile whose photos are 7 months old
 * (reminded) and one whose are 13 (out of the directory for stale photos), as the freshness job leaves them.
 */
export async function seedTrustAndSafety(db: Queryable, options: TrustSeedOptions): Promise<void> {
  const { original, copy } = await generateBeachPair();
  const stored = await storePhoto(db, options, options.original, original, 'approved');
  const copied = await storePhoto(db, options, options.copier, copy, 'pending');
  const distance = hammingDistance(stored.hash, copied.hash);
  if (distance > MATCH_DISTANCE) throw new Error(`The demo's copied photo is ${distance} bits from its original, beyond the matcher's ${MATCH_DISTANCE}`);
  await db.query(
    `INSERT INTO moderation_items (kind, profile_id, photo_id, held, flag, details, created_at) VALUES ('photo', $1, $2, true, $3, $4, $5)`,
    [
      options.copier.id,
      copied.id,
      photoMatchFlag(options.original.username),
      JSON.stringify({ username: options.copier.username, full_name: options.copier.fullName, photo_url: copied.url, match: { username: options.original.username, photo_url: stored.url, distance } }),
      new Date(options.now - 3 * 3_600_000),
    ],
  );
  await datePhotos(db, options.reminded.id, monthsBefore(new Date(options.now), 7), `, photos_reminder_for = $2`);
  await datePhotos(db, options.stale.id, monthsBefore(new Date(options.now), 13), `, photos_reminder_for = $2, withheld_for = array_append(withheld_for, 'stale_photos')`);
}

async function datePhotos(db: Queryable, profileId: string, at: Date, extra: string): Promise<void> {
  await db.query(`UPDATE profile_photos SET created_at = $2 WHERE profile_id = $1`, [profileId, at]);
  await db.query(`UPDATE profiles SET photos_updated_at = $2${extra} WHERE id = $1`, [profileId, at]);
}
