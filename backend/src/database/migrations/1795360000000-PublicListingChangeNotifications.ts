import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every write that can change what visitors see (profiles, their photos, the daily pick) sends a
 * `public_listing_changed` notification, so each app instance drops its cached public answers at
 * once, whichever process or script made the change. An update of only last_active_at or
 * updated_at (the owner's heartbeat) does not: the short cache lifetime covers those.
 */
export class PublicListingChangeNotifications1795360000000 implements MigrationInterface {
  name = 'PublicListingChangeNotifications1795360000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE FUNCTION notify_public_listing_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('public_listing_changed', TG_TABLE_NAME);
        RETURN NULL;
      END
      $$`);
    await db.query(`
      CREATE TRIGGER profiles_listing_changed AFTER INSERT OR DELETE OR TRUNCATE ON profiles
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_listing_changed()`);
    await db.query(`
      CREATE TRIGGER profiles_listing_updated AFTER UPDATE ON profiles FOR EACH ROW
      WHEN ((to_jsonb(OLD) - 'last_active_at' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'last_active_at' - 'updated_at'))
      EXECUTE FUNCTION notify_public_listing_changed()`);
    for (const table of ['profile_photos', 'daily_picks']) {
      await db.query(`
        CREATE TRIGGER ${table}_listing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION notify_public_listing_changed()`);
    }
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['daily_picks', 'profile_photos']) {
      await db.query(`DROP TRIGGER ${table}_listing_changed ON ${table}`);
    }
    await db.query(`DROP TRIGGER profiles_listing_updated ON profiles`);
    await db.query(`DROP TRIGGER profiles_listing_changed ON profiles`);
    await db.query(`DROP FUNCTION notify_public_listing_changed()`);
  }
}
