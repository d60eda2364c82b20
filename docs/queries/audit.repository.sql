-- Written by `npm run queries` from backend/src/audit/audit.repository.ts: change the code, then run it again.

-- AuditRepository.insert
-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: string
INSERT INTO
  admin_audit_log (
    admin_user_id,
    admin_email,
    action,
    target_type,
    target_id,
    details
  )
VALUES
  ($1, $2, $3, $4, $5, $6::jsonb);

-- AuditRepository.findPage (every filter)
-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: Date, $7: Date
SELECT
  "entry"."id" AS "entry_id",
  "entry"."admin_user_id" AS "entry_admin_user_id",
  "entry"."admin_email" AS "entry_admin_email",
  "entry"."action" AS "entry_action",
  "entry"."target_type" AS "entry_target_type",
  "entry"."target_id" AS "entry_target_id",
  "entry"."details" AS "entry_details",
  "entry"."created_at" AS "entry_created_at"
FROM
  "admin_audit_log" "entry"
WHERE
  "entry"."id" IN ($1)
  AND "entry"."action" = $2
  AND "entry"."admin_user_id" = $3
  AND "entry"."target_type" = $4
  AND "entry"."target_id" = $5
  AND "entry"."created_at" >= $6
  AND "entry"."created_at" <= $7
ORDER BY
  "entry"."action" ASC,
  "entry"."created_at" DESC,
  "entry"."id" DESC
LIMIT
  25
OFFSET
  0;

-- AuditRepository.findPage (no filter)
SELECT
  "entry"."id" AS "entry_id",
  "entry"."admin_user_id" AS "entry_admin_user_id",
  "entry"."admin_email" AS "entry_admin_email",
  "entry"."action" AS "entry_action",
  "entry"."target_type" AS "entry_target_type",
  "entry"."target_id" AS "entry_target_id",
  "entry"."details" AS "entry_details",
  "entry"."created_at" AS "entry_created_at"
FROM
  "admin_audit_log" "entry"
ORDER BY
  "entry"."created_at" DESC,
  "entry"."id" DESC
LIMIT
  25
OFFSET
  0;

-- AuditRepository.findAbout
-- $1: string, $2: string, $3: string[], $4: string[]
SELECT
  action,
  target_type,
  target_id,
  details,
  created_at
FROM
  admin_audit_log
WHERE
  (
    target_type = 'user'
    AND target_id = $1
  )
  OR (
    target_type = 'profile'
    AND target_id = $2
  )
  OR (
    target_type = 'invoice'
    AND target_id = ANY ($3::text[])
  )
  OR (
    target_type = 'thread'
    AND target_id = ANY ($4::text[])
  )
  OR (
    target_type IN ('moderation_item', 'report', 'takedown')
    AND details ->> 'profile_id' = $2
  )
ORDER BY
  created_at,
  id;

-- AuditRepository.findById
-- $1: string
SELECT
  "AuditLogEntry"."id" AS "AuditLogEntry_id",
  "AuditLogEntry"."admin_user_id" AS "AuditLogEntry_admin_user_id",
  "AuditLogEntry"."admin_email" AS "AuditLogEntry_admin_email",
  "AuditLogEntry"."action" AS "AuditLogEntry_action",
  "AuditLogEntry"."target_type" AS "AuditLogEntry_target_type",
  "AuditLogEntry"."target_id" AS "AuditLogEntry_target_id",
  "AuditLogEntry"."details" AS "AuditLogEntry_details",
  "AuditLogEntry"."created_at" AS "AuditLogEntry_created_at"
FROM
  "admin_audit_log" "AuditLogEntry"
WHERE
  (("AuditLogEntry"."id" = $1))
LIMIT
  1;
