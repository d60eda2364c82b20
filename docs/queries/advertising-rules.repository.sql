-- Written by `npm run queries` from backend/src/moderation/advertising-rules.repository.ts: change the code, then run it again.

-- AdvertisingRulesRepository.all
SELECT
  id,
  name,
  pattern,
  action,
  created_at,
  updated_at
FROM
  advertising_rules
ORDER BY
  action,
  lower(name);

-- AdvertisingRulesRepository.findById
-- $1: string
SELECT
  id,
  name,
  pattern,
  action,
  created_at,
  updated_at
FROM
  advertising_rules
WHERE
  id = $1;

-- AdvertisingRulesRepository.insert
-- $1: string, $2: string, $3: string
INSERT INTO
  advertising_rules (name, pattern, action)
VALUES
  ($1, $2, $3)
RETURNING
  id,
  name,
  pattern,
  action,
  created_at,
  updated_at;

-- AdvertisingRulesRepository.update
-- $1: string, $2: string, $3: string, $4: string
UPDATE advertising_rules
SET
  name = $2,
  pattern = $3,
  action = $4,
  updated_at = now()
WHERE
  id = $1
RETURNING
  id,
  name,
  pattern,
  action,
  created_at,
  updated_at;

-- AdvertisingRulesRepository.delete
-- $1: string
DELETE FROM advertising_rules
WHERE
  id = $1
RETURNING
  id,
  name,
  pattern,
  action,
  created_at,
  updated_at;
