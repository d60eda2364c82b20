-- Written by `npm run queries` from backend/src/auth/two-factor/two-factor.repository.ts: change the code, then run it again.

-- TwoFactorRepository.findSecret
-- $1: string
SELECT
  user_id,
  secret_ciphertext,
  confirmed_at,
  last_used_step
FROM
  totp_secrets
WHERE
  user_id = $1;

-- TwoFactorRepository.savePendingSecret
-- $1: string, $2: string
INSERT INTO
  totp_secrets (user_id, secret_ciphertext)
VALUES
  ($1, $2)
ON CONFLICT (user_id) DO UPDATE
SET
  secret_ciphertext = EXCLUDED.secret_ciphertext,
  created_at = now(),
  last_used_step = NULL
WHERE
  totp_secrets.confirmed_at IS NULL
RETURNING
  user_id;

-- TwoFactorRepository.acceptStep
-- $1: string, $2: number, $3: boolean
UPDATE totp_secrets
SET
  last_used_step = $2,
  confirmed_at = CASE
    WHEN $3 THEN now()
    ELSE confirmed_at
  END
WHERE
  user_id = $1
  AND (confirmed_at IS NOT NULL) = NOT $3
  AND (
    last_used_step IS NULL
    OR last_used_step < $2
  )
RETURNING
  user_id;

-- TwoFactorRepository.useRecoveryCode
-- $1: string, $2: string
UPDATE recovery_codes
SET
  used_at = now()
WHERE
  user_id = $1
  AND code_hash = $2
  AND used_at IS NULL
RETURNING
  id;

-- $1: string, $2: string
SELECT
  1
FROM
  recovery_codes
WHERE
  user_id = $1
  AND code_hash = $2;

-- TwoFactorRepository.replaceRecoveryCodes
-- $1: string
DELETE FROM recovery_codes
WHERE
  user_id = $1;

-- $1: string, $2: string[]
INSERT INTO
  recovery_codes (user_id, code_hash)
SELECT
  $1,
  unnest($2::text[]);

-- TwoFactorRepository.countUnusedRecoveryCodes
-- $1: string
SELECT
  count(*)::int AS count
FROM
  recovery_codes
WHERE
  user_id = $1
  AND used_at IS NULL;

-- TwoFactorRepository.deleteAll
-- $1: string
DELETE FROM recovery_codes
WHERE
  user_id = $1;

-- $1: string
DELETE FROM totp_secrets
WHERE
  user_id = $1;

-- TwoFactorRepository.enabledAmong
-- $1: string[]
SELECT
  user_id
FROM
  totp_secrets
WHERE
  user_id = ANY ($1::uuid[])
  AND confirmed_at IS NOT NULL;
