import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';
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
 * any of the four parts, a value within PROBE_RADIUS bits of the new photo's part (four index-only scans of
 * the part indexes); the real Hamming distance then keeps those within MATCH_DISTANCE.
 */
@Injectable()
export class PhotoFingerprintsRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * The closest photo at most `maxDistance` bits away that belongs to another profile and was not rejected
   * (a rejected copy is no one's photo); ties go to the oldest, the likeliest original.
   */
  @GenerateSql({ params: [0x0123456789abcdefn, DummyValue.PROFILE_ID] })
  async findNearest(hash: bigint, otherThan: string, manager?: EntityManager, maxDistance = MATCH_DISTANCE): Promise<PhotoMatchRow | undefined> {
    const { sql, params } = nearestSql(hash, otherThan, maxDistance);
    const lookUp = async (transaction: EntityManager): Promise<PhotoMatchRow | undefined> => {
      // Starting parallel workers costs far more than the four short index-only scans, so none for this transaction.
      await transaction.query(`SET LOCAL max_parallel_workers_per_gather = 0`);
      const rows: PhotoMatchRow[] = await transaction.query(sql, params);
      return rows[0];
    };
    return manager?.queryRunner?.isTransactionActive ? lookUp(manager) : this.db.transaction(lookUp);
  }

  /** Photos stored before fingerprints, by id after `afterId` (so a run that meets a failure moves past it). */
  @GenerateSql({ params: [DummyValue.UUID, 100] })
  async listNotHashed(afterId: string | null, limit: number): Promise<{ id: string; storage_key: string }[]> {
    return this.db.query(
      `SELECT id, storage_key FROM profile_photos WHERE phash IS NULL AND ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`,
      [afterId, limit],
    );
  }

  /** Stores the fingerprint unless the photo's file changed or the photo went meanwhile; true when stored. */
  @GenerateSql({ params: [DummyValue.UUID, 'photos/file.webp', 0x0123456789abcdefn] })
  async setHash(id: string, storageKey: string, hash: bigint): Promise<boolean> {
    const [, affected]: [unknown, number] = await this.db.query(`UPDATE profile_photos SET phash = $3 WHERE id = $1 AND storage_key = $2 AND phash IS NULL`, [id, storageKey, hash.toString()]);
    return affected > 0;
  }
}

/**
 * The look-up's SQL (the bench prints its plan): each part's candidates come from an index-only scan of its
 * index (which carries the whole hash and the id), their distance is computed there, and only the photos
 * within `maxDistance` are joined to the table for whose they are and whether they were rejected.
 */
export function nearestSql(hash: bigint, otherThan: string, maxDistance: number): { sql: string; params: unknown[] } {
  const probes = hashParts(hash).map((part) => valuesWithin(part, Math.max(PROBE_RADIUS, Math.floor(maxDistance / 4))));
  const parts = PART_EXPRESSIONS.map((expression, part) => `SELECT id, phash FROM profile_photos WHERE ${expression} = ANY($${part + 4}::int[])`).join('\n              UNION ALL ');
  return {
    sql: `SELECT p.id AS photo_id, p.profile_id, p.url, p.card_url, near.distance
            FROM (
              SELECT id, bit_count((phash # $1::bigint)::bit(64))::int AS distance
                FROM (${parts}) candidates
            ) near
            JOIN profile_photos p ON p.id = near.id
           WHERE near.distance <= $3 AND p.profile_id <> $2::uuid AND p.moderation_state <> 'rejected'
           ORDER BY near.distance, p.created_at, p.id
           LIMIT 1`,
    params: [hash.toString(), otherThan, maxDistance, ...probes],
  };
}
