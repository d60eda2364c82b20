import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 17, stolen and stale photos.
 *
 * profile_photos.phash: a 64-bit perceptual hash of each photo (photos/photo-fingerprint.ts), null until the
 * `photo-fingerprints` job has hashed a photo stored before this (a migration cannot run sharp). Multi-index
 * hashing: each of its four 16-bit parts has its own index, so a look-up reads only the photos sharing a
 * part (or a part one or two bits away) with the new photo, never the whole table. Each index carries the
 * whole hash and the photo's id, so the candidates' distances are computed from the indexes alone (index-only
 * scans) and only the few photos near enough are read from the table.
 *
 * profiles.photos_updated_at: when the newest approved photo was uploaded, kept by the profiles module from
 * the photos module's events; photos_reminder_for: the photos_updated_at the 6-month reminder was sent for,
 * so it goes once per crossing.
 */
export class PhotoFingerprintsAndFreshness1795510000000 implements MigrationInterface {
  name = 'PhotoFingerprintsAndFreshness1795510000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE profile_photos ADD COLUMN phash bigint`);
    for (const [part, shift] of [[0, 48], [1, 32], [2, 16], [3, 0]]) {
      // Not partial: the planner estimates from an expression index's statistics only when it has no WHERE.
      await db.query(`CREATE INDEX profile_photos_phash_part${part} ON profile_photos ((((phash >> ${shift}) & 65535)::int)) INCLUDE (phash, id)`);
    }
    await db.query(`CREATE INDEX profile_photos_not_hashed ON profile_photos (id) WHERE phash IS NULL`);

    await db.query(`ALTER TABLE profiles ADD COLUMN photos_updated_at timestamptz, ADD COLUMN photos_reminder_for timestamptz`);
    await db.query(`
      UPDATE profiles p SET photos_updated_at = newest.at
        FROM (SELECT profile_id, max(created_at) AS at FROM profile_photos WHERE moderation_state = 'approved' GROUP BY profile_id) newest
       WHERE newest.profile_id = p.id`);
    await db.query(`CREATE INDEX profiles_photos_updated_at ON profiles (photos_updated_at) WHERE NOT is_deleted AND photos_updated_at IS NOT NULL`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX profiles_photos_updated_at`);
    await db.query(`ALTER TABLE profiles DROP COLUMN photos_reminder_for, DROP COLUMN photos_updated_at`);
    await db.query(`DROP INDEX profile_photos_not_hashed`);
    for (const part of [0, 1, 2, 3]) await db.query(`DROP INDEX profile_photos_phash_part${part}`);
    await db.query(`ALTER TABLE profile_photos DROP COLUMN phash`);
  }
}
