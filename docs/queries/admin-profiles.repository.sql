-- Written by `npm run queries` from backend/src/profiles/admin-profiles.repository.ts: change the code, then run it again.

-- AdminProfilesRepository.findPage (every filter)
-- $1: string, $2: string, $3: boolean, $4: boolean, $5: boolean, $6: string, $7: Date
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
  NOT "p"."is_deleted"
  AND "p"."id" IN ($1)
  AND (
    "p"."username" ILIKE $2
    OR "p"."full_name" ILIKE $2
    OR "p"."email" ILIKE $2
  )
  AND "p"."is_active" = $3
  AND "p"."is_verified" = $4
  AND "p"."verification_requested" = $5
  AND "p"."subscription_tier" = $6
  AND "p"."photos_updated_at" <= $7
ORDER BY
  CASE "p"."subscription_tier"
    WHEN 'premium' THEN 2
    WHEN 'basic' THEN 1
    ELSE 0
  END ASC NULLS FIRST,
  "p"."created_at" DESC,
  "p"."id" DESC
LIMIT
  25
OFFSET
  0;

-- AdminProfilesRepository.findPage (photos not older, newest first)
-- $1: Date
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
  NOT "p"."is_deleted"
  AND (
    "p"."photos_updated_at" IS NULL
    OR "p"."photos_updated_at" > $1
  )
ORDER BY
  "p"."created_at" DESC NULLS LAST,
  "p"."id" DESC
LIMIT
  25
OFFSET
  0;

-- AdminProfilesRepository.findLiveById
-- $1: string, $2: boolean
SELECT
  "Profile"."id" AS "Profile_id",
  "Profile"."user_id" AS "Profile_user_id",
  "Profile"."username" AS "Profile_username",
  "Profile"."full_name" AS "Profile_full_name",
  "Profile"."email" AS "Profile_email",
  "Profile"."phone" AS "Profile_phone",
  "Profile"."bio" AS "Profile_bio",
  "Profile"."location" AS "Profile_location",
  "Profile"."birthdate" AS "Profile_birthdate",
  "Profile"."height" AS "Profile_height",
  "Profile"."weight" AS "Profile_weight",
  "Profile"."body_type" AS "Profile_body_type",
  "Profile"."bust_size" AS "Profile_bust_size",
  "Profile"."hair_color" AS "Profile_hair_color",
  "Profile"."eye_color" AS "Profile_eye_color",
  "Profile"."nationality" AS "Profile_nationality",
  "Profile"."languages" AS "Profile_languages",
  "Profile"."availability" AS "Profile_availability",
  "Profile"."outcalls" AS "Profile_outcalls",
  "Profile"."categories" AS "Profile_categories",
  "Profile"."service_types" AS "Profile_service_types",
  "Profile"."services" AS "Profile_services",
  "Profile"."meeting_with" AS "Profile_meeting_with",
  "Profile"."available_for" AS "Profile_available_for",
  "Profile"."website" AS "Profile_website",
  "Profile"."rates_30min" AS "Profile_rates_30min",
  "Profile"."rates_1hour" AS "Profile_rates_1hour",
  "Profile"."rates_2hour" AS "Profile_rates_2hour",
  "Profile"."rates_overnight" AS "Profile_rates_overnight",
  "Profile"."subscription_tier" AS "Profile_subscription_tier",
  "Profile"."subscription_expires_at" AS "Profile_subscription_expires_at",
  "Profile"."is_active" AS "Profile_is_active",
  "Profile"."is_deleted" AS "Profile_is_deleted",
  "Profile"."is_verified" AS "Profile_is_verified",
  "Profile"."verification_requested" AS "Profile_verification_requested",
  "Profile"."verification_submitted_at" AS "Profile_verification_submitted_at",
  "Profile"."last_active_at" AS "Profile_last_active_at",
  "Profile"."available_until" AS "Profile_available_until",
  "Profile"."avatar_url" AS "Profile_avatar_url",
  "Profile"."like_count" AS "Profile_like_count",
  "Profile"."withheld_for" AS "Profile_withheld_for",
  "Profile"."photos_updated_at" AS "Profile_photos_updated_at",
  "Profile"."photos_reminder_for" AS "Profile_photos_reminder_for",
  "Profile"."created_at" AS "Profile_created_at",
  "Profile"."updated_at" AS "Profile_updated_at"
FROM
  "profiles" "Profile"
WHERE
  (
    ("Profile"."id" = $1)
    AND ("Profile"."is_deleted" = $2)
  )
LIMIT
  1;

-- AdminProfilesRepository.findLiveByIdForUpdate
-- $1: string, $2: boolean
SELECT
  "Profile"."id" AS "Profile_id",
  "Profile"."user_id" AS "Profile_user_id",
  "Profile"."username" AS "Profile_username",
  "Profile"."full_name" AS "Profile_full_name",
  "Profile"."email" AS "Profile_email",
  "Profile"."phone" AS "Profile_phone",
  "Profile"."bio" AS "Profile_bio",
  "Profile"."location" AS "Profile_location",
  "Profile"."birthdate" AS "Profile_birthdate",
  "Profile"."height" AS "Profile_height",
  "Profile"."weight" AS "Profile_weight",
  "Profile"."body_type" AS "Profile_body_type",
  "Profile"."bust_size" AS "Profile_bust_size",
  "Profile"."hair_color" AS "Profile_hair_color",
  "Profile"."eye_color" AS "Profile_eye_color",
  "Profile"."nationality" AS "Profile_nationality",
  "Profile"."languages" AS "Profile_languages",
  "Profile"."availability" AS "Profile_availability",
  "Profile"."outcalls" AS "Profile_outcalls",
  "Profile"."categories" AS "Profile_categories",
  "Profile"."service_types" AS "Profile_service_types",
  "Profile"."services" AS "Profile_services",
  "Profile"."meeting_with" AS "Profile_meeting_with",
  "Profile"."available_for" AS "Profile_available_for",
  "Profile"."website" AS "Profile_website",
  "Profile"."rates_30min" AS "Profile_rates_30min",
  "Profile"."rates_1hour" AS "Profile_rates_1hour",
  "Profile"."rates_2hour" AS "Profile_rates_2hour",
  "Profile"."rates_overnight" AS "Profile_rates_overnight",
  "Profile"."subscription_tier" AS "Profile_subscription_tier",
  "Profile"."subscription_expires_at" AS "Profile_subscription_expires_at",
  "Profile"."is_active" AS "Profile_is_active",
  "Profile"."is_deleted" AS "Profile_is_deleted",
  "Profile"."is_verified" AS "Profile_is_verified",
  "Profile"."verification_requested" AS "Profile_verification_requested",
  "Profile"."verification_submitted_at" AS "Profile_verification_submitted_at",
  "Profile"."last_active_at" AS "Profile_last_active_at",
  "Profile"."available_until" AS "Profile_available_until",
  "Profile"."avatar_url" AS "Profile_avatar_url",
  "Profile"."like_count" AS "Profile_like_count",
  "Profile"."withheld_for" AS "Profile_withheld_for",
  "Profile"."photos_updated_at" AS "Profile_photos_updated_at",
  "Profile"."photos_reminder_for" AS "Profile_photos_reminder_for",
  "Profile"."created_at" AS "Profile_created_at",
  "Profile"."updated_at" AS "Profile_updated_at"
FROM
  "profiles" "Profile"
WHERE
  (
    ("Profile"."id" = $1)
    AND ("Profile"."is_deleted" = $2)
  )
LIMIT
  1
FOR UPDATE;

-- AdminProfilesRepository.setActive
-- $1: boolean, $2: Date, $3: string
UPDATE "profiles"
SET
  "is_active" = $1,
  "updated_at" = $2
WHERE
  "id" = $3;
