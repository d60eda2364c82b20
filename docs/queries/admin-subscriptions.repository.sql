-- Written by `npm run queries` from backend/src/subscriptions/admin-subscriptions.repository.ts: change the code, then run it again.

-- AdminSubscriptionsRepository.findPage (every filter)
-- $1: string[], $2: string, $3: string, $4: string, $5: string, $6: string[], $7: Date, $8: Date, $9: number
-- $10: number
SELECT
  s.id,
  s.user_id,
  u.email,
  s.tier,
  s.price,
  s.status,
  s.source,
  s.invoice_id,
  s.note,
  s.starts_at,
  s.expires_at,
  s.created_at
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id
WHERE
  s.id = ANY ($1::uuid[])
  AND s.user_id = $2
  AND s.tier = $3
  AND s.status = $4
  AND (
    u.email ILIKE $5
    OR s.user_id = ANY ($6::uuid[])
  )
  AND s.starts_at >= $7
  AND s.starts_at <= $8
ORDER BY
  lower(u.email) ASC,
  s.starts_at DESC,
  s.id DESC
OFFSET
  $9
LIMIT
  $10;

-- $1: string[], $2: string, $3: string, $4: string, $5: string, $6: string[], $7: Date, $8: Date
SELECT
  count(*)::int AS total
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id
WHERE
  s.id = ANY ($1::uuid[])
  AND s.user_id = $2
  AND s.tier = $3
  AND s.status = $4
  AND (
    u.email ILIKE $5
    OR s.user_id = ANY ($6::uuid[])
  )
  AND s.starts_at >= $7
  AND s.starts_at <= $8;

-- AdminSubscriptionsRepository.findPage (no filter)
-- $1: number, $2: number
SELECT
  s.id,
  s.user_id,
  u.email,
  s.tier,
  s.price,
  s.status,
  s.source,
  s.invoice_id,
  s.note,
  s.starts_at,
  s.expires_at,
  s.created_at
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id
ORDER BY
  s.starts_at DESC,
  s.starts_at DESC,
  s.id DESC
OFFSET
  $1
LIMIT
  $2;

SELECT
  count(*)::int AS total
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id;

-- AdminSubscriptionsRepository.findById
-- $1: string[], $2: number, $3: number
SELECT
  s.id,
  s.user_id,
  u.email,
  s.tier,
  s.price,
  s.status,
  s.source,
  s.invoice_id,
  s.note,
  s.starts_at,
  s.expires_at,
  s.created_at
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id
WHERE
  s.id = ANY ($1::uuid[])
ORDER BY
  s.starts_at DESC,
  s.starts_at DESC,
  s.id DESC
OFFSET
  $2
LIMIT
  $3;

-- $1: string[]
SELECT
  count(*)::int AS total
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id
WHERE
  s.id = ANY ($1::uuid[]);

-- AdminSubscriptionsRepository.monthlyTotals
-- $1: string
SELECT
  to_char(
    s.starts_at AT TIME ZONE 'Pacific/Auckland',
    'YYYY-MM'
  ) AS month,
  count(*) AS count,
  sum(s.price) AS total
FROM
  subscriptions s
  JOIN users u ON u.id = s.user_id
WHERE
  s.tier = $1
GROUP BY
  1
ORDER BY
  1 DESC;
