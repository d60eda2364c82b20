-- Written by `npm run queries` from backend/src/data-export/data-export.repository.ts: change the code, then run it again.

-- DataExportRepository.lockRequestsOf
-- $1: number, $2: string
SELECT
  pg_advisory_xact_lock($1, hashtext ($2));

-- DataExportRepository.findLatest
-- $1: string
SELECT
  id,
  user_id,
  status,
  requested_at,
  attempts,
  storage_key,
  size_bytes,
  ready_at,
  expires_at
FROM
  data_exports
WHERE
  user_id = $1
ORDER BY
  requested_at DESC
LIMIT
  1;

-- DataExportRepository.requestTimesSince
-- $1: string, $2: Date
SELECT
  requested_at
FROM
  data_exports
WHERE
  user_id = $1
  AND requested_at > $2
ORDER BY
  requested_at;

-- DataExportRepository.insert
-- $1: string, $2: Date
INSERT INTO
  data_exports (user_id, requested_at, next_attempt_at)
VALUES
  ($1, $2, $2)
RETURNING
  id,
  user_id,
  status,
  requested_at,
  attempts,
  storage_key,
  size_bytes,
  ready_at,
  expires_at;

-- DataExportRepository.isPreparing
-- $1: string
SELECT
  1
FROM
  data_exports
WHERE
  user_id = $1
  AND status = 'preparing';

-- DataExportRepository.claimNextDue
-- $1: Date, $2: Date
UPDATE data_exports
SET
  attempts = attempts + 1,
  next_attempt_at = $2
WHERE
  id = (
    SELECT
      id
    FROM
      data_exports
    WHERE
      status = 'preparing'
      AND next_attempt_at <= $1
    ORDER BY
      next_attempt_at
    LIMIT
      1
    FOR UPDATE
      SKIP LOCKED
  )
RETURNING
  id,
  user_id,
  attempts;

-- DataExportRepository.markReady
-- $1: string, $2: number, $3: string, $4: number, $5: Buffer, $6: Date, $7: Date
UPDATE data_exports
SET
  status = 'ready',
  storage_key = $3,
  size_bytes = $4,
  token_hash = $5,
  ready_at = $6,
  expires_at = $7,
  last_error = NULL
WHERE
  id = $1
  AND attempts = $2
  AND status = 'preparing';

-- DataExportRepository.markRetry
-- $1: string, $2: number, $3: Date, $4: string
UPDATE data_exports
SET
  next_attempt_at = $3,
  last_error = $4
WHERE
  id = $1
  AND attempts = $2
  AND status = 'preparing';

-- DataExportRepository.markFailed
-- $1: string, $2: number, $3: string
UPDATE data_exports
SET
  status = 'failed',
  last_error = $3
WHERE
  id = $1
  AND attempts = $2
  AND status = 'preparing';

-- DataExportRepository.findByTokenHash
-- $1: Buffer
SELECT
  id,
  user_id,
  status,
  requested_at,
  attempts,
  storage_key,
  size_bytes,
  ready_at,
  expires_at
FROM
  data_exports
WHERE
  token_hash = $1;

-- DataExportRepository.takeForDownload
-- $1: Buffer, $2: Date
UPDATE data_exports
SET
  status = 'downloaded',
  downloaded_at = $2
WHERE
  token_hash = $1
  AND status = 'ready'
  AND expires_at > $2
RETURNING
  id,
  user_id,
  status,
  requested_at,
  attempts,
  storage_key,
  size_bytes,
  ready_at,
  expires_at;

-- DataExportRepository.findFilesToDelete
-- $1: Date, $2: number
SELECT
  id,
  storage_key
FROM
  data_exports
WHERE
  storage_key IS NOT NULL
  AND (
    status <> 'ready'
    OR expires_at <= $1
  )
ORDER BY
  expires_at
LIMIT
  $2;

-- DataExportRepository.findStorageKey
-- $1: string
SELECT
  storage_key
FROM
  data_exports
WHERE
  id = $1;

-- DataExportRepository.forgetFile
-- $1: string, $2: Date
UPDATE data_exports
SET
  storage_key = NULL,
  status = CASE
    WHEN status = 'ready'
    AND expires_at <= $2 THEN 'expired'
    ELSE status
  END
WHERE
  id = $1;

-- DataExportRepository.deleteRequestedBefore
-- $1: Date
DELETE FROM data_exports
WHERE
  requested_at < $1
  AND status <> 'preparing'
  AND storage_key IS NULL;
