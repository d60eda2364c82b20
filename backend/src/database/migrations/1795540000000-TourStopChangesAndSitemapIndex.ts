import { MigrationInterface, QueryRunner } from 'typeorm';

/** The directory's listing condition (migration 1795450100000): active, not deleted, not withheld. */
const LISTED = `is_active AND NOT is_deleted AND withheld_for = '{}'::text[]`;

/**
 * Issue 20. A tour stop shows on the public profile and the cards, so adding or removing one
 * empties the public caches like any listing change (notify_public_listing_changed, migration
 * 1795360000000). The sitemap walks every listed profile by id in pages (keyset): this index
 * answers each page from the index alone, with the username and last change it writes.
 */
export class TourStopChangesAndSitemapIndex1795540000000 implements MigrationInterface {
  name = 'TourStopChangesAndSitemapIndex1795540000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TRIGGER profile_tour_stops_listing_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON profile_tour_stops
      FOR EACH STATEMENT EXECUTE FUNCTION notify_public_listing_changed()`);
    await db.query(`CREATE INDEX profiles_sitemap_idx ON profiles (id) INCLUDE (username, updated_at) WHERE ${LISTED}`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX profiles_sitemap_idx`);
    await db.query(`DROP TRIGGER profile_tour_stops_listing_changed ON profile_tour_stops`);
  }
}
