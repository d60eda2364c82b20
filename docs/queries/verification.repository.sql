-- Written by `npm run queries` from backend/src/verification/verification.repository.ts: change the code, then run it again.

-- VerificationRepository.findDocumentsByUserIds
-- $1: string
SELECT
  "VerificationDocument"."id" AS "VerificationDocument_id",
  "VerificationDocument"."user_id" AS "VerificationDocument_user_id",
  "VerificationDocument"."file_type" AS "VerificationDocument_file_type",
  "VerificationDocument"."file_url" AS "VerificationDocument_file_url",
  "VerificationDocument"."created_at" AS "VerificationDocument_created_at",
  "VerificationDocument"."approved_at" AS "VerificationDocument_approved_at"
FROM
  "verification_documents" "VerificationDocument"
WHERE
  (("VerificationDocument"."user_id" IN ($1)))
ORDER BY
  "VerificationDocument"."file_type" ASC;

-- VerificationRepository.findDocumentById
-- $1: string
SELECT
  "VerificationDocument"."id" AS "VerificationDocument_id",
  "VerificationDocument"."user_id" AS "VerificationDocument_user_id",
  "VerificationDocument"."file_type" AS "VerificationDocument_file_type",
  "VerificationDocument"."file_url" AS "VerificationDocument_file_url",
  "VerificationDocument"."created_at" AS "VerificationDocument_created_at",
  "VerificationDocument"."approved_at" AS "VerificationDocument_approved_at"
FROM
  "verification_documents" "VerificationDocument"
WHERE
  (("VerificationDocument"."id" = $1))
LIMIT
  1;

-- VerificationRepository.insertDocuments
-- $1: string, $2: string, $3: string
INSERT INTO
  "verification_documents" (
    "id",
    "user_id",
    "file_type",
    "file_url",
    "created_at",
    "approved_at"
  )
VALUES
  (DEFAULT, $1, $2, $3, DEFAULT, DEFAULT)
RETURNING
  "id",
  "created_at";

-- VerificationRepository.deleteDocuments
-- $1: string
DELETE FROM "verification_documents"
WHERE
  "id" IN ($1);

-- VerificationRepository.markApproved
-- $1: Date, $2: string
UPDATE "verification_documents"
SET
  "approved_at" = $1
WHERE
  "user_id" = $2;

-- VerificationRepository.stampApproval
-- $1: Date, $2: string
UPDATE "verification_documents"
SET
  "approved_at" = $1
WHERE
  (
    "user_id" IN ($2)
    AND "approved_at" IS NULL
  );

-- VerificationRepository.findDecisionsOfProfile
-- $1: string
SELECT
  "VerificationDecision"."id" AS "VerificationDecision_id",
  "VerificationDecision"."profile_id" AS "VerificationDecision_profile_id",
  "VerificationDecision"."decision" AS "VerificationDecision_decision",
  "VerificationDecision"."decided_by" AS "VerificationDecision_decided_by",
  "VerificationDecision"."submitted_at" AS "VerificationDecision_submitted_at",
  "VerificationDecision"."decided_at" AS "VerificationDecision_decided_at",
  "VerificationDecision"."reason" AS "VerificationDecision_reason",
  "VerificationDecision"."note" AS "VerificationDecision_note"
FROM
  "verification_decisions" "VerificationDecision"
WHERE
  (("VerificationDecision"."profile_id" = $1))
ORDER BY
  "VerificationDecision"."decided_at" ASC;

-- VerificationRepository.recordDecision
-- $1: string, $2: string, $3: string, $4: Date, $5: Date
INSERT INTO
  "verification_decisions" (
    "id",
    "profile_id",
    "decision",
    "decided_by",
    "submitted_at",
    "decided_at",
    "reason",
    "note"
  )
VALUES
  (DEFAULT, $1, $2, $3, $4, $5, DEFAULT, DEFAULT)
RETURNING
  "id",
  "decided_at";

-- VerificationRepository.userIdsWithUnapprovedDocuments
SELECT DISTINCT
  user_id
FROM
  verification_documents
WHERE
  approved_at IS NULL;

-- VerificationRepository.userIdsWithDocuments
SELECT DISTINCT
  user_id
FROM
  verification_documents;

-- VerificationRepository.lockDocumentsOfUser
-- $1: string
SELECT
  "d"."id" AS "d_id",
  "d"."user_id" AS "d_user_id",
  "d"."file_type" AS "d_file_type",
  "d"."file_url" AS "d_file_url",
  "d"."created_at" AS "d_created_at",
  "d"."approved_at" AS "d_approved_at"
FROM
  "verification_documents" "d"
WHERE
  "d"."user_id" = $1
FOR UPDATE;

-- VerificationRepository.findDueForDeletion (with owners gone)
-- $1: Date, $2: string
SELECT
  "d"."id" AS "d_id",
  "d"."user_id" AS "d_user_id",
  "d"."file_type" AS "d_file_type",
  "d"."file_url" AS "d_file_url",
  "d"."created_at" AS "d_created_at",
  "d"."approved_at" AS "d_approved_at"
FROM
  "verification_documents" "d"
WHERE
  "d"."approved_at" < $1
  OR "d"."user_id" IN ($2)
ORDER BY
  "d"."created_at" ASC
LIMIT
  100
FOR UPDATE
  SKIP LOCKED;

-- VerificationRepository.findDueForDeletion (approved long ago only)
-- $1: Date
SELECT
  "d"."id" AS "d_id",
  "d"."user_id" AS "d_user_id",
  "d"."file_type" AS "d_file_type",
  "d"."file_url" AS "d_file_url",
  "d"."created_at" AS "d_created_at",
  "d"."approved_at" AS "d_approved_at"
FROM
  "verification_documents" "d"
WHERE
  "d"."approved_at" < $1
ORDER BY
  "d"."created_at" ASC
LIMIT
  100
FOR UPDATE
  SKIP LOCKED;
