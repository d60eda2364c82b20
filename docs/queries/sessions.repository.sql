-- Written by `npm run queries` from backend/src/auth/sessions/sessions.repository.ts: change the code, then run it again.

-- SessionsRepository.createWithToken
-- $1: string, $2: Date, $3: string
INSERT INTO
  sessions (user_id, expires_at, second_factor)
VALUES
  ($1, $2, $3)
RETURNING
  id;

-- $1: string, $2: string
INSERT INTO
  refresh_tokens (session_id, token_hash)
VALUES
  ($1, $2);

-- SessionsRepository.rotate (an unused token)
-- $1: string
UPDATE refresh_tokens
SET
  rotated_at = now()
WHERE
  token_hash = $1
  AND rotated_at IS NULL
RETURNING
  id,
  session_id;

-- $1: string, $2: Date, $3: number
UPDATE sessions s
SET
  last_used_at = now(),
  expires_at = least($2, s.created_at + make_interval(days => $3))
FROM
  users u
WHERE
  s.id = $1
  AND u.id = s.user_id
  AND s.revoked_at IS NULL
  AND s.expires_at > now()
  AND s.created_at > now() - make_interval(days => $3)
RETURNING
  s.id,
  s.user_id,
  u.email;

-- $1: string, $2: string, $3: string
INSERT INTO
  refresh_tokens (session_id, token_hash, previous_token_id)
VALUES
  ($1, $2, $3);

-- SessionsRepository.rotate (the same token again, within the grace period)
-- $1: string
UPDATE refresh_tokens
SET
  rotated_at = now()
WHERE
  token_hash = $1
  AND rotated_at IS NULL
RETURNING
  id,
  session_id;

-- $1: string, $2: number
SELECT
  id,
  session_id,
  rotated_at > now() - make_interval(secs => $2) AS recent
FROM
  refresh_tokens
WHERE
  token_hash = $1;

-- $1: string, $2: string
UPDATE refresh_tokens
SET
  rotated_at = now()
WHERE
  session_id = $1
  AND previous_token_id = $2
  AND rotated_at IS NULL
RETURNING
  id;

-- $1: string, $2: Date, $3: number
UPDATE sessions s
SET
  last_used_at = now(),
  expires_at = least($2, s.created_at + make_interval(days => $3))
FROM
  users u
WHERE
  s.id = $1
  AND u.id = s.user_id
  AND s.revoked_at IS NULL
  AND s.expires_at > now()
  AND s.created_at > now() - make_interval(days => $3)
RETURNING
  s.id,
  s.user_id,
  u.email;

-- $1: string, $2: string, $3: string
INSERT INTO
  refresh_tokens (session_id, token_hash, previous_token_id)
VALUES
  ($1, $2, $3);

-- SessionsRepository.claimChallenge
-- $1: string, $2: string, $3: Date
INSERT INTO
  used_sign_in_challenges (id, user_id, expires_at)
VALUES
  ($1, $2, $3)
ON CONFLICT (id) DO NOTHING
RETURNING
  id;

-- SessionsRepository.findSessionIdByTokenHash
-- $1: string
SELECT
  session_id
FROM
  refresh_tokens
WHERE
  token_hash = $1;

-- SessionsRepository.revoke
-- $1: string, $2: string
UPDATE sessions
SET
  revoked_at = now(),
  revoked_reason = $2
WHERE
  id = $1
  AND revoked_at IS NULL;

-- SessionsRepository.revokeAllForUser
-- $1: string, $2: string, $3: string
UPDATE sessions
SET
  revoked_at = now(),
  revoked_reason = $2
WHERE
  user_id = $1
  AND revoked_at IS NULL
  AND (
    $3::uuid IS NULL
    OR id <> $3::uuid
  );

-- SessionsRepository.findLive
-- $1: string, $2: string, $3: number
SELECT
  second_factor,
  least(
    expires_at,
    created_at + make_interval(days => $3)
  ) AS ends_at
FROM
  sessions
WHERE
  id = $1
  AND user_id = $2
  AND revoked_at IS NULL
  AND expires_at > now()
  AND created_at > now() - make_interval(days => $3);

-- SessionsRepository.findForExport
-- $1: string
SELECT
  created_at,
  last_used_at,
  expires_at,
  revoked_at,
  revoked_reason,
  second_factor
FROM
  sessions
WHERE
  user_id = $1
ORDER BY
  created_at;

-- SessionsRepository.deleteStale
-- $1: Date
DELETE FROM sessions
WHERE
  expires_at < $1
  OR revoked_at < $1;

-- $1: Date
DELETE FROM refresh_tokens
WHERE
  rotated_at < $1;

-- $1: Date
DELETE FROM used_sign_in_challenges
WHERE
  expires_at < $1;
