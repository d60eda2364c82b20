import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: full-size photos carry the site's name. Photos stored before this have none
 * (watermarked = false) until the one-off watermark job has reworked them.
 */
export class PhotoWatermarks1795480100000 implements MigrationInterface {
  name = 'PhotoWatermarks1795480100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE profile_photos ADD COLUMN watermarked boolean NOT NULL DEFAULT false`);
    await db.query(`CREATE INDEX profile_photos_not_watermarked ON profile_photos (id) WHERE NOT watermarked`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX profile_photos_not_watermarked`);
    await db.query(`ALTER TABLE profile_photos DROP COLUMN watermarked`);
  }
}
