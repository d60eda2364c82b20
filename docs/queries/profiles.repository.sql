-- Written by `npm run queries` from backend/src/profiles/profiles.repository.ts: change the code, then run it again.

-- ProfilesRepository.findByUsername
-- $1: string
SELECT
  id AS "id",
  user_id AS "userId",
  username AS "username",
  full_name AS "fullName",
  email AS "email",
  phone AS "phone",
  bio AS "bio",
  location AS "location",
  birthdate::text AS "birthdate",
  height AS "height",
  weight AS "weight",
  body_type AS "bodyType",
  bust_size AS "bustSize",
  hair_color AS "hairColor",
  eye_color AS "eyeColor",
  nationality AS "nationality",
  languages AS "languages",
  availability AS "availability",
  outcalls AS "outcalls",
  categories AS "categories",
  service_types AS "serviceTypes",
  services AS "services",
  meeting_with AS "meetingWith",
  available_for AS "availableFor",
  website AS "website",
  rates_30min AS "rates30min",
  rates_1hour AS "rates1hour",
  rates_2hour AS "rates2hour",
  rates_overnight AS "ratesOvernight",
  subscription_tier AS "subscriptionTier",
  subscription_expires_at AS "subscriptionExpiresAt",
  is_active AS "isActive",
  is_deleted AS "isDeleted",
  is_verified AS "isVerified",
  verification_requested AS "verificationRequested",
  verification_submitted_at AS "verificationSubmittedAt",
  last_active_at AS "lastActiveAt",
  available_until AS "availableUntil",
  avatar_url AS "avatarUrl",
  like_count AS "likeCount",
  withheld_for AS "withheldFor",
  photos_updated_at AS "photosUpdatedAt",
  photos_reminder_for AS "photosReminderFor",
  created_at AS "createdAt",
  updated_at AS "updatedAt"
FROM
  profiles
WHERE
  lower(username) = lower($1);

-- ProfilesRepository.findLiveByUserId
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
    ("Profile"."user_id" = $1)
    AND ("Profile"."is_deleted" = $2)
  )
LIMIT
  1;

-- ProfilesRepository.findByUserId
-- $1: string
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
  (("Profile"."user_id" = $1))
LIMIT
  1;

-- ProfilesRepository.usernameTaken
-- $1: string
SELECT
  1
FROM
  profiles
WHERE
  lower(username) = lower($1);

-- ProfilesRepository.insert
-- $1: string, $2: string, $3: string, $4: string
INSERT INTO
  "profiles" (
    "id",
    "user_id",
    "username",
    "full_name",
    "email",
    "phone",
    "bio",
    "location",
    "birthdate",
    "height",
    "weight",
    "body_type",
    "bust_size",
    "hair_color",
    "eye_color",
    "nationality",
    "languages",
    "availability",
    "outcalls",
    "categories",
    "service_types",
    "services",
    "meeting_with",
    "available_for",
    "website",
    "rates_30min",
    "rates_1hour",
    "rates_2hour",
    "rates_overnight",
    "subscription_tier",
    "subscription_expires_at",
    "is_active",
    "is_deleted",
    "is_verified",
    "verification_requested",
    "verification_submitted_at",
    "last_active_at",
    "available_until",
    "avatar_url",
    "like_count",
    "withheld_for",
    "photos_updated_at",
    "photos_reminder_for",
    "created_at",
    "updated_at"
  )
VALUES
  (
    DEFAULT,
    $1,
    $2,
    $3,
    DEFAULT,
    DEFAULT,
    $4,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT,
    DEFAULT
  )
RETURNING
  "id",
  "languages",
  "categories",
  "service_types",
  "subscription_tier",
  "is_active",
  "is_deleted",
  "is_verified",
  "verification_requested",
  "like_count",
  "withheld_for",
  "created_at",
  "updated_at";

-- ProfilesRepository.insertAutoProfile
-- $1: string, $2: string
INSERT INTO
  profiles (
    user_id,
    username,
    full_name,
    subscription_tier,
    is_active,
    is_deleted
  )
VALUES
  ($1, $2, $2, 'free', true, false)
ON CONFLICT DO NOTHING
RETURNING
  id;

-- ProfilesRepository.updateOwnerFields
-- $1: string, $2: string, $3: Date, $4: string
UPDATE "profiles"
SET
  "bio" = $1,
  "location" = $2,
  "updated_at" = $3
WHERE
  "id" = $4;

-- ProfilesRepository.findById
-- $1: string
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
  (("Profile"."id" = $1))
LIMIT
  1;

-- ProfilesRepository.showsPhotos
-- $1: string
SELECT
  NOT is_deleted
  AND NOT (
    withheld_for && ARRAY['review', 'takedown']::text[]
  ) AS shown
FROM
  profiles
WHERE
  id = $1;

-- ProfilesRepository.withhold
-- $1: string, $2: string
UPDATE profiles
SET
  withheld_for = array_append(withheld_for, $2::text),
  updated_at = now()
WHERE
  id = $1
  AND NOT ($2 = ANY (withheld_for));

-- ProfilesRepository.release
-- $1: string, $2: string
UPDATE profiles
SET
  withheld_for = array_remove(withheld_for, $2::text),
  updated_at = now()
WHERE
  id = $1
  AND $2 = ANY (withheld_for);

-- ProfilesRepository.setPhotosUpdatedAt
-- $1: string, $2: Date
UPDATE profiles
SET
  photos_updated_at = $2
WHERE
  id = $1
  AND photos_updated_at IS DISTINCT FROM $2;

-- ProfilesRepository.claimPhotoReminders
-- $1: Date, $2: Date, $3: number
WITH
  due AS (
    SELECT
      id
    FROM
      profiles
    WHERE
      NOT is_deleted
      AND photos_updated_at <= $1
      AND photos_updated_at > $2
      AND photos_reminder_for IS DISTINCT FROM photos_updated_at
    ORDER BY
      photos_updated_at
    LIMIT
      $3
    FOR UPDATE
      SKIP LOCKED
  )
UPDATE profiles p
SET
  photos_reminder_for = p.photos_updated_at
FROM
  due
WHERE
  p.id = due.id
RETURNING
  p.id,
  p.user_id,
  p.full_name,
  p.email,
  p.photos_updated_at;

-- ProfilesRepository.lockStalePhotoProfiles
-- $1: Date, $2: number
SELECT
  id,
  user_id,
  full_name,
  email,
  photos_updated_at
FROM
  profiles
WHERE
  NOT is_deleted
  AND photos_updated_at <= $1
  AND NOT ('stale_photos' = ANY (withheld_for))
ORDER BY
  photos_updated_at
LIMIT
  $2
FOR UPDATE
  SKIP LOCKED;

-- ProfilesRepository.setActive
-- $1: boolean, $2: Date, $3: Date, $4: string, $5: boolean
UPDATE "profiles"
SET
  "is_active" = $1,
  "last_active_at" = $2,
  "updated_at" = $3
WHERE
  (
    "id" = $4
    AND "is_deleted" = $5
  );

-- ProfilesRepository.setAvailableUntil
-- $1: string, $2: Date
UPDATE profiles
SET
  available_until = $2
WHERE
  user_id = $1
  AND NOT is_deleted;

-- ProfilesRepository.touchLastActive
-- $1: string
UPDATE profiles
SET
  last_active_at = now()
WHERE
  user_id = $1
  AND NOT is_deleted
RETURNING
  last_active_at;

-- ProfilesRepository.softDelete
-- $1: string
DELETE FROM profile_likes
WHERE
  profile_id = $1;

-- $1: string
DELETE FROM profile_tour_stops
WHERE
  profile_id = $1;

-- $1: string, $2: null, $3: null, $4: null, $5: null, $6: null, $7: null, $8: null, $9: null, $10: null, $11: null
-- $12: null, $13: null, $14: [], $15: null, $16: null, $17: [], $18: [], $19: null, $20: null, $21: null, $22: null
-- $23: null, $24: null, $25: null, $26: null, $27: null, $28: null, $29: boolean, $30: boolean, $31: Date, $32: string
UPDATE "profiles"
SET
  "full_name" = $1,
  "email" = $2,
  "phone" = $3,
  "bio" = $4,
  "location" = $5,
  "birthdate" = $6,
  "height" = $7,
  "weight" = $8,
  "body_type" = $9,
  "bust_size" = $10,
  "hair_color" = $11,
  "eye_color" = $12,
  "nationality" = $13,
  "languages" = $14,
  "availability" = $15,
  "outcalls" = $16,
  "categories" = $17,
  "service_types" = $18,
  "services" = $19,
  "meeting_with" = $20,
  "available_for" = $21,
  "website" = $22,
  "rates_30min" = $23,
  "rates_1hour" = $24,
  "rates_2hour" = $25,
  "rates_overnight" = $26,
  "avatar_url" = $27,
  "available_until" = $28,
  "is_active" = $29,
  "is_deleted" = $30,
  "updated_at" = $31
WHERE
  "id" = $32;

-- ProfilesRepository.like
-- $1: string, $2: string
WITH
  inserted AS (
    INSERT INTO
      profile_likes (profile_id, visitor_id)
    VALUES
      ($1, $2)
    ON CONFLICT DO NOTHING
    RETURNING
      profile_id
  ),
  bumped AS (
    UPDATE profiles
    SET
      like_count = like_count + 1
    WHERE
      id IN (
        SELECT
          profile_id
        FROM
          inserted
      )
    RETURNING
      like_count
  )
SELECT
  like_count
FROM
  bumped
UNION ALL
SELECT
  like_count
FROM
  profiles
WHERE
  id = $1
  AND NOT EXISTS (
    SELECT
      1
    FROM
      inserted
  );

-- ProfilesRepository.lockLive (by id)
-- $1: string
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
  "p"."id" = $1
  AND NOT "p"."is_deleted"
FOR UPDATE;

-- ProfilesRepository.lockLive (by owner)
-- $1: string
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
  "p"."user_id" = $1
  AND NOT "p"."is_deleted"
FOR UPDATE;

-- ProfilesRepository.updateFlags
-- $1: boolean, $2: boolean, $3: Date, $4: string
UPDATE "profiles"
SET
  "is_verified" = $1,
  "verification_requested" = $2,
  "updated_at" = $3
WHERE
  "id" = $4;

-- ProfilesRepository.setPlan
-- $1: string, $2: Date, $3: Date, $4: string
UPDATE "profiles"
SET
  "subscription_tier" = $1,
  "subscription_expires_at" = $2,
  "updated_at" = $3
WHERE
  "id" = $4;

-- ProfilesRepository.returnExpiredPlansToFree
-- $1: Date
WITH
  due AS (
    SELECT
      id,
      user_id,
      full_name,
      subscription_tier,
      subscription_expires_at
    FROM
      profiles
    WHERE
      subscription_tier <> 'free'
      AND subscription_expires_at <= $1
    FOR UPDATE
  )
UPDATE profiles
SET
  subscription_tier = 'free',
  subscription_expires_at = NULL,
  updated_at = now()
FROM
  due
WHERE
  profiles.id = due.id
RETURNING
  due.user_id,
  due.full_name,
  due.subscription_tier AS tier,
  due.subscription_expires_at AS expires_at;
