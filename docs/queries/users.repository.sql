-- Written by `npm run queries` from backend/src/auth/users.repository.ts: change the code, then run it again.

-- UsersRepository.findByEmail
-- $1: string
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."password_hash" AS "User_password_hash",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "users" "User"
WHERE
  (("User"."email" = $1))
LIMIT
  1;

-- UsersRepository.findEmailsByIds
-- $1: string[]
SELECT
  id,
  email
FROM
  users
WHERE
  id = ANY ($1::uuid[]);

-- UsersRepository.superadminEmails
SELECT
  u.email
FROM
  users u
  JOIN admin_users a ON a.user_id = u.id
WHERE
  a.is_superadmin
ORDER BY
  u.email;

-- UsersRepository.findById
-- $1: string
SELECT
  "User"."id" AS "User_id",
  "User"."email" AS "User_email",
  "User"."password_hash" AS "User_password_hash",
  "User"."created_at" AS "User_created_at",
  "User"."updated_at" AS "User_updated_at"
FROM
  "users" "User"
WHERE
  (("User"."id" = $1))
LIMIT
  1;

-- UsersRepository.emailExists
-- $1: string
SELECT
  1
FROM
  users
WHERE
  email = $1;

-- UsersRepository.insert
-- $1: string, $2: string
INSERT INTO
  "users" (
    "id",
    "email",
    "password_hash",
    "created_at",
    "updated_at"
  )
VALUES
  (DEFAULT, $1, $2, DEFAULT, DEFAULT)
RETURNING
  "id",
  "created_at",
  "updated_at";

-- UsersRepository.updatePasswordHash
-- $1: string, $2: string
UPDATE "users"
SET
  "password_hash" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $2;

-- UsersRepository.updateEmail
-- $1: string, $2: string
UPDATE "users"
SET
  "email" = $1,
  "updated_at" = CURRENT_TIMESTAMP
WHERE
  "id" = $2;

-- UsersRepository.findAdminByUserId
-- $1: string
SELECT
  "AdminUser"."id" AS "AdminUser_id",
  "AdminUser"."user_id" AS "AdminUser_user_id",
  "AdminUser"."can_verify_profiles" AS "AdminUser_can_verify_profiles",
  "AdminUser"."is_superadmin" AS "AdminUser_is_superadmin",
  "AdminUser"."created_at" AS "AdminUser_created_at"
FROM
  "admin_users" "AdminUser"
WHERE
  (("AdminUser"."user_id" = $1))
LIMIT
  1;

-- UsersRepository.upsertAdmin
-- $1: string, $2: boolean, $3: boolean
INSERT INTO
  admin_users (user_id, can_verify_profiles, is_superadmin)
VALUES
  ($1, $2, $3)
ON CONFLICT (user_id) DO UPDATE
SET
  can_verify_profiles = EXCLUDED.can_verify_profiles,
  is_superadmin = EXCLUDED.is_superadmin;
