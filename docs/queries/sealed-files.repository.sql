-- Written by `npm run queries` from backend/src/storage/sealed-files.repository.ts: change the code, then run it again.

-- SealedFilesRepository.insert
-- $1: string, $2: string, $3: string, $4: Buffer
INSERT INTO
  sealed_files (bucket, key, key_id, wrapped_key)
VALUES
  ($1, $2, $3, $4);

-- SealedFilesRepository.replace
-- $1: string, $2: string, $3: string, $4: Buffer
INSERT INTO
  sealed_files (bucket, key, key_id, wrapped_key)
VALUES
  ($1, $2, $3, $4)
ON CONFLICT (bucket, key) DO UPDATE
SET
  key_id = EXCLUDED.key_id,
  wrapped_key = EXCLUDED.wrapped_key,
  created_at = now();

-- SealedFilesRepository.find
-- $1: string, $2: string
SELECT
  key_id,
  wrapped_key
FROM
  sealed_files
WHERE
  bucket = $1
  AND key = $2;

-- SealedFilesRepository.existing
-- $1: string, $2: string[]
SELECT
  key
FROM
  sealed_files
WHERE
  bucket = $1
  AND key = ANY ($2::text[]);

-- SealedFilesRepository.remove
-- $1: string, $2: string
DELETE FROM sealed_files
WHERE
  bucket = $1
  AND key = $2;

-- SealedFilesRepository.wrappedWithOtherThan
-- $1: string, $2: number
SELECT
  bucket,
  key,
  key_id,
  wrapped_key
FROM
  sealed_files
WHERE
  key_id <> $1
ORDER BY
  bucket,
  key
LIMIT
  $2;

-- SealedFilesRepository.rewrap
-- $1: string, $2: string, $3: string, $4: Buffer, $5: string
UPDATE sealed_files
SET
  key_id = $3,
  wrapped_key = $4
WHERE
  bucket = $1
  AND key = $2
  AND key_id = $5;

-- SealedFilesRepository.countByKeyId
SELECT
  key_id,
  count(*)::int AS n
FROM
  sealed_files
GROUP BY
  key_id;

-- SealedFilesRepository.exclusively
-- $1: number, $2: string
SELECT
  pg_advisory_lock($1, hashtext ($2));

-- $1: number, $2: string
SELECT
  pg_advisory_unlock($1, hashtext ($2));
