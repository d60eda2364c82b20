-- Written by `npm run queries` from backend/src/scheduled-jobs/job-runner.service.ts: change the code, then run it again.

-- JobRunner.runOnce
-- $1: number, $2: string
SELECT
  pg_try_advisory_lock($1, hashtext ($2)) AS locked;

-- $1: string, $2: Date
INSERT INTO
  scheduled_job_runs (job, scheduled_for)
VALUES
  ($1, $2)
ON CONFLICT DO NOTHING
RETURNING
  1;

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

-- $1: number, $2: string
SELECT
  pg_advisory_unlock($1, hashtext ($2));

-- JobRunner.recentRuns
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

-- JobRunner.onRecoverySchedule
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

-- JobRunner.retryCutOffRuns
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
