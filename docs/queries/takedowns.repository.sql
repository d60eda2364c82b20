-- Written by `npm run queries` from backend/src/reports/takedowns.repository.ts: change the code, then run it again.

-- TakedownsRepository.open
-- $1: string, $2: string, $3: string, $4: Date
INSERT INTO
  takedown_cases (report_id, profile_id, reporter_email, due_at)
VALUES
  ($1, $2, $3, $4)
RETURNING
  id;

-- TakedownsRepository.findPage (open cases)
-- $1: number, $2: number, $3: string
SELECT
  c.id,
  c.report_id,
  c.profile_id,
  c.reporter_email,
  c.due_at,
  c.status,
  c.content_hidden_at,
  c.escalated_at,
  c.outcome,
  c.outcome_reason,
  c.resolved_by,
  c.resolved_at,
  c.created_at,
  r.details
FROM
  takedown_cases c
  JOIN profile_reports r ON r.id = c.report_id
WHERE
  c.status = $3
ORDER BY
  (c.status <> 'open'),
  (c.escalated_at IS NULL),
  c.due_at,
  c.id
OFFSET
  $1
LIMIT
  $2;

-- $1: string
SELECT
  count(*)::int AS total
FROM
  takedown_cases c
WHERE
  c.status = $1;

-- TakedownsRepository.findPage (every case)
-- $1: number, $2: number
SELECT
  c.id,
  c.report_id,
  c.profile_id,
  c.reporter_email,
  c.due_at,
  c.status,
  c.content_hidden_at,
  c.escalated_at,
  c.outcome,
  c.outcome_reason,
  c.resolved_by,
  c.resolved_at,
  c.created_at,
  r.details
FROM
  takedown_cases c
  JOIN profile_reports r ON r.id = c.report_id
ORDER BY
  (c.status <> 'open'),
  (c.escalated_at IS NULL),
  c.due_at,
  c.id
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  takedown_cases c;

-- TakedownsRepository.findById
-- $1: string
SELECT
  c.id,
  c.report_id,
  c.profile_id,
  c.reporter_email,
  c.due_at,
  c.status,
  c.content_hidden_at,
  c.escalated_at,
  c.outcome,
  c.outcome_reason,
  c.resolved_by,
  c.resolved_at,
  c.created_at,
  r.details
FROM
  takedown_cases c
  JOIN profile_reports r ON r.id = c.report_id
WHERE
  c.id = $1;

-- TakedownsRepository.lock
-- $1: string
SELECT
  c.id,
  c.report_id,
  c.profile_id,
  c.reporter_email,
  c.due_at,
  c.status,
  c.content_hidden_at,
  c.escalated_at,
  c.outcome,
  c.outcome_reason,
  c.resolved_by,
  c.resolved_at,
  c.created_at,
  r.details
FROM
  takedown_cases c
  JOIN profile_reports r ON r.id = c.report_id
WHERE
  c.id = $1
FOR UPDATE OF
  c;

-- TakedownsRepository.markHidden
-- $1: string
UPDATE takedown_cases
SET
  content_hidden_at = coalesce(content_hidden_at, now())
WHERE
  id = $1;

-- TakedownsRepository.resolve
-- $1: string, $2: string, $3: string, $4: string
UPDATE takedown_cases
SET
  status = 'resolved',
  outcome = $2,
  outcome_reason = $3,
  resolved_by = $4,
  resolved_at = now()
WHERE
  id = $1;

-- TakedownsRepository.escalateOverdue
-- $1: Date
UPDATE takedown_cases
SET
  escalated_at = $1
WHERE
  status = 'open'
  AND escalated_at IS NULL
  AND due_at <= $1
RETURNING
  id;

-- $1: string[]
SELECT
  c.id,
  c.report_id,
  c.profile_id,
  c.reporter_email,
  c.due_at,
  c.status,
  c.content_hidden_at,
  c.escalated_at,
  c.outcome,
  c.outcome_reason,
  c.resolved_by,
  c.resolved_at,
  c.created_at,
  r.details
FROM
  takedown_cases c
  JOIN profile_reports r ON r.id = c.report_id
WHERE
  c.id = ANY ($1::uuid[])
ORDER BY
  c.due_at;

-- TakedownsRepository.counts
-- $1: Date
SELECT
  count(*)::int AS open,
  count(*) FILTER (
    WHERE
      due_at <= $1
  )::int AS overdue
FROM
  takedown_cases
WHERE
  status = 'open';
