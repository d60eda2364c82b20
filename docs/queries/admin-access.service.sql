-- Written by `npm run queries` from backend/src/auth/guards/admin-access.service.ts: change the code, then run it again.

-- AdminAccessService.findByUserId
-- $1: string
SELECT
  a.id,
  a.user_id,
  a.can_verify_profiles,
  a.is_superadmin,
  EXISTS (
    SELECT
      1
    FROM
      totp_secrets t
    WHERE
      t.user_id = a.user_id
      AND t.confirmed_at IS NOT NULL
  ) AS two_factor_enabled
FROM
  admin_users a
WHERE
  a.user_id = $1;
