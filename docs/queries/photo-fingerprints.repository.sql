-- Written by `npm run queries` from backend/src/photos/photo-fingerprints.repository.ts: change the code, then run it again.

-- PhotoFingerprintsRepository.findNearest
SET
  LOCAL max_parallel_workers_per_gather = 0;

-- $1: string, $2: string, $3: number, $4: number[], $5: number[], $6: number[], $7: number[]
SELECT
  p.id AS photo_id,
  p.profile_id,
  p.url,
  p.card_url,
  near.distance
FROM
  (
    SELECT
      id,
      bit_count((phash # $1::bigint)::bit(64))::int AS distance
    FROM
      (
        SELECT
          id,
          phash
        FROM
          profile_photos
        WHERE
          (((phash >> 48) & 65535)::int) = ANY ($4::int[])
        UNION ALL
        SELECT
          id,
          phash
        FROM
          profile_photos
        WHERE
          (((phash >> 32) & 65535)::int) = ANY ($5::int[])
        UNION ALL
        SELECT
          id,
          phash
        FROM
          profile_photos
        WHERE
          (((phash >> 16) & 65535)::int) = ANY ($6::int[])
        UNION ALL
        SELECT
          id,
          phash
        FROM
          profile_photos
        WHERE
          (((phash >> 0) & 65535)::int) = ANY ($7::int[])
      ) candidates
  ) near
  JOIN profile_photos p ON p.id = near.id
WHERE
  near.distance <= $3
  AND p.profile_id <> $2::uuid
  AND p.moderation_state <> 'rejected'
ORDER BY
  near.distance,
  p.created_at,
  p.id
LIMIT
  1;

-- PhotoFingerprintsRepository.listNotHashed
-- $1: string, $2: number
SELECT
  id,
  storage_key
FROM
  profile_photos
WHERE
  phash IS NULL
  AND (
    $1::uuid IS NULL
    OR id > $1::uuid
  )
ORDER BY
  id
LIMIT
  $2;

-- PhotoFingerprintsRepository.setHash
-- $1: string, $2: string, $3: string
UPDATE profile_photos
SET
  phash = $3
WHERE
  id = $1
  AND storage_key = $2
  AND phash IS NULL;
