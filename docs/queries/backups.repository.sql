-- Written by `npm run queries` from backend/src/backups/backups.repository.ts: change the code, then run it again.

-- BackupsRepository.start
-- $1: string, $2: string, $3: Date
INSERT INTO
  backup_runs (name, trigger, status, started_at)
VALUES
  ($1, $2, 'running', $3);

-- BackupsRepository.verified
-- $1: string, $2: number, $3: number, $4: number, $5: number, $6: number, $7: number
UPDATE backup_runs
SET
  status = 'verified',
  finished_at = now(),
  size_bytes = $2,
  tables = $3,
  rows = $4,
  files = $5,
  file_bytes = $6,
  missing_files = $7
WHERE
  name = $1;

-- BackupsRepository.failed
-- $1: string, $2: string
UPDATE backup_runs
SET
  status = 'failed',
  finished_at = now(),
  error = $2
WHERE
  name = $1;

-- BackupsRepository.failInterrupted
UPDATE backup_runs
SET
  status = 'failed',
  finished_at = now(),
  error = 'Interrupted: the process stopped before the backup was written and checked'
WHERE
  status = 'running'
RETURNING
  name;

-- BackupsRepository.byNames
-- $1: string[]
SELECT
  *
FROM
  backup_runs
WHERE
  name = ANY ($1::text[]);

-- BackupsRepository.lockHeld
-- $1: number
SELECT
  EXISTS (
    SELECT
      1
    FROM
      pg_locks
    WHERE
      locktype = 'advisory'
      AND classid = $1
      AND objid = 0
      AND objsubid = 2
      AND granted
  ) AS held;

-- BackupsRepository.running
SELECT
  *
FROM
  backup_runs
WHERE
  status = 'running'
ORDER BY
  started_at DESC
LIMIT
  1;

-- BackupsRepository.lastFailure
SELECT
  *
FROM
  backup_runs
WHERE
  status = 'failed'
ORDER BY
  started_at DESC
LIMIT
  1;

-- BackupsRepository.lastSuccessAt
SELECT
  max(finished_at) AS at
FROM
  backup_runs
WHERE
  status = 'verified';

-- BackupsRepository.forgetOlderThan
-- $1: Date
DELETE FROM backup_runs
WHERE
  started_at < $1;
