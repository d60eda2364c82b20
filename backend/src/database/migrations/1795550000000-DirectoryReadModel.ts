import { NZ_REGIONS } from 'contract';
import { MigrationInterface, QueryRunner } from 'typeorm';

/** The directory's listing condition (migration 1795450100000): active, not deleted, not withheld. */
const LISTED = `p.is_active AND NOT p.is_deleted AND p.withheld_for = '{}'::text[]`;

/** What the directory reads of a profile; a change to any other column leaves its listing alone. */
const LISTED_COLUMNS = [
  'username', 'full_name', 'birthdate', 'location', 'bio', 'rates_1hour', 'subscription_tier', 'is_verified', 'last_active_at',
  'available_until', 'created_at', 'nationality', 'availability', 'outcalls', 'categories', 'service_types', 'is_active', 'is_deleted',
  'withheld_for',
];

const LISTING_COLUMNS = [
  'profile_id', 'username', 'full_name', 'birthdate', 'location', 'bio', 'rates_1hour', 'subscription_tier', 'tier_score', 'is_verified',
  'last_active_at', 'available_until', 'created_at', 'nationality', 'availability', 'outcalls', 'categories', 'service_types', 'home_region',
  'home_town', 'places', 'tour_stops', 'photo_id', 'photo_url', 'photo_card_url', 'photo_width', 'photo_height', 'photo_position',
  'photo_is_primary', 'search_text', 'price_low_key', 'price_high_key', 'online_key', 'sample',
];

/** The profiles indexes only the directory used; it reads directory_listings now (down() recreates them). */
const DIRECTORY_INDEXES_ON_PROFILES: Record<string, string> = {
  profiles_listing_idx: `((CASE subscription_tier WHEN 'premium' THEN 0 WHEN 'basic' THEN 1 ELSE 2 END), created_at DESC, id DESC) INCLUDE (subscription_tier, outcalls, availability, nationality, birthdate)`,
  profiles_tier_created_idx: `(subscription_tier, created_at DESC, id DESC)`,
  profiles_search_trgm_idx: `USING gin ((coalesce(full_name, '') || chr(31) || coalesce(location, '') || chr(31) || coalesce(bio, '')) gin_trgm_ops)`,
  profiles_location_trgm_idx: `USING gin (location gin_trgm_ops)`,
  profiles_categories_idx: `USING gin (categories)`,
  profiles_service_types_idx: `USING gin (service_types)`,
  profiles_nationality_idx: `(nationality)`,
  profiles_availability_idx: `(availability)`,
  profiles_outcalls_idx: `(outcalls)`,
  profiles_birthdate_idx: `(birthdate)`,
  profiles_last_active_idx: `(last_active_at)`,
};

/**
 * Issue 19: the directory's read model. `directory_listings` holds one row per listed profile with
 * exactly what cards, filters and sorts need (no directory query reads profiles), kept current by
 * triggers in the transaction that changes a profile, a photo or a tour stop, so it can never
 * disagree with them after a commit. `directory_listing_source` is the definition of a row; the
 * triggers write it for the profiles a statement touched.
 *
 * - Places: a profile's location is matched to New Zealand's towns and regions (`nz_places`, the
 *   contract's NZ_REGIONS) as `region:<slug>` and `town:<key>`; every tour stop adds its own, plus
 *   `touring`. Tour stops come and go with the calendar, so the row keeps all of them (`tour_stops`)
 *   and readers check the days: the row never depends on the time it was written.
 * - Sorts: each order is (key DESC, created_at DESC, profile_id DESC) with its own index, so a page
 *   can seek past the last row of the page before it (keyset) with a row comparison.
 * - Totals: `directory_counts` keeps how many listed profiles have each facet (all, tier, verified,
 *   home region and town, nationality, availability, out calls, category, service), maintained by a
 *   trigger on the listings, so a total of one facet costs no scan.
 * - `sample` spreads the rows over 1024 buckets for estimating the totals of broad combinations.
 *
 * One refresh of a profile at a time: the refresh locks the profile's row first, so two
 * transactions changing a profile's photos and its text at once write their rows in turn, the
 * second computed after the first committed.
 */
export class DirectoryReadModel1795550000000 implements MigrationInterface {
  name = 'DirectoryReadModel1795550000000';

  async up(db: QueryRunner): Promise<void> {
    await this.places(db);
    await db.query(`
      CREATE TABLE directory_listings (
        profile_id uuid PRIMARY KEY REFERENCES profiles (id) ON DELETE CASCADE,
        username text NOT NULL,
        full_name text NOT NULL,
        birthdate date,
        location text,
        bio text,
        rates_1hour integer,
        subscription_tier text NOT NULL,
        tier_score smallint NOT NULL,
        is_verified boolean NOT NULL,
        last_active_at timestamptz,
        available_until timestamptz,
        created_at timestamptz NOT NULL,
        nationality text,
        availability text,
        outcalls text,
        categories text[] NOT NULL,
        service_types text[] NOT NULL,
        home_region text,
        home_town text,
        places text[] NOT NULL,
        tour_stops jsonb,
        photo_id uuid,
        photo_url text,
        photo_card_url text,
        photo_width smallint,
        photo_height smallint,
        photo_position integer,
        photo_is_primary boolean,
        search_text text NOT NULL,
        price_low_key integer NOT NULL,
        price_high_key integer NOT NULL,
        online_key timestamptz NOT NULL,
        sample smallint NOT NULL
      )`);
    await db.query(`
      CREATE VIEW directory_listing_source AS
      SELECT p.id AS profile_id, p.username, p.full_name, p.birthdate, p.location, p.bio, p.rates_1hour, p.subscription_tier,
             (CASE p.subscription_tier WHEN 'premium' THEN 2 WHEN 'basic' THEN 1 ELSE 0 END)::smallint AS tier_score,
             p.is_verified, p.last_active_at, p.available_until, p.created_at, p.nationality, p.availability, p.outcalls,
             p.categories, p.service_types,
             home.region AS home_region,
             nz_place_key(home.town) AS home_town,
             ARRAY(
               SELECT DISTINCT place FROM unnest(
                 ARRAY['region:' || home.region, 'town:' || nz_place_key(home.town)] || coalesce(tour.places, '{}'::text[])
               ) AS place WHERE place IS NOT NULL ORDER BY place
             ) AS places,
             tour.stops AS tour_stops,
             photo.id AS photo_id, photo.url AS photo_url, photo.card_url AS photo_card_url, photo.width AS photo_width,
             photo.height AS photo_height, photo.position AS photo_position, photo.is_primary AS photo_is_primary,
             coalesce(p.full_name, '') || chr(31) || coalesce(p.location, '') || chr(31) || coalesce(p.bio, '') AS search_text,
             coalesce(-p.rates_1hour, -2147483648) AS price_low_key,
             coalesce(p.rates_1hour, -1) AS price_high_key,
             coalesce(p.last_active_at, '-infinity'::timestamptz) AS online_key,
             (hashtext(p.id::text) & 1023)::smallint AS sample
        FROM profiles p
        LEFT JOIN nz_places home ON home.place_key = nz_place_key(p.location)
        LEFT JOIN LATERAL (
          SELECT jsonb_agg(jsonb_build_object('id', s.id, 'town', s.town, 'region', s.region, 'first_day', s.first_day, 'last_day', s.last_day)
                           ORDER BY s.first_day, s.last_day, s.id) AS stops,
                 array_agg('region:' || s.region) || array_agg('town:' || nz_place_key(s.town)) || ARRAY['touring'] AS places
            FROM profile_tour_stops s WHERE s.profile_id = p.id
          HAVING count(*) > 0
        ) tour ON true
        LEFT JOIN LATERAL (
          SELECT id, url, card_url, width, height, position, is_primary FROM profile_photos
           WHERE profile_id = p.id AND moderation_state = 'approved' ORDER BY is_primary DESC, position, id LIMIT 1
        ) photo ON true
       WHERE ${LISTED}`);

    await this.counts(db);
    await this.refresh(db);
    await this.triggers(db);
    await this.indexes(db);
    await db.query(`SELECT directory_rebuild()`);
    for (const name of Object.keys(DIRECTORY_INDEXES_ON_PROFILES)) await db.query(`DROP INDEX ${name}`);
    await db.query(`ANALYZE directory_listings`);
  }

  /** New Zealand's towns and regions by the key a location is compared with (contract's placeKey in SQL). */
  private async places(db: QueryRunner): Promise<void> {
    // placeKey removes diacritics: New Zealand's place names only carry macrons.
    await db.query(`
      CREATE FUNCTION nz_place_key(name text) RETURNS text IMMUTABLE PARALLEL SAFE LANGUAGE sql AS $$
        SELECT lower(regexp_replace(regexp_replace(translate(name, 'āēīōūĀĒĪŌŪ', 'aeiouAEIOU'), '^\\s+|\\s+$', '', 'g'), '\\s+', ' ', 'g'))
      $$`);
    await db.query(`CREATE TABLE nz_places (place_key text PRIMARY KEY, region text NOT NULL, town text)`);
    // A town's name wins over a region's of the same name (Auckland, Wellington): both mean the same region.
    for (const region of NZ_REGIONS) {
      for (const town of region.towns) {
        await db.query(`INSERT INTO nz_places (place_key, region, town) VALUES (nz_place_key($1), $2, $1)`, [town, region.slug]);
      }
    }
    for (const region of NZ_REGIONS) {
      await db.query(`INSERT INTO nz_places (place_key, region) VALUES (nz_place_key($1), $2) ON CONFLICT DO NOTHING`, [region.name, region.slug]);
    }
  }

  private async counts(db: QueryRunner): Promise<void> {
    // No CHECK (listed >= 0): PostgreSQL checks the row an upsert proposes (a -1) before it finds the conflict.
    await db.query(`CREATE TABLE directory_counts (facet text PRIMARY KEY, listed integer NOT NULL)`);
    await db.query(`
      CREATE FUNCTION directory_facets(l directory_listings) RETURNS text[] IMMUTABLE LANGUAGE sql AS $$
        SELECT ARRAY['all', 'tier:' || l.subscription_tier, 'nationality:' || coalesce(l.nationality, ''),
                     'availability:' || coalesce(l.availability, ''), 'outcalls:' || coalesce(l.outcalls, '')]
               || CASE WHEN l.is_verified THEN ARRAY['verified'] ELSE '{}'::text[] END
               || CASE WHEN l.home_region IS NULL THEN '{}'::text[] ELSE ARRAY['region:' || l.home_region] END
               || CASE WHEN l.home_town IS NULL THEN '{}'::text[] ELSE ARRAY['town:' || l.home_town] END
               || ARRAY(SELECT 'category:' || c FROM unnest(l.categories) c)
               || ARRAY(SELECT 'service:' || s FROM unnest(l.service_types) s)
      $$`);
    // Rows in facet order: two statements counting at once lock the counters in the same order.
    const apply = (rows: string) => `
      INSERT INTO directory_counts (facet, listed)
      SELECT facet, sum(change) FROM (${rows}) changes GROUP BY facet HAVING sum(change) <> 0 ORDER BY facet
      ON CONFLICT (facet) DO UPDATE SET listed = directory_counts.listed + EXCLUDED.listed`;
    await db.query(`
      CREATE FUNCTION directory_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${apply(`SELECT unnest(directory_facets(n)) AS facet, 1 AS change FROM new_listings n`)};
        ELSIF TG_OP = 'DELETE' THEN
          ${apply(`SELECT unnest(directory_facets(o)) AS facet, -1 AS change FROM old_listings o`)};
        ELSE
          ${apply(`SELECT unnest(directory_facets(n)) AS facet, 1 AS change FROM new_listings n
                   UNION ALL SELECT unnest(directory_facets(o)), -1 FROM old_listings o`)};
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER directory_listings_inserted AFTER INSERT ON directory_listings REFERENCING NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION directory_count_changes()`);
    await db.query(`CREATE TRIGGER directory_listings_deleted AFTER DELETE ON directory_listings REFERENCING OLD TABLE AS old_listings FOR EACH STATEMENT EXECUTE FUNCTION directory_count_changes()`);
    await db.query(`CREATE TRIGGER directory_listings_updated AFTER UPDATE ON directory_listings REFERENCING OLD TABLE AS old_listings NEW TABLE AS new_listings FOR EACH STATEMENT EXECUTE FUNCTION directory_count_changes()`);
  }

  private async refresh(db: QueryRunner): Promise<void> {
    const columns = LISTING_COLUMNS.join(', ');
    const changed = LISTING_COLUMNS.filter((c) => c !== 'profile_id');
    await db.query(`
      CREATE FUNCTION directory_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(ids) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
        DELETE FROM directory_listings l WHERE l.profile_id = ANY (ids)
           AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = l.profile_id AND ${LISTED});
        INSERT INTO directory_listings (${columns}) SELECT ${columns} FROM directory_listing_source WHERE profile_id = ANY (ids)
        ON CONFLICT (profile_id) DO UPDATE SET (${changed.join(', ')}) = ROW(${changed.map((c) => `EXCLUDED.${c}`).join(', ')})
         WHERE (directory_listings.*) IS DISTINCT FROM (EXCLUDED.*);
      END $$`);
  }

  private async triggers(db: QueryRunner): Promise<void> {
    // The whole model at once, for a bulk load made with its triggers off (the seed) and for the backfill. The
    // indexes are built again after the rows go in: a GIN index (trigrams above all) grows far faster in one build.
    await db.query(`
      CREATE FUNCTION directory_rebuild() RETURNS void LANGUAGE plpgsql AS $$
      DECLARE
        existing record;
        definitions text[] := '{}';
        definition text;
      BEGIN
        SET LOCAL maintenance_work_mem = '256MB';
        TRUNCATE directory_listings, directory_counts;
        FOR existing IN SELECT indexname, indexdef FROM pg_indexes
                      WHERE schemaname = current_schema() AND tablename = 'directory_listings' AND indexname <> 'directory_listings_pkey' LOOP
          definitions := definitions || existing.indexdef;
          EXECUTE format('DROP INDEX %I', existing.indexname);
        END LOOP;
        INSERT INTO directory_listings (${LISTING_COLUMNS.join(', ')}) SELECT ${LISTING_COLUMNS.join(', ')} FROM directory_listing_source;
        FOREACH definition IN ARRAY definitions LOOP
          EXECUTE definition;
        END LOOP;
      END $$`);
    const differs = `(${LISTED_COLUMNS.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${LISTED_COLUMNS.map((c) => `o.${c}`).join(', ')})`;
    await db.query(`
      CREATE FUNCTION directory_profiles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM directory_refresh(ARRAY(SELECT id FROM new_profiles));
        ELSE
          PERFORM directory_refresh(ARRAY(SELECT n.id FROM new_profiles n JOIN old_profiles o ON o.id = n.id WHERE ${differs}));
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER directory_profiles_inserted AFTER INSERT ON profiles REFERENCING NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION directory_profiles_changed()`);
    await db.query(`CREATE TRIGGER directory_profiles_updated AFTER UPDATE ON profiles REFERENCING OLD TABLE AS old_profiles NEW TABLE AS new_profiles FOR EACH STATEMENT EXECUTE FUNCTION directory_profiles_changed()`);
    // A deleted profile's listing goes with it (ON DELETE CASCADE).

    // Photos and tour stops: every profile whose rows the statement touched.
    await db.query(`
      CREATE FUNCTION directory_profile_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM directory_refresh(ARRAY(SELECT DISTINCT profile_id FROM new_rows));
        ELSIF TG_OP = 'DELETE' THEN
          PERFORM directory_refresh(ARRAY(SELECT DISTINCT profile_id FROM old_rows));
        ELSE
          PERFORM directory_refresh(ARRAY(SELECT profile_id FROM new_rows UNION SELECT profile_id FROM old_rows));
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['profile_photos', 'profile_tour_stops']) {
      await db.query(`CREATE TRIGGER ${table}_directory_inserted AFTER INSERT ON ${table} REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_profile_rows_changed()`);
      await db.query(`CREATE TRIGGER ${table}_directory_deleted AFTER DELETE ON ${table} REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_profile_rows_changed()`);
      await db.query(`CREATE TRIGGER ${table}_directory_updated AFTER UPDATE ON ${table} REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION directory_profile_rows_changed()`);
    }
  }

  private async indexes(db: QueryRunner): Promise<void> {
    const orders: Record<string, string> = {
      recommended: 'tier_score DESC, created_at DESC, profile_id DESC',
      newest: 'created_at DESC, profile_id DESC',
      price_low: 'price_low_key DESC, created_at DESC, profile_id DESC',
      price_high: 'price_high_key DESC, created_at DESC, profile_id DESC',
      online: 'online_key DESC, created_at DESC, profile_id DESC',
    };
    for (const [name, keys] of Object.entries(orders)) await db.query(`CREATE INDEX directory_listings_${name} ON directory_listings (${keys})`);
    // Verified profiles are a common filter on every order's first pages.
    await db.query(`CREATE INDEX directory_listings_verified ON directory_listings (${orders.recommended}) WHERE is_verified`);
    for (const column of ['places', 'categories', 'service_types']) await db.query(`CREATE INDEX directory_listings_${column} ON directory_listings USING gin (${column})`);
    await db.query(`CREATE INDEX directory_listings_search ON directory_listings USING gin (search_text gin_trgm_ops)`);
    await db.query(`CREATE INDEX directory_listings_location ON directory_listings USING gin (location gin_trgm_ops)`);
    await db.query(`CREATE INDEX directory_listings_available ON directory_listings (available_until) WHERE available_until IS NOT NULL`);
    // An age range that few profiles fall in (40+) would otherwise walk the whole order.
    await db.query(`CREATE INDEX directory_listings_birthdate ON directory_listings (birthdate)`);
    await db.query(`CREATE INDEX directory_listings_sample ON directory_listings (sample)`);
  }

  async down(db: QueryRunner): Promise<void> {
    const listed = `WHERE is_active AND NOT is_deleted AND withheld_for = '{}'::text[]`;
    for (const [name, definition] of Object.entries(DIRECTORY_INDEXES_ON_PROFILES)) {
      const using = definition.startsWith('USING') ? definition : `USING btree ${definition}`;
      await db.query(`CREATE INDEX ${name} ON profiles ${using} ${listed}`);
    }
    for (const table of ['profile_photos', 'profile_tour_stops']) {
      for (const event of ['inserted', 'deleted', 'updated']) await db.query(`DROP TRIGGER ${table}_directory_${event} ON ${table}`);
    }
    await db.query(`DROP TRIGGER directory_profiles_inserted ON profiles`);
    await db.query(`DROP TRIGGER directory_profiles_updated ON profiles`);
    await db.query(`DROP FUNCTION directory_profile_rows_changed()`);
    await db.query(`DROP FUNCTION directory_profiles_changed()`);
    await db.query(`DROP FUNCTION directory_rebuild()`);
    await db.query(`DROP FUNCTION directory_refresh(uuid[])`);
    await db.query(`DROP TABLE directory_counts`);
    await db.query(`DROP VIEW directory_listing_source`);
    await db.query(`DROP FUNCTION directory_facets(directory_listings)`);
    await db.query(`DROP TABLE directory_listings`);
    await db.query(`DROP FUNCTION directory_count_changes()`);
    await db.query(`DROP TABLE nz_places`);
    await db.query(`DROP FUNCTION nz_place_key(text)`);
  }
}
