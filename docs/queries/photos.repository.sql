-- Written by `npm run queries` from backend/src/photos/photos.repository.ts: change the code, then run it again.

-- PhotosRepository.lockProfilePhotos
-- $1: number, $2: string
SELECT
  pg_advisory_xact_lock($1, hashtext ($2));

-- PhotosRepository.listByProfile
-- $1: string
SELECT
  id AS "id",
  profile_id AS "profileId",
  url AS "url",
  card_url AS "cardUrl",
  storage_key AS "storageKey",
  card_storage_key AS "cardStorageKey",
  widths AS "widths",
  card_widths AS "cardWidths",
  width AS "width",
  height AS "height",
  watermarked AS "watermarked",
  phash AS "phash",
  position AS "position",
  is_primary AS "isPrimary",
  moderation_state AS "moderationState",
  created_at AS "createdAt"
FROM
  profile_photos
WHERE
  profile_id = $1
ORDER BY
  position,
  created_at;

-- PhotosRepository.countByProfile
-- $1: string
SELECT
  COUNT(1) AS "cnt"
FROM
  "profile_photos" "ProfilePhoto"
WHERE
  (("ProfilePhoto"."profile_id" = $1));

-- PhotosRepository.findById
-- $1: string
SELECT
  "ProfilePhoto"."id" AS "ProfilePhoto_id",
  "ProfilePhoto"."profile_id" AS "ProfilePhoto_profile_id",
  "ProfilePhoto"."url" AS "ProfilePhoto_url",
  "ProfilePhoto"."card_url" AS "ProfilePhoto_card_url",
  "ProfilePhoto"."storage_key" AS "ProfilePhoto_storage_key",
  "ProfilePhoto"."card_storage_key" AS "ProfilePhoto_card_storage_key",
  "ProfilePhoto"."widths" AS "ProfilePhoto_widths",
  "ProfilePhoto"."card_widths" AS "ProfilePhoto_card_widths",
  "ProfilePhoto"."width" AS "ProfilePhoto_width",
  "ProfilePhoto"."height" AS "ProfilePhoto_height",
  "ProfilePhoto"."watermarked" AS "ProfilePhoto_watermarked",
  "ProfilePhoto"."phash" AS "ProfilePhoto_phash",
  "ProfilePhoto"."position" AS "ProfilePhoto_position",
  "ProfilePhoto"."is_primary" AS "ProfilePhoto_is_primary",
  "ProfilePhoto"."moderation_state" AS "ProfilePhoto_moderation_state",
  "ProfilePhoto"."created_at" AS "ProfilePhoto_created_at"
FROM
  "profile_photos" "ProfilePhoto"
WHERE
  (("ProfilePhoto"."id" = $1))
LIMIT
  1;

-- PhotosRepository.insertNext
-- $1: string
SELECT
  COALESCE(MAX(position) + 1, 0)::int AS next,
  COALESCE(bool_or(is_primary), false) AS has_primary
FROM
  profile_photos
WHERE
  profile_id = $1;

-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: number[], $7: number[], $8: number, $9: number
-- $10: boolean, $11: string, $12: number, $13: boolean, $14: string
INSERT INTO
  "profile_photos" (
    "id",
    "profile_id",
    "url",
    "card_url",
    "storage_key",
    "card_storage_key",
    "widths",
    "card_widths",
    "width",
    "height",
    "watermarked",
    "phash",
    "position",
    "is_primary",
    "moderation_state",
    "created_at"
  )
VALUES
  (
    DEFAULT,
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    DEFAULT
  )
RETURNING
  "id",
  "widths",
  "card_widths",
  "watermarked",
  "is_primary",
  "moderation_state",
  "created_at";

-- PhotosRepository.replace
-- $1: string
DELETE FROM "profile_photos"
WHERE
  "id" = $1;

-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: number[], $7: number[], $8: number, $9: number
-- $10: boolean, $11: string, $12: number, $13: boolean, $14: string, $15: Date
INSERT INTO
  "profile_photos" (
    "id",
    "profile_id",
    "url",
    "card_url",
    "storage_key",
    "card_storage_key",
    "widths",
    "card_widths",
    "width",
    "height",
    "watermarked",
    "phash",
    "position",
    "is_primary",
    "moderation_state",
    "created_at"
  )
VALUES
  (
    DEFAULT,
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13,
    $14,
    $15
  )
RETURNING
  "id",
  "widths",
  "card_widths",
  "watermarked",
  "is_primary",
  "moderation_state",
  "created_at";

-- PhotosRepository.approvedFileOwner
-- $1: string, $2: string, $3: number
SELECT
  profile_id
FROM
  profile_photos
WHERE
  (
    storage_key = $1
    OR card_storage_key = $1
    OR (
      storage_key = $2
      AND $3 = ANY (widths)
    )
    OR (
      card_storage_key = $2
      AND $3 = ANY (card_widths)
    )
  )
  AND moderation_state = 'approved'
LIMIT
  1;

-- PhotosRepository.newestApprovedAt
-- $1: string
SELECT
  max(created_at) AS at
FROM
  profile_photos
WHERE
  profile_id = $1
  AND moderation_state = 'approved';

-- PhotosRepository.listNotWatermarked
-- $1: boolean
SELECT
  "ProfilePhoto"."id" AS "ProfilePhoto_id",
  "ProfilePhoto"."profile_id" AS "ProfilePhoto_profile_id",
  "ProfilePhoto"."url" AS "ProfilePhoto_url",
  "ProfilePhoto"."card_url" AS "ProfilePhoto_card_url",
  "ProfilePhoto"."storage_key" AS "ProfilePhoto_storage_key",
  "ProfilePhoto"."card_storage_key" AS "ProfilePhoto_card_storage_key",
  "ProfilePhoto"."widths" AS "ProfilePhoto_widths",
  "ProfilePhoto"."card_widths" AS "ProfilePhoto_card_widths",
  "ProfilePhoto"."width" AS "ProfilePhoto_width",
  "ProfilePhoto"."height" AS "ProfilePhoto_height",
  "ProfilePhoto"."watermarked" AS "ProfilePhoto_watermarked",
  "ProfilePhoto"."phash" AS "ProfilePhoto_phash",
  "ProfilePhoto"."position" AS "ProfilePhoto_position",
  "ProfilePhoto"."is_primary" AS "ProfilePhoto_is_primary",
  "ProfilePhoto"."moderation_state" AS "ProfilePhoto_moderation_state",
  "ProfilePhoto"."created_at" AS "ProfilePhoto_created_at"
FROM
  "profile_photos" "ProfilePhoto"
WHERE
  (("ProfilePhoto"."watermarked" = $1))
ORDER BY
  "ProfilePhoto"."id" ASC
LIMIT
  100;

-- PhotosRepository.setWatermarkedFile
-- $1: string, $2: string, $3: boolean, $4: string, $5: string, $6: boolean
UPDATE "profile_photos"
SET
  "storage_key" = $1,
  "url" = $2,
  "watermarked" = $3
WHERE
  (
    "id" = $4
    AND "storage_key" = $5
    AND "watermarked" = $6
  );

-- PhotosRepository.listWithoutWidths
-- $1: boolean
SELECT
  "ProfilePhoto"."id" AS "ProfilePhoto_id",
  "ProfilePhoto"."profile_id" AS "ProfilePhoto_profile_id",
  "ProfilePhoto"."url" AS "ProfilePhoto_url",
  "ProfilePhoto"."card_url" AS "ProfilePhoto_card_url",
  "ProfilePhoto"."storage_key" AS "ProfilePhoto_storage_key",
  "ProfilePhoto"."card_storage_key" AS "ProfilePhoto_card_storage_key",
  "ProfilePhoto"."widths" AS "ProfilePhoto_widths",
  "ProfilePhoto"."card_widths" AS "ProfilePhoto_card_widths",
  "ProfilePhoto"."width" AS "ProfilePhoto_width",
  "ProfilePhoto"."height" AS "ProfilePhoto_height",
  "ProfilePhoto"."watermarked" AS "ProfilePhoto_watermarked",
  "ProfilePhoto"."phash" AS "ProfilePhoto_phash",
  "ProfilePhoto"."position" AS "ProfilePhoto_position",
  "ProfilePhoto"."is_primary" AS "ProfilePhoto_is_primary",
  "ProfilePhoto"."moderation_state" AS "ProfilePhoto_moderation_state",
  "ProfilePhoto"."created_at" AS "ProfilePhoto_created_at"
FROM
  "profile_photos" "ProfilePhoto"
WHERE
  (
    ("ProfilePhoto"."watermarked" = $1)
    AND ("ProfilePhoto"."card_widths" = '{}')
  )
ORDER BY
  "ProfilePhoto"."id" ASC
LIMIT
  50;

-- PhotosRepository.setWidths
-- $1: string, $2: string, $3: string, $4: number[], $5: number[], $6: number, $7: number
UPDATE profile_photos
SET
  widths = $4,
  card_widths = $5,
  width = $6,
  height = $7
WHERE
  id = $1
  AND storage_key = $2
  AND card_storage_key = $3
  AND card_widths = '{}';

-- PhotosRepository.setModerationState
-- $1: string, $2: string[], $3: string
UPDATE profile_photos
SET
  moderation_state = $3
WHERE
  profile_id = $1
  AND id = ANY ($2::uuid[]);

-- PhotosRepository.deleteById
-- $1: string
DELETE FROM "profile_photos"
WHERE
  "id" = $1;

-- PhotosRepository.promoteNewest
-- $1: string
UPDATE profile_photos
SET
  is_primary = true
WHERE
  id = (
    SELECT
      id
    FROM
      profile_photos
    WHERE
      profile_id = $1
    ORDER BY
      created_at DESC,
      position DESC
    LIMIT
      1
  );

-- PhotosRepository.makePrimary
-- $1: string, $2: string
UPDATE profile_photos
SET
  is_primary = false
WHERE
  profile_id = $1
  AND is_primary
  AND id <> $2;

-- $1: string
UPDATE profile_photos
SET
  is_primary = true
WHERE
  id = $1;

-- PhotosRepository.setPositions
-- $1: string, $2: string[]
UPDATE profile_photos p
SET
  position = o.position - 1
FROM
  unnest($2::uuid[]) WITH ORDINALITY AS o (id, position)
WHERE
  p.id = o.id
  AND p.profile_id = $1;

-- PhotosRepository.deleteAllByProfile
-- $1: string
SELECT
  id AS "id",
  profile_id AS "profileId",
  url AS "url",
  card_url AS "cardUrl",
  storage_key AS "storageKey",
  card_storage_key AS "cardStorageKey",
  widths AS "widths",
  card_widths AS "cardWidths",
  width AS "width",
  height AS "height",
  watermarked AS "watermarked",
  phash AS "phash",
  position AS "position",
  is_primary AS "isPrimary",
  moderation_state AS "moderationState",
  created_at AS "createdAt"
FROM
  profile_photos
WHERE
  profile_id = $1
ORDER BY
  position,
  created_at;

-- $1: string
DELETE FROM "profile_photos"
WHERE
  "profile_id" = $1;
