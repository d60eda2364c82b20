-- Written by `npm run queries` from backend/src/subscriptions/subscriptions.repository.ts: change the code, then run it again.

-- SubscriptionsRepository.findForExport
-- $1: string
SELECT
  tier,
  status,
  source,
  price,
  note,
  invoice_id,
  starts_at,
  expires_at
FROM
  subscriptions
WHERE
  user_id = $1
ORDER BY
  starts_at,
  created_at;

-- SubscriptionsRepository.replaceRunningPeriods
-- $1: string, $2: Date
UPDATE subscriptions
SET
  status = 'replaced'
WHERE
  user_id = $1
  AND status = 'active'
  AND expires_at > $2;

-- SubscriptionsRepository.insertPeriod
-- $1: string, $2: string, $3: number, $4: Date, $5: Date, $6: string, $7: string, $8: string
INSERT INTO
  subscriptions (
    user_id,
    tier,
    price,
    status,
    starts_at,
    expires_at,
    source,
    invoice_id,
    note
  )
VALUES
  (
    $1,
    $2,
    $3::numeric / 100,
    'active',
    $4,
    $5,
    $6,
    $7,
    $8
  );

-- SubscriptionsRepository.lockPeriodOfInvoice
-- $1: string
SELECT
  id,
  user_id,
  tier,
  status,
  starts_at,
  expires_at
FROM
  subscriptions
WHERE
  invoice_id = $1
FOR UPDATE;

-- SubscriptionsRepository.endPeriod
-- $1: string, $2: Date, $3: string
UPDATE subscriptions
SET
  expires_at = $2,
  status = $3
WHERE
  id = $1;

-- SubscriptionsRepository.moveLaterPeriods
-- $1: string, $2: Date, $3: string, $4: number
UPDATE subscriptions
SET
  starts_at = starts_at - $4 * interval '1 millisecond',
  expires_at = expires_at - $4 * interval '1 millisecond'
WHERE
  user_id = $1
  AND status = 'active'
  AND starts_at >= $2
  AND id <> $3;

-- SubscriptionsRepository.tryLockExpirySweep
-- $1: number
SELECT
  pg_try_advisory_xact_lock($1) AS locked;

-- SubscriptionsRepository.markExpired
-- $1: Date
UPDATE subscriptions
SET
  status = 'expired'
WHERE
  status = 'active'
  AND expires_at <= $1;
