-- Written by `npm run queries` from backend/src/scheduled-jobs/job-runs.repository.ts: change the code, then run it again.

-- JobRunsRepository.claim
-- $1: string, $2: Date
INSERT INTO
  scheduled_job_runs (job, scheduled_for)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING
RETURNING
  1;

-- JobRunsRepository.takeOverAbandoned
-- $1: string, $2: Date, $3: string, $4: number
WITH
  abandoned AS (
    UPDATE scheduled_job_runs
    SET
      finished_at = now(),
      outcome = 'failed',
      report = $3
    WHERE
      job = $1
      AND scheduled_for = $2
      AND outcome IS NULL
      AND attempt = (
        SELECT
          max(attempt)
        FROM
          scheduled_job_runs
        WHERE
          job = $1
          AND scheduled_for = $2
      )
    RETURNING
      attempt
  ),
  retried AS (
    INSERT INTO
      scheduled_job_runs (job, scheduled_for, attempt)
    SELECT
      $1,
      $2,
      attempt + 1
    FROM
      abandoned
    WHERE
      attempt < $4
    RETURNING
      attempt
  )
SELECT
  (
    SELECT
      attempt
    FROM
      abandoned
  ) AS abandoned,
  (
    SELECT
      attempt
    FROM
      retried
  ) AS retry;

-- JobRunsRepository.finish
-- $1: string, $2: Date, $3: number, $4: string, $5: string
UPDATE scheduled_job_runs
SET
  finished_at = now(),
  outcome = $4,
  report = $5
WHERE
  job = $1
  AND scheduled_for = $2
  AND attempt = $3
  AND outcome IS NULL;

-- JobRunsRepository.findUnfinished
-- $1: Date
SELECT
  job,
  scheduled_for
FROM
  scheduled_job_runs
WHERE
  outcome IS NULL
  AND scheduled_for > $1
ORDER BY
  scheduled_for;

-- JobRunsRepository.findRecent
-- $1: string, $2: number
SELECT
  scheduled_for,
  attempt,
  started_at,
  finished_at,
  outcome,
  report
FROM
  scheduled_job_runs
WHERE
  job = $1
ORDER BY
  scheduled_for DESC,
  attempt DESC
LIMIT
  $2;
