-- Written by `npm run queries` from backend/src/reports/reports.repository.ts: change the code, then run it again.

-- ReportsRepository.insert
-- $1: string, $2: string, $3: string, $4: string
INSERT INTO
  profile_reports (profile_id, reason, details, reporter_ip_hash)
VALUES
  ($1, $2, $3, $4)
RETURNING
  id;

-- ReportsRepository.findPage (every filter)
-- $1: string[], $2: string, $3: string, $4: string, $5: number, $6: number
SELECT
  r.id,
  r.profile_id,
  r.reason,
  r.details,
  r.status,
  r.created_at,
  r.resolved_at,
  r.resolved_by
FROM
  profile_reports r
WHERE
  r.id = ANY ($1::uuid[])
  AND r.status = $2
  AND r.reason = $3
  AND r.profile_id = $4
ORDER BY
  (r.status <> 'open') DESC NULLS LAST,
  r.created_at ASC,
  r.id DESC
OFFSET
  $5
LIMIT
  $6;

-- $1: string[], $2: string, $3: string, $4: string
SELECT
  count(*)::int AS total
FROM
  profile_reports r
WHERE
  r.id = ANY ($1::uuid[])
  AND r.status = $2
  AND r.reason = $3
  AND r.profile_id = $4;

-- ReportsRepository.findPage (no filter)
-- $1: number, $2: number
SELECT
  r.id,
  r.profile_id,
  r.reason,
  r.details,
  r.status,
  r.created_at,
  r.resolved_at,
  r.resolved_by
FROM
  profile_reports r
ORDER BY
  r.created_at ASC NULLS LAST,
  r.created_at DESC,
  r.id DESC
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  profile_reports r;

-- ReportsRepository.findById
-- $1: string
SELECT
  r.id,
  r.profile_id,
  r.reason,
  r.details,
  r.status,
  r.created_at,
  r.resolved_at,
  r.resolved_by
FROM
  profile_reports r
WHERE
  r.id = $1;

-- ReportsRepository.lockStatus
-- $1: string
SELECT
  status,
  profile_id
FROM
  profile_reports
WHERE
  id = $1
FOR UPDATE;

-- ReportsRepository.resolve
-- $1: string, $2: string, $3: string
UPDATE profile_reports
SET
  status = $2,
  resolved_by = $3,
  resolved_at = now()
WHERE
  id = $1;
