-- Written by `npm run queries` from backend/src/directory/directory.repository.ts: change the code, then run it again.

-- DirectoryRepository.findPage (every listed profile)
-- $1: number, $2: number
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  directory_listings l
WHERE
  true
ORDER BY
  l.created_at DESC,
  l.profile_id DESC
LIMIT
  $1
OFFSET
  $2;

-- DirectoryRepository.findPage (every condition)
-- $1: string, $2: string, $3: string, $4: string[], $5: string[], $6: string[], $7: string[], $8: string[], $9: string[]
-- $10: number[], $11: Date, $12: string[], $13: string, $14: string, $15: string, $16: string, $17: number, $18: number
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  directory_listings l
WHERE
  l.search_text LIKE lower($1)
  AND l.birthdate <= $2::date
  AND l.birthdate > $3::date
  AND (
    l.nationality = ANY ($4::text[])
    OR (
      l.nationality IS NULL
      OR l.nationality <> ALL ($5::text[])
    )
  )
  AND l.availability = ANY ($6::text[])
  AND l.outcalls = ANY ($7::text[])
  AND l.categories @> $8::text[]
  AND l.service_types @> $9::text[]
  AND l.tier_score = ANY ($10::smallint[])
  AND l.is_verified
  AND l.available_until > $11
  AND l.places @> $12::text[]
  AND (
    l.home_town = $13
    OR EXISTS (
      SELECT
        1
      FROM
        profile_tour_stops s
      WHERE
        s.profile_id = l.profile_id
        AND s.last_day >= $14::date
        AND s.first_day <= $15::date
        AND nz_place_key (s.town) = $16
    )
  )
ORDER BY
  l.tier_score DESC,
  l.created_at DESC,
  l.profile_id DESC
LIMIT
  $17
OFFSET
  $18;

-- DirectoryRepository.findPage (after a key, found among index entries first)
-- $1: string[], $2: string, $3: string, $4: string, $5: number, $6: number
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  directory_listings l
WHERE
  l.profile_id = ANY (
    ARRAY(
      SELECT
        l.profile_id
      FROM
        directory_listings l
      WHERE
        l.categories @> $1::text[]
        AND (l.tier_score, l.created_at, l.profile_id) < ($2::smallint, $3::timestamptz, $4::uuid)
      ORDER BY
        l.tier_score DESC,
        l.created_at DESC,
        l.profile_id DESC
      LIMIT
        $5
      OFFSET
        $6
    )
  )
ORDER BY
  l.tier_score DESC,
  l.created_at DESC,
  l.profile_id DESC;

-- DirectoryRepository.findPageFromMatches
-- $1: string, $2: number, $3: number
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  (
    SELECT
      *
    FROM
      directory_listings l
    WHERE
      l.search_text LIKE lower($1)
    OFFSET
      0
  ) l
ORDER BY
  l.price_low_key DESC,
  l.created_at DESC,
  l.profile_id DESC
LIMIT
  $2
OFFSET
  $3;

-- DirectoryRepository.findPageByWalk
-- $1: string, $2: number, $3: number, $4: number
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  (
    SELECT
      *
    FROM
      directory_listings l
    WHERE
      true
    ORDER BY
      l.tier_score DESC,
      l.created_at DESC,
      l.profile_id DESC
    LIMIT
      $2
  ) l
WHERE
  l.search_text LIKE lower($1)
ORDER BY
  l.tier_score DESC,
  l.created_at DESC,
  l.profile_id DESC
LIMIT
  $3
OFFSET
  $4;

-- DirectoryRepository.findPageByOrderWalk (after a key)
-- $1: string[], $2: string, $3: string, $4: string, $5: number, $6: number, $7: number
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  directory_listings l
WHERE
  l.profile_id = ANY (
    ARRAY(
      SELECT
        l.profile_id
      FROM
        (
          SELECT
            l.online_key,
            l.created_at,
            l.profile_id,
            l.birthdate,
            l.nationality,
            l.availability,
            l.outcalls,
            l.categories,
            l.service_types,
            l.is_verified,
            l.available_until,
            l.last_active_at,
            l.places,
            l.home_town,
            l.home_region
          FROM
            directory_listings l
          WHERE
            (l.online_key, l.created_at, l.profile_id) < ($2::timestamptz, $3::timestamptz, $4::uuid)
          ORDER BY
            l.online_key DESC,
            l.created_at DESC,
            l.profile_id DESC
          LIMIT
            $5
        ) l
      WHERE
        l.categories @> $1::text[]
      ORDER BY
        l.online_key DESC,
        l.created_at DESC,
        l.profile_id DESC
      LIMIT
        $6
      OFFSET
        $7
    )
  )
ORDER BY
  l.online_key DESC,
  l.created_at DESC,
  l.profile_id DESC;

-- DirectoryRepository.countUpTo
-- $1: string, $2: string, $3: string, $4: string[], $5: string[], $6: string[], $7: string[], $8: string[], $9: string[]
-- $10: number[], $11: Date, $12: string[], $13: string, $14: string, $15: string, $16: string, $17: number
SELECT
  count(*)::int AS n
FROM
  (
    SELECT
      1
    FROM
      directory_listings l
    WHERE
      l.search_text LIKE lower($1)
      AND l.birthdate <= $2::date
      AND l.birthdate > $3::date
      AND (
        l.nationality = ANY ($4::text[])
        OR (
          l.nationality IS NULL
          OR l.nationality <> ALL ($5::text[])
        )
      )
      AND l.availability = ANY ($6::text[])
      AND l.outcalls = ANY ($7::text[])
      AND l.categories @> $8::text[]
      AND l.service_types @> $9::text[]
      AND l.tier_score = ANY ($10::smallint[])
      AND l.is_verified
      AND l.available_until > $11
      AND l.places @> $12::text[]
      AND (
        l.home_town = $13
        OR EXISTS (
          SELECT
            1
          FROM
            profile_tour_stops s
          WHERE
            s.profile_id = l.profile_id
            AND s.last_day >= $14::date
            AND s.first_day <= $15::date
            AND nz_place_key (s.town) = $16
        )
      )
    LIMIT
      $17
  ) matches;

-- DirectoryRepository.countSampled
-- $1: string[], $2: number
SELECT
  count(*)::int AS n
FROM
  directory_listings l
WHERE
  l.sample < $2
  AND l.categories @> $1::text[];

-- DirectoryRepository.countFacets
-- $1: string[]
SELECT
  coalesce(sum(listed), 0)::int AS n
FROM
  directory_counts
WHERE
  facet = ANY ($1::text[]);

-- DirectoryRepository.countVisitors (a region)
-- $1: string[], $2: string, $3: string, $4: string, $5: string
SELECT
  count(*)::int AS n
FROM
  directory_listings l
WHERE
  l.places @> $1::text[]
  AND EXISTS (
    SELECT
      1
    FROM
      profile_tour_stops s
    WHERE
      s.profile_id = l.profile_id
      AND s.last_day >= $2::date
      AND s.first_day <= $3::date
      AND s.region = $4
  )
  AND (l.home_region = $5) IS NOT TRUE;

-- DirectoryRepository.countVisitors (a town)
-- $1: string[], $2: string, $3: string, $4: string, $5: string
SELECT
  count(*)::int AS n
FROM
  directory_listings l
WHERE
  l.places @> $1::text[]
  AND EXISTS (
    SELECT
      1
    FROM
      profile_tour_stops s
    WHERE
      s.profile_id = l.profile_id
      AND s.last_day >= $2::date
      AND s.first_day <= $3::date
      AND nz_place_key (s.town) = $4
  )
  AND (l.home_town = $5) IS NOT TRUE;

-- DirectoryRepository.findNewestByTier
SELECT
  *
FROM
  (
    (
      SELECT
        l.profile_id,
        l.username,
        l.full_name,
        l.birthdate::text AS birthdate,
        l.location,
        l.bio,
        l.rates_1hour,
        l.rate_from,
        l.subscription_tier,
        l.is_verified,
        l.last_active_at,
        l.available_until,
        l.tour_stops,
        l.photo_id,
        l.photo_url,
        l.photo_card_url,
        l.photo_width,
        l.photo_height,
        l.photo_position,
        l.photo_is_primary,
        l.photo_widths,
        l.photo_card_widths,
        l.tier_score::text AS key_tier_score,
        l.created_at::text AS key_created_at,
        l.profile_id::text AS key_profile_id,
        l.price_low_key::text AS key_price_low_key,
        l.price_high_key::text AS key_price_high_key,
        l.online_key::text AS key_online_key
      FROM
        directory_listings l
      WHERE
        l.tier_score = 2
      ORDER BY
        l.tier_score DESC,
        l.created_at DESC,
        l.profile_id DESC
      LIMIT
        8
    )
    UNION ALL
    (
      SELECT
        l.profile_id,
        l.username,
        l.full_name,
        l.birthdate::text AS birthdate,
        l.location,
        l.bio,
        l.rates_1hour,
        l.rate_from,
        l.subscription_tier,
        l.is_verified,
        l.last_active_at,
        l.available_until,
        l.tour_stops,
        l.photo_id,
        l.photo_url,
        l.photo_card_url,
        l.photo_width,
        l.photo_height,
        l.photo_position,
        l.photo_is_primary,
        l.photo_widths,
        l.photo_card_widths,
        l.tier_score::text AS key_tier_score,
        l.created_at::text AS key_created_at,
        l.profile_id::text AS key_profile_id,
        l.price_low_key::text AS key_price_low_key,
        l.price_high_key::text AS key_price_high_key,
        l.online_key::text AS key_online_key
      FROM
        directory_listings l
      WHERE
        l.tier_score = 1
      ORDER BY
        l.tier_score DESC,
        l.created_at DESC,
        l.profile_id DESC
      LIMIT
        4
    )
    UNION ALL
    (
      SELECT
        l.profile_id,
        l.username,
        l.full_name,
        l.birthdate::text AS birthdate,
        l.location,
        l.bio,
        l.rates_1hour,
        l.rate_from,
        l.subscription_tier,
        l.is_verified,
        l.last_active_at,
        l.available_until,
        l.tour_stops,
        l.photo_id,
        l.photo_url,
        l.photo_card_url,
        l.photo_width,
        l.photo_height,
        l.photo_position,
        l.photo_is_primary,
        l.photo_widths,
        l.photo_card_widths,
        l.tier_score::text AS key_tier_score,
        l.created_at::text AS key_created_at,
        l.profile_id::text AS key_profile_id,
        l.price_low_key::text AS key_price_low_key,
        l.price_high_key::text AS key_price_high_key,
        l.online_key::text AS key_online_key
      FROM
        directory_listings l
      WHERE
        l.tier_score = 0
      ORDER BY
        l.tier_score DESC,
        l.created_at DESC,
        l.profile_id DESC
      LIMIT
        4
    )
  ) l
ORDER BY
  l.key_tier_score::smallint DESC,
  l.key_created_at::timestamptz DESC,
  l.key_profile_id::uuid DESC;

-- DirectoryRepository.randomPickable
SELECT
  id
FROM
  (
    SELECT
      profile_id AS id
    FROM
      directory_listings
    WHERE
      tier_score = 2
    UNION ALL
    SELECT
      profile_id
    FROM
      directory_listings
    WHERE
      is_verified
      AND tier_score < 2
  ) pickable
ORDER BY
  random()
LIMIT
  1;

-- DirectoryRepository.findListed
-- $1: string
SELECT
  l.profile_id,
  l.username,
  l.full_name,
  l.birthdate::text AS birthdate,
  l.location,
  l.bio,
  l.rates_1hour,
  l.rate_from,
  l.subscription_tier,
  l.is_verified,
  l.last_active_at,
  l.available_until,
  l.tour_stops,
  l.photo_id,
  l.photo_url,
  l.photo_card_url,
  l.photo_width,
  l.photo_height,
  l.photo_position,
  l.photo_is_primary,
  l.photo_widths,
  l.photo_card_widths,
  l.tier_score::text AS key_tier_score,
  l.created_at::text AS key_created_at,
  l.profile_id::text AS key_profile_id,
  l.price_low_key::text AS key_price_low_key,
  l.price_high_key::text AS key_price_high_key,
  l.online_key::text AS key_online_key
FROM
  directory_listings l
WHERE
  l.profile_id = $1;
