-- Written by `npm run queries` from backend/src/mail/outbox.repository.ts: change the code, then run it again.

-- OutboxRepository.insert (with an attachment)
-- $1: string, $2: string, $3: string, $4: string, $5: string, $6: string, $7: string
INSERT INTO
  mail_outbox (
    kind,
    recipient,
    subject,
    html,
    text_body,
    reference_id,
    dedupe_key,
    next_attempt_at
  )
VALUES
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    date_trunc('milliseconds', now())
  )
ON CONFLICT (dedupe_key) DO NOTHING
RETURNING
  id;

-- $1: string, $2: number, $3: string, $4: string, $5: Buffer
INSERT INTO
  mail_outbox_attachments (
    email_id,
    position,
    filename,
    content_type,
    content
  )
VALUES
  ($1, $2, $3, $4, $5);

-- OutboxRepository.findAttachments
-- $1: string
SELECT
  filename,
  content_type,
  content
FROM
  mail_outbox_attachments
WHERE
  email_id = $1
ORDER BY
  position;

-- OutboxRepository.claimNextDue
-- $1: Date, $2: Date
UPDATE mail_outbox
SET
  attempts = attempts + 1,
  next_attempt_at = $2,
  updated_at = now()
WHERE
  id = (
    SELECT
      id
    FROM
      mail_outbox
    WHERE
      status = 'pending'
      AND next_attempt_at <= $1
    ORDER BY
      next_attempt_at,
      created_at
    LIMIT
      1
    FOR UPDATE
      SKIP LOCKED
  )
RETURNING
  id,
  kind,
  recipient,
  subject,
  html,
  text_body,
  attempts;

-- OutboxRepository.markSent
-- $1: string, $2: number, $3: Date, $4: string[]
UPDATE mail_outbox
SET
  status = 'sent',
  sent_at = $3,
  last_error = NULL,
  updated_at = now(),
  html = CASE
    WHEN kind = ANY ($4::text[]) THEN ''
    ELSE html
  END,
  text_body = CASE
    WHEN kind = ANY ($4::text[]) THEN ''
    ELSE text_body
  END
WHERE
  id = $1
  AND attempts = $2
  AND status = 'pending';

-- OutboxRepository.markRetry
-- $1: string, $2: number, $3: Date, $4: string
UPDATE mail_outbox
SET
  next_attempt_at = $3,
  last_error = $4,
  updated_at = now()
WHERE
  id = $1
  AND attempts = $2
  AND status = 'pending';

-- OutboxRepository.markFailed
-- $1: string, $2: number, $3: string
UPDATE mail_outbox
SET
  status = 'failed',
  last_error = $3,
  updated_at = now()
WHERE
  id = $1
  AND attempts = $2
  AND status = 'pending';

-- OutboxRepository.countPending
SELECT
  count(*)::int AS n
FROM
  mail_outbox
WHERE
  status = 'pending';

-- OutboxRepository.findDeliveryStates
-- $1: string[]
SELECT DISTINCT
  ON (reference_id) reference_id,
  status,
  attempts,
  last_error,
  sent_at
FROM
  mail_outbox
WHERE
  reference_id = ANY ($1::uuid[])
ORDER BY
  reference_id,
  created_at DESC;
