import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { hashParts, MATCH_DISTANCE, PROBE_RADIUS, valuesWithin } from './photo-fingerprint';

/** The nearest photo of another profile to a fingerprint. */
export interface PhotoMatchRow {
  photo_id: string;
  profile_id: string;
  url: string;
  card_url: string;
  distance: number;
}

/** The part expressions of the four indexes (migration 1795510000000), in part order. */
const PART_EXPRESSIONS = [48, 32, 16, 0].map((shift) => `(((phash >> ${shift}) & 65535)::int)`);

/**
 * The look-up of profile_photos.phash: multi-index hashing. Candidates are the photos whose part equals, in
 * any of the four parts, a value within PROBE_RADIUS bits of the new photo's part (a bitmap OR of the four
 * part indexes); the real Hamming distance then keeps those within MATCH_DISTANCE.
 */
@Injectable()
export class PhotoFingerprintsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The closest photo at most `maxDistance` bits away that belongs to another profile and was not rejected
   * (a rejected copy is no one's photo); ties go to the oldest, the likeliest original.
   */
  async findNearest(hash: bigint, otherThan: string, manager: EntityManager = this.db.manager, maxDistance = MATCH_DISTANCE): Promise<PhotoMatchRow | undefined> {
    const { sql, params } = nearestSql(hash, otherThan, maxDistance);
    const rows: PhotoMatchRow[] = await manager.query(sql, params);
    return rows[0];
  }

  /** Photos stored before fingerprints, by id after `afterId` (so a run that meets a failure moves past it). */
  async listNotHashed(afterId: string | null, limit: number): Promise<{ id: string; storage_key: string }[]> {
    return this.db.query(
      `SELECT id, storage_key FROM profile_photos WHERE phash IS NULL AND ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /** Stores the fingerprint unless the photo's file changed or the photo went meanwhile; true when stored. */
  async setHash(id: string, storageKey: string, hash: bigint): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(`UPDATE profile_photos SET phash = $3 WHERE id = $1 AND storage_key = $2 AND phash IS NULL`, [id, storageKey, hash.toString()]);
    return affected > 0;
  }
}

/** The look-up's SQL (the bench prints its plan). */
export function nearestSql(hash: bigint, otherThan: string, maxDistance: number): { sql: string; params: unknown[] } {
  const probes = hashParts(hash).map((part) => valuesWithin(part, Math.max(PROBE_RADIUS, Math.floor(maxDistance / 4))));
  const anyPart = PART_EXPRESSIONS.map((expression, part) => `${expression} = ANY($${part + 4}::int[])`).join(' OR ');
  return {
    sql: `SELECT id AS photo_id, profile_id, url, card_url, distance FROM (
            SELECT id, profile_id, url, card_url, created_at, bit_count((phash # $1::bigint)::bit(64))::int AS distance
              FROM profile_photos
             WHERE phash IS NOT NULL AND (${anyPart})
               AND profile_id <> $2::uuid AND moderation_state <> 'rejected'
          ) candidates
          WHERE distance <= $3
          ORDER BY distance, created_at, id
          LIMIT 1`,
    params: [hash.toString(), otherThan, maxDistance, ...probes],
  };
}
