import { MigrationInterface, QueryRunner } from 'typeorm';

const LISTED = `p.is_active AND NOT p.is_deleted AND p.withheld_for = '{}'::text[]`;

/** What the directory reads of a profile before and after this migration; a change to any other column leaves its listing alone. */
const LISTED_BEFORE = [
  'username', 'full_name', 'birthdate', 'location', 'bio', 'rates_1hour', 'subscription_tier', 'is_verified', 'last_active_at',
  'available_until', 'created_at', 'nationality', 'availability', 'outcalls', 'categories', 'service_types', 'is_active', 'is_deleted',
  'withheld_for',
];
const LISTED_AFTER = [...LISTED_BEFORE, 'rates_30min', 'rates_2hour', 'rates_overnight'];

const LISTING_BEFORE = [
  'profile_id', 'username', 'full_name', 'birthdate', 'location', 'bio', 'rates_1hour', 'subscription_tier', 'tier_score', 'is_verified',
  'last_active_at', 'available_until', 'created_at', 'nationality', 'availability', 'outcalls', 'categories', 'service_types', 'home_region',
  'home_town', 'places', 'tour_stops', 'photo_id', 'photo_url', 'photo_card_url', 'photo_width', 'photo_height', 'photo_position',
  'photo_is_primary', 'search_text', 'price_low_key', 'price_high_key', 'online_key', 'sample',
];
const LISTING_AFTER = [...LISTING_BEFORE, 'rate_from'];

const RATE_FROM = 'least(p.rates_30min, p.rates_1hour, p.rates_2hour, p.rates_overnight)';

/** directory_listing_source as migration 1795590000000 left it, with the price keys on `price` and `extra` columns appended. */
function sourceView(price: string, extra: string): string {
  return `
      CREATE OR REPLACE VIEW directory_listing_source AS
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
             lower(coalesce(p.full_name, '') || chr(31) || coalesce(p.location, '') || chr(31) || coalesce(p.bio, '')) AS search_text,
             coalesce(-${price}, -2147483648) AS price_low_key,
             coalesce(${price}, -1) AS price_high_key,
             coalesce(p.last_active_at, '-infinity'::timestamptz) AS online_key,
             (hashtext(p.id::text) & 1023)::smallint AS sample${extra}
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
       WHERE ${LISTED}`;
}

function refreshFunction(listing: string[]): string {
  const columns = listing.join(', ');
  const changed = listing.filter((c) => c !== 'profile_id');
  return `
      CREATE OR REPLACE FUNCTION directory_refresh(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF cardinality(ids) = 0 THEN RETURN; END IF;
        PERFORM 1 FROM profiles WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
        DELETE FROM directory_listings l WHERE l.profile_id = ANY (ids)
           AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.id = l.profile_id AND ${LISTED});
        INSERT INTO directory_listings (${columns}) SELECT ${columns} FROM directory_listing_source WHERE profile_id = ANY (ids)
        ON CONFLICT (profile_id) DO UPDATE SET (${changed.join(', ')}) = ROW(${changed.map((c) => `EXCLUDED.${c}`).join(', ')})
         WHERE (directory_listings.*) IS DISTINCT FROM (EXCLUDED.*);
      END $$`;
}

function rebuildFunction(listing: string[]): string {
  return `
      CREATE OR REPLACE FUNCTION directory_rebuild() RETURNS void LANGUAGE plpgsql AS $$
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
        INSERT INTO directory_listings (${listing.join(', ')}) SELECT ${listing.join(', ')} FROM directory_listing_source;
        FOREACH definition IN ARRAY definitions LOOP
          EXECUTE definition;
        END LOOP;
      END $$`;
}

function profilesChangedFunction(listed: string[]): string {
  const differs = `(${listed.map((c) => `n.${c}`).join(', ')}) IS DISTINCT FROM (${listed.map((c) => `o.${c}`).join(', ')})`;
  return `
      CREATE OR REPLACE FUNCTION directory_profiles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          PERFORM directory_refresh(ARRAY(SELECT id FROM new_profiles));
        ELSE
          PERFORM directory_refresh(ARRAY(SELECT n.id FROM new_profiles n JOIN old_profiles o ON o.id = n.id WHERE ${differs}));
        END IF;
        RETURN NULL;
      END $$`;
}

/**
 * A card shows the lowest rate its advertiser set ("from $X") rather than a 1-hour rate invented when
 * none was set, so the listing keeps that rate, the price orders sort by it, and a change to any of
 * the four rates refreshes the listing.
 */
export class CardRateFrom1795612000000 implements MigrationInterface {
  async up(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE directory_listings ADD COLUMN rate_from integer`);
    await db.query(sourceView(RATE_FROM, `,\n             ${RATE_FROM} AS rate_from`));
    await db.query(refreshFunction(LISTING_AFTER));
    await db.query(rebuildFunction(LISTING_AFTER));
    await db.query(profilesChangedFunction(LISTED_AFTER));
    await db.query(`SELECT directory_rebuild()`);
    await db.query(`ANALYZE directory_listings`);
  }

  async down(db: QueryRunner): Promise<void> {
    // A view loses a column only by being made again.
    await db.query(`DROP VIEW directory_listing_source`);
    await db.query(sourceView('p.rates_1hour', ''));
    await db.query(refreshFunction(LISTING_BEFORE));
    await db.query(rebuildFunction(LISTING_BEFORE));
    await db.query(profilesChangedFunction(LISTED_BEFORE));
    await db.query(`ALTER TABLE directory_listings DROP COLUMN rate_from`);
    await db.query(`SELECT directory_rebuild()`);
    await db.query(`ANALYZE directory_listings`);
  }
}
