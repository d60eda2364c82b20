-- Written by `npm run queries` from backend/src/profiles/profile-queries.repository.ts: change the code, then run it again.

-- ProfileQueriesRepository.counts
-- $1: number
SELECT
  count(*)::int AS profiles,
  count(*) FILTER (
    WHERE
      is_verified
  )::int AS verified,
  count(*) FILTER (
    WHERE
      subscription_tier = 'premium'
  )::int AS premium,
  count(*) FILTER (
    WHERE
      verification_requested
      AND NOT is_verified
  )::int AS pending,
  count(*) FILTER (
    WHERE
      verification_requested
      AND NOT is_verified
      AND verification_submitted_at <= now() - make_interval(hours => $1)
  )::int AS overdue_verification
FROM
  profiles
WHERE
  NOT is_deleted;

-- ProfileQueriesRepository.namesByIds
-- $1: string[]
SELECT
  id,
  user_id,
  username,
  full_name,
  is_active
FROM
  profiles
WHERE
  id = ANY ($1::uuid[]);

-- ProfileQueriesRepository.namesByUserIds
-- $1: string[]
SELECT
  id,
  user_id,
  username,
  full_name,
  is_active
FROM
  profiles
WHERE
  user_id = ANY ($1::uuid[]);

-- ProfileQueriesRepository.userIdsWithUsernameLike
-- $1: string
SELECT
  user_id
FROM
  profiles
WHERE
  username ILIKE $1;

-- ProfileQueriesRepository.findListedIdByUsername
-- $1: string
SELECT
  id
FROM
  profiles
WHERE
  lower(username) = lower($1)
  AND NOT is_deleted
  AND is_active;

-- ProfileQueriesRepository.findVerificationQueuePage (the queue, searched)
-- $1: string, $2: string
SELECT
  "p"."id" AS "p_id",
  "p"."user_id" AS "p_user_id",
  "p"."username" AS "p_username",
  "p"."full_name" AS "p_full_name",
  "p"."email" AS "p_email",
  "p"."phone" AS "p_phone",
  "p"."bio" AS "p_bio",
  "p"."location" AS "p_location",
  "p"."birthdate" AS "p_birthdate",
  "p"."height" AS "p_height",
  "p"."weight" AS "p_weight",
  "p"."body_type" AS "p_body_type",
  "p"."bust_size" AS "p_bust_size",
  "p"."hair_color" AS "p_hair_color",
  "p"."eye_color" AS "p_eye_color",
  "p"."nationality" AS "p_nationality",
  "p"."languages" AS "p_languages",
  "p"."availability" AS "p_availability",
  "p"."outcalls" AS "p_outcalls",
  "p"."categories" AS "p_categories",
  "p"."service_types" AS "p_service_types",
  "p"."services" AS "p_services",
  "p"."meeting_with" AS "p_meeting_with",
  "p"."available_for" AS "p_available_for",
  "p"."website" AS "p_website",
  "p"."rates_30min" AS "p_rates_30min",
  "p"."rates_1hour" AS "p_rates_1hour",
  "p"."rates_2hour" AS "p_rates_2hour",
  "p"."rates_overnight" AS "p_rates_overnight",
  "p"."subscription_tier" AS "p_subscription_tier",
  "p"."subscription_expires_at" AS "p_subscription_expires_at",
  "p"."is_active" AS "p_is_active",
  "p"."is_deleted" AS "p_is_deleted",
  "p"."is_verified" AS "p_is_verified",
  "p"."verification_requested" AS "p_verification_requested",
  "p"."verification_submitted_at" AS "p_verification_submitted_at",
  "p"."last_active_at" AS "p_last_active_at",
  "p"."available_until" AS "p_available_until",
  "p"."avatar_url" AS "p_avatar_url",
  "p"."like_count" AS "p_like_count",
  "p"."withheld_for" AS "p_withheld_for",
  "p"."photos_updated_at" AS "p_photos_updated_at",
  "p"."photos_reminder_for" AS "p_photos_reminder_for",
  "p"."created_at" AS "p_created_at",
  "p"."updated_at" AS "p_updated_at"
FROM
  "profiles" "p"
WHERE
  "p"."verification_requested"
  AND NOT "p"."is_verified"
  AND NOT "p"."is_deleted"
  AND "p"."id" IN ($1)
  AND (
    "p"."username" ILIKE $2
    OR "p"."full_name" ILIKE $2
  )
ORDER BY
  CASE
    WHEN "p"."subscription_tier" IN ('basic', 'premium') THEN 1
    ELSE 0
  END DESC,
  "p"."verification_submitted_at" ASC NULLS FIRST,
  "p"."id" DESC
LIMIT
  25
OFFSET
  0;

-- ProfileQueriesRepository.findVerificationQueuePage (by a column)
SELECT
  "p"."id" AS "p_id",
  "p"."user_id" AS "p_user_id",
  "p"."username" AS "p_username",
  "p"."full_name" AS "p_full_name",
  "p"."email" AS "p_email",
  "p"."phone" AS "p_phone",
  "p"."bio" AS "p_bio",
  "p"."location" AS "p_location",
  "p"."birthdate" AS "p_birthdate",
  "p"."height" AS "p_height",
  "p"."weight" AS "p_weight",
  "p"."body_type" AS "p_body_type",
  "p"."bust_size" AS "p_bust_size",
  "p"."hair_color" AS "p_hair_color",
  "p"."eye_color" AS "p_eye_color",
  "p"."nationality" AS "p_nationality",
  "p"."languages" AS "p_languages",
  "p"."availability" AS "p_availability",
  "p"."outcalls" AS "p_outcalls",
  "p"."categories" AS "p_categories",
  "p"."service_types" AS "p_service_types",
  "p"."services" AS "p_services",
  "p"."meeting_with" AS "p_meeting_with",
  "p"."available_for" AS "p_available_for",
  "p"."website" AS "p_website",
  "p"."rates_30min" AS "p_rates_30min",
  "p"."rates_1hour" AS "p_rates_1hour",
  "p"."rates_2hour" AS "p_rates_2hour",
  "p"."rates_overnight" AS "p_rates_overnight",
  "p"."subscription_tier" AS "p_subscription_tier",
  "p"."subscription_expires_at" AS "p_subscription_expires_at",
  "p"."is_active" AS "p_is_active",
  "p"."is_deleted" AS "p_is_deleted",
  "p"."is_verified" AS "p_is_verified",
  "p"."verification_requested" AS "p_verification_requested",
  "p"."verification_submitted_at" AS "p_verification_submitted_at",
  "p"."last_active_at" AS "p_last_active_at",
  "p"."available_until" AS "p_available_until",
  "p"."avatar_url" AS "p_avatar_url",
  "p"."like_count" AS "p_like_count",
  "p"."withheld_for" AS "p_withheld_for",
  "p"."photos_updated_at" AS "p_photos_updated_at",
  "p"."photos_reminder_for" AS "p_photos_reminder_for",
  "p"."created_at" AS "p_created_at",
  "p"."updated_at" AS "p_updated_at"
FROM
  "profiles" "p"
WHERE
  "p"."verification_requested"
  AND NOT "p"."is_verified"
  AND NOT "p"."is_deleted"
ORDER BY
  "p"."username" DESC NULLS LAST,
  "p"."id" DESC
LIMIT
  25
OFFSET
  0;

-- ProfileQueriesRepository.userIdsWithLiveProfile
-- $1: string[]
SELECT
  user_id
FROM
  profiles
WHERE
  user_id = ANY ($1::uuid[])
  AND NOT is_deleted;

-- ProfileQueriesRepository.verifiedUserIds
-- $1: string[]
SELECT
  user_id
FROM
  profiles
WHERE
  user_id = ANY ($1::uuid[])
  AND is_verified
  AND NOT verification_requested;

-- ProfileQueriesRepository.plansEndingBetween
-- $1: Date, $2: Date
SELECT
  user_id,
  full_name,
  subscription_tier AS tier,
  subscription_expires_at AS expires_at
FROM
  profiles
WHERE
  NOT is_deleted
  AND subscription_tier <> 'free'
  AND subscription_expires_at > $1
  AND subscription_expires_at <= $2;

-- ProfileQueriesRepository.countListed
SELECT
  count(*)::int AS listed
FROM
  profiles
WHERE
  is_active
  AND NOT is_deleted
  AND withheld_for = '{}'::text[];

-- ProfileQueriesRepository.listedForSitemap (the next page)
-- $1: string, $2: number
SELECT
  id,
  username,
  updated_at
FROM
  profiles
WHERE
  is_active
  AND NOT is_deleted
  AND withheld_for = '{}'::text[]
  AND id > $1
ORDER BY
  id
LIMIT
  $2;

-- ProfileQueriesRepository.listedForSitemap (a file's first page)
-- $1: number, $2: number
SELECT
  id,
  username,
  updated_at
FROM
  profiles
WHERE
  is_active
  AND NOT is_deleted
  AND withheld_for = '{}'::text[]
ORDER BY
  id
OFFSET
  $1
LIMIT
  $2;
