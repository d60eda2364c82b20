-- Written by `npm run queries` from backend/src/admins/admins.repository.ts: change the code, then run it again.

-- AdminsRepository.findPage (every filter)
-- $1: string[], $2: string, $3: boolean, $4: boolean, $5: number, $6: number
SELECT
  a.id,
  a.user_id,
  u.email,
  a.can_verify_profiles,
  a.is_superadmin,
  a.created_at
FROM
  admin_users a
  JOIN users u ON u.id = a.user_id
WHERE
  a.id = ANY ($1::uuid[])
  AND u.email ILIKE $2
  AND a.can_verify_profiles = $3
  AND a.is_superadmin = $4
ORDER BY
  lower(u.email) ASC,
  a.created_at ASC,
  a.id ASC
OFFSET
  $5
LIMIT
  $6;

-- $1: string[], $2: string, $3: boolean, $4: boolean
SELECT
  count(*)::int AS total
FROM
  admin_users a
  JOIN users u ON u.id = a.user_id
WHERE
  a.id = ANY ($1::uuid[])
  AND u.email ILIKE $2
  AND a.can_verify_profiles = $3
  AND a.is_superadmin = $4;

-- AdminsRepository.findPage (no filter)
-- $1: number, $2: number
SELECT
  a.id,
  a.user_id,
  u.email,
  a.can_verify_profiles,
  a.is_superadmin,
  a.created_at
FROM
  admin_users a
  JOIN users u ON u.id = a.user_id
ORDER BY
  a.created_at DESC,
  a.created_at ASC,
  a.id ASC
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  admin_users a
  JOIN users u ON u.id = a.user_id;

-- AdminsRepository.findById
-- $1: string
SELECT
  a.id,
  a.user_id,
  u.email,
  a.can_verify_profiles,
  a.is_superadmin,
  a.created_at
FROM
  admin_users a
  JOIN users u ON u.id = a.user_id
WHERE
  a.id = $1;

-- AdminsRepository.isAdmin
-- $1: string
SELECT
  1
FROM
  admin_users
WHERE
  user_id = $1;

-- AdminsRepository.insertAdmin
-- $1: string, $2: boolean, $3: boolean
INSERT INTO
  admin_users (user_id, can_verify_profiles, is_superadmin)
VALUES
  ($1, $2, $3)
RETURNING
  id;

-- AdminsRepository.lockForChange
-- $1: string
SELECT
  id
FROM
  admin_users
WHERE
  is_superadmin
  OR id = $1
ORDER BY
  id
FOR UPDATE;

-- $1: string
SELECT
  a.id,
  a.user_id,
  u.email,
  a.can_verify_profiles,
  a.is_superadmin,
  a.created_at
FROM
  admin_users a
  JOIN users u ON u.id = a.user_id
WHERE
  a.id = $1;

SELECT
  count(*)::int AS count
FROM
  admin_users
WHERE
  is_superadmin;

-- AdminsRepository.updateFlags
-- $1: string, $2: boolean, $3: boolean
UPDATE admin_users
SET
  can_verify_profiles = $2,
  is_superadmin = $3
WHERE
  id = $1;

-- AdminsRepository.delete
-- $1: string
DELETE FROM admin_users
WHERE
  id = $1;
