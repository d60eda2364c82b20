import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Advertiser analytics (issue 21): one row of counters per profile per New Zealand day, and the
 * day's random salt that every instance hashes visitors with. Nothing here names a visitor: no IP
 * address, no visitor hash. The salt row is deleted when its day is over, so yesterday's visitors
 * can never be hashed again.
 *
 * A like (an update of profiles.like_count alone) no longer notifies every instance to empty its
 * public response cache: it sends `profile_liked` with the profile's id, and each instance drops
 * only the cached answers that show that profile.
 */
export class ProfileDailyStats1795470100000 implements MigrationInterface {
  name = 'ProfileDailyStats1795470100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE profile_daily_stats (
        profile_id uuid NOT NULL REFERENCES profiles (id) ON DELETE CASCADE,
        day date NOT NULL,
        views integer NOT NULL DEFAULT 0,
        visitors integer NOT NULL DEFAULT 0,
        calls integer NOT NULL DEFAULT 0,
        sms integer NOT NULL DEFAULT 0,
        emails integer NOT NULL DEFAULT 0,
        websites integer NOT NULL DEFAULT 0,
        PRIMARY KEY (profile_id, day)
      )`);
    await db.query(`CREATE INDEX profile_daily_stats_day_idx ON profile_daily_stats (day)`);
    await db.query(`CREATE TABLE analytics_daily_salts (day date PRIMARY KEY, salt bytea NOT NULL)`);
    await this.listingTrigger(db, `(to_jsonb(OLD) - 'last_active_at' - 'updated_at' - 'like_count') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at' - 'updated_at' - 'like_count')`);
    await db.query(`
      CREATE FUNCTION notify_profile_liked() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('profile_liked', NEW.id::text);
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER profiles_liked AFTER UPDATE OF like_count ON profiles FOR EACH ROW
      WHEN (OLD.like_count IS DISTINCT FROM NEW.like_count) EXECUTE FUNCTION notify_profile_liked()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP TRIGGER profiles_liked ON profiles`);
    await db.query(`DROP FUNCTION notify_profile_liked()`);
    await this.listingTrigger(db, `(to_jsonb(OLD) - 'last_active_at' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at' - 'updated_at')`);
    await db.query(`DROP TABLE analytics_daily_salts`);
    await db.query(`DROP TABLE profile_daily_stats`);
  }

  private async listingTrigger(db: QueryRunner, when: string): Promise<void> {
    await db.query(`DROP TRIGGER profiles_listing_updated ON profiles`);
    await db.query(`CREATE TRIGGER profiles_listing_updated AFTER UPDATE ON profiles FOR EACH ROW WHEN (${when}) EXECUTE FUNCTION notify_public_listing_changed()`);
  }
}
