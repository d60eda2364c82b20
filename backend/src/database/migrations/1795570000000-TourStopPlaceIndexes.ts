import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A place's directory page takes in those touring there (directory-sql.ts, touringSql): PostgreSQL
 * gathers the place's current tour stops once, and without an index it read every tour stop and
 * computed each town's key (nz_place_key) to find them: 65 ms of a lower Hutt page at a million
 * profiles (53,000 stops), 7 ms at 100,000. These serve the town's and the region's stops by their
 * key and last day.
 */
export class TourStopPlaceIndexes1795570000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE INDEX profile_tour_stops_town_key ON profile_tour_stops (nz_place_key(town), last_day)`);
    await db.query(`CREATE INDEX profile_tour_stops_region ON profile_tour_stops (region, last_day)`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP INDEX profile_tour_stops_region`);
    await db.query(`DROP INDEX profile_tour_stops_town_key`);
  }
}
