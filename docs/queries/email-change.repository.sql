-- Written by `npm run queries` from backend/src/auth/email-change/email-change.repository.ts: change the code, then run it again.

-- EmailChangeRepository.countCreatedSince
-- $1: string, $2: Date
SELECT
  count(*)::int AS count
FROM
  email_change_requests
WHERE
  user_id = $1
  AND created_at > $2;

-- EmailChangeRepository.replace
-- $1: string
UPDATE email_change_requests
SET
  used_at = now()
WHERE
  user_id = $1
  AND used_at IS NULL;

-- $1: string, $2: string, $3: string, $4: Date
INSERT INTO
  email_change_requests (user_id, new_email, token_hash, expires_at)
VALUES
  ($1, $2, $3, $4);

-- EmailChangeRepository.consume
-- $1: string
UPDATE email_change_requests
SET
  used_at = now()
WHERE
  token_hash = $1
  AND used_at IS NULL
  AND expires_at > now()
RETURNING
  user_id,
  new_email;
