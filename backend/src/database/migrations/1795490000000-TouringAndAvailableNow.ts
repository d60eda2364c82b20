import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 20: advertisers list tour stops (town and New Zealand calendar days, both included) and
 * switch "available now" on until a time. Both are owned by the profiles module; the directory
 * reads them through its read model (issue 19).
 */
export class TouringAndAvailableNow1795490000000 implements MigrationInterface {
  name = 'TouringAndAvailableNow1795490000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profile_tour_stops (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        town text NOT NULL CHECK (char_length(town) BETWEEN 1 AND 100),
        region text NOT NULL,
        first_day date NOT NULL,
        last_day date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (last_day >= first_day)
      )`);
    await db.query(`CREATE INDEX profile_tour_stops_profile ON profile_tour_stops (profile_id, first_day)`);
    await db.query(`ALTER TABLE profiles ADD COLUMN available_until timestamptz`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE profiles DROP COLUMN available_until`);
    await db.query(`DROP TABLE profile_tour_stops`);
  }
}
