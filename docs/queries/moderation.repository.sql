-- Written by `npm run queries` from backend/src/moderation/moderation.repository.ts: change the code, then run it again.

-- ModerationRepository.modes
SELECT
  kind,
  mode
FROM
  moderation_settings;

-- ModerationRepository.settings
SELECT
  kind,
  mode,
  updated_at
FROM
  moderation_settings
ORDER BY
  kind;

-- ModerationRepository.setMode
-- $1: string, $2: string
UPDATE moderation_settings
SET
  mode = $2,
  updated_at = now()
WHERE
  kind = $1;

-- ModerationRepository.insert
-- $1: string, $2: string, $3: string, $4: boolean, $5: string, $6: string, $7: null
INSERT INTO
  moderation_items (
    kind,
    profile_id,
    photo_id,
    held,
    flag,
    details,
    created_at
  )
VALUES
  ($1, $2, $3, $4, $5, $6, coalesce($7, now()))
RETURNING
  id;

-- ModerationRepository.lockPendingText
-- $1: number, $2: string
SELECT
  pg_advisory_xact_lock($1, hashtext ($2));

-- $1: string, $2: string[]
SELECT
  m.id,
  m.kind,
  m.profile_id,
  m.photo_id,
  m.held,
  m.state,
  m.flag,
  m.details,
  m.reason,
  m.note,
  m.decided_by,
  m.decided_at,
  m.created_at
FROM
  moderation_items m
WHERE
  m.profile_id = $1
  AND m.state = 'pending'
  AND m.kind = ANY ($2)
ORDER BY
  m.created_at,
  m.id
FOR UPDATE;

-- ModerationRepository.supersede
-- $1: string[]
UPDATE moderation_items
SET
  state = 'superseded',
  decided_at = now()
WHERE
  id = ANY ($1::uuid[])
  AND state = 'pending';

-- ModerationRepository.findPage (every filter)
-- $1: string[], $2: string, $3: string, $4: string, $5: boolean, $6: number, $7: number
SELECT
  m.id,
  m.kind,
  m.profile_id,
  m.photo_id,
  m.held,
  m.state,
  m.flag,
  m.details,
  m.reason,
  m.note,
  m.decided_by,
  m.decided_at,
  m.created_at
FROM
  moderation_items m
WHERE
  m.id = ANY ($1::uuid[])
  AND m.state = $2
  AND m.kind = $3
  AND m.profile_id = $4
  AND (m.flag IS NOT NULL) = $5
ORDER BY
  (m.state <> 'pending') ASC,
  m.created_at ASC NULLS LAST,
  m.id ASC
OFFSET
  $6
LIMIT
  $7;

-- $1: string[], $2: string, $3: string, $4: string, $5: boolean
SELECT
  count(*)::int AS total
FROM
  moderation_items m
WHERE
  m.id = ANY ($1::uuid[])
  AND m.state = $2
  AND m.kind = $3
  AND m.profile_id = $4
  AND (m.flag IS NOT NULL) = $5;

-- ModerationRepository.findPage (no filter)
-- $1: number, $2: number
SELECT
  m.id,
  m.kind,
  m.profile_id,
  m.photo_id,
  m.held,
  m.state,
  m.flag,
  m.details,
  m.reason,
  m.note,
  m.decided_by,
  m.decided_at,
  m.created_at
FROM
  moderation_items m
ORDER BY
  m.created_at DESC NULLS LAST,
  m.id DESC
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  moderation_items m;

-- ModerationRepository.findById
-- $1: string
SELECT
  m.id,
  m.kind,
  m.profile_id,
  m.photo_id,
  m.held,
  m.state,
  m.flag,
  m.details,
  m.reason,
  m.note,
  m.decided_by,
  m.decided_at,
  m.created_at
FROM
  moderation_items m
WHERE
  m.id = $1;

-- ModerationRepository.decide
-- $1: string, $2: string, $3: string, $4: string, $5: string
UPDATE moderation_items
SET
  state = $2,
  reason = $3,
  note = $4,
  decided_by = $5,
  decided_at = now()
WHERE
  id = $1
  AND state = 'pending'
RETURNING
  id,
  kind,
  profile_id,
  photo_id,
  held,
  state,
  flag,
  details,
  reason,
  note,
  decided_by,
  decided_at,
  created_at;

-- ModerationRepository.latestByProfile
-- $1: string
SELECT DISTINCT
  ON (m.kind) m.id,
  m.kind,
  m.profile_id,
  m.photo_id,
  m.held,
  m.state,
  m.flag,
  m.details,
  m.reason,
  m.note,
  m.decided_by,
  m.decided_at,
  m.created_at
FROM
  moderation_items m
WHERE
  m.profile_id = $1
  AND m.state <> 'superseded'
ORDER BY
  m.kind,
  m.created_at DESC,
  m.id DESC;

-- ModerationRepository.photoRejections
-- $1: string
SELECT DISTINCT
  ON (photo_id) photo_id,
  reason,
  note
FROM
  moderation_items
WHERE
  profile_id = $1
  AND kind = 'photo'
  AND state = 'rejected'
  AND photo_id IS NOT NULL
ORDER BY
  photo_id,
  decided_at DESC;

-- ModerationRepository.countPending
SELECT
  count(*)::int AS n
FROM
  moderation_items
WHERE
  state = 'pending';
