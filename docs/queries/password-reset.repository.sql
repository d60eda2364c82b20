-- Written by `npm run queries` from backend/src/auth/password-reset/password-reset.repository.ts: change the code, then run it again.

-- PasswordResetRepository.countCreatedSince
-- $1: string, $2: Date
SELECT
  count(*)::int AS count
FROM
  password_reset_tokens
WHERE
  user_id = $1
  AND created_at > $2;

-- PasswordResetRepository.replaceToken
-- $1: string
UPDATE password_reset_tokens
SET
  used_at = now()
WHERE
  user_id = $1
  AND used_at IS NULL;

-- $1: string, $2: string, $3: Date
INSERT INTO
  password_reset_tokens (user_id, token_hash, expires_at)
VALUES
  ($1, $2, $3);

-- PasswordResetRepository.consume
-- $1: string, $2: Date
UPDATE password_reset_tokens
SET
  used_at = $2
WHERE
  token_hash = $1
  AND used_at IS NULL
  AND expires_at > $2
RETURNING
  user_id;

-- PasswordResetRepository.invalidateAllForUser
-- $1: string
UPDATE password_reset_tokens
SET
  used_at = now()
WHERE
  user_id = $1
  AND used_at IS NULL;
