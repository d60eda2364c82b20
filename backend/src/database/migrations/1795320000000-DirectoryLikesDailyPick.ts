import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Likes (one per browser), the Girl of the Day per New Zealand date, and the indexes that keep
 * every directory query shape off a sequential scan of profiles.
 */
export class DirectoryLikesDailyPick1795320000000 implements MigrationInterface {
  name = 'DirectoryLikesDailyPick1795320000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profile_likes (
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        visitor_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (profile_id, visitor_id)
      )`);

    // The primary key on the date is what makes concurrent requests and instances agree on one pick.
    await db.query(`
      CREATE TABLE daily_picks (
        pick_date date PRIMARY KEY,
        profile_id uuid REFERENCES profiles (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // Substring search over full_name, location and bio as one trigram-indexed text; the unit
    // separator between fields cannot occur in a search term, so no match spans two fields.
    await db.query(`
      CREATE INDEX profiles_search_trgm_idx ON profiles USING gin (
        (coalesce(full_name, '') || chr(31) || coalesce(location, '') || chr(31) || coalesce(bio, '')) gin_trgm_ops
      ) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_categories_idx ON profiles USING gin (categories) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_service_types_idx ON profiles USING gin (service_types) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_nationality_idx ON profiles (nationality) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_availability_idx ON profiles (availability) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_outcalls_idx ON profiles (outcalls) WHERE is_active AND NOT is_deleted`);
    // Quick-search regions match towns inside free-text locations ('Auckland CBD', 'Nelson, Stoke').
    await db.query(`CREATE INDEX profiles_location_trgm_idx ON profiles USING gin (location gin_trgm_ops) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_birthdate_idx ON profiles (birthdate) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_last_active_idx ON profiles (last_active_at) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_tier_created_idx ON profiles (subscription_tier, created_at DESC, id DESC) WHERE is_active AND NOT is_deleted`);
    await db.query(`CREATE INDEX profiles_paid_expiry_idx ON profiles (subscription_expires_at) WHERE subscription_tier <> 'free'`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX profiles_paid_expiry_idx`);
    await db.query(`DROP INDEX profiles_tier_created_idx`);
    await db.query(`DROP INDEX profiles_last_active_idx`);
    await db.query(`DROP INDEX profiles_birthdate_idx`);
    await db.query(`DROP INDEX profiles_location_trgm_idx`);
    await db.query(`DROP INDEX profiles_outcalls_idx`);
    await db.query(`DROP INDEX profiles_availability_idx`);
    await db.query(`DROP INDEX profiles_nationality_idx`);
    await db.query(`DROP INDEX profiles_service_types_idx`);
    await db.query(`DROP INDEX profiles_categories_idx`);
    await db.query(`DROP INDEX profiles_search_trgm_idx`);
    await db.query(`DROP TABLE daily_picks`);
    await db.query(`DROP TABLE profile_likes`);
  }
}
