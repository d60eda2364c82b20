-- Written by `npm run queries` from backend/src/billing/revenue/revenue.repository.ts: change the code, then run it again.

-- RevenueRepository.byMonth
-- $1: string, $2: string
WITH
  invoiced AS (
    SELECT
      to_char(
        issued_at AT TIME ZONE 'Pacific/Auckland',
        'YYYY-MM'
      ) AS month,
      count(*)::int AS invoices,
      sum(total_cents) AS invoiced
    FROM
      invoices
    WHERE
      status <> 'void'
    GROUP BY
      1
  ),
  paid AS (
    SELECT
      to_char(received_on, 'YYYY-MM') AS month,
      sum(amount_cents) AS paid
    FROM
      payments
    GROUP BY
      1
  ),
  credited AS (
    SELECT
      to_char(
        issued_at AT TIME ZONE 'Pacific/Auckland',
        'YYYY-MM'
      ) AS month,
      sum(amount_cents) AS credited,
      sum(gst_cents) AS credited_gst
    FROM
      credit_notes
    GROUP BY
      1
  )
SELECT
  month,
  coalesce(invoices, 0) AS invoices,
  coalesce(invoiced, 0)::text AS invoiced,
  coalesce(paid, 0)::text AS paid,
  coalesce(credited, 0)::text AS credited,
  coalesce(credited_gst, 0)::text AS credited_gst
FROM
  invoiced
  FULL JOIN paid USING (month)
  FULL JOIN credited USING (month)
WHERE
  (
    $1::text IS NULL
    OR month >= $1
  )
  AND (
    $2::text IS NULL
    OR month <= $2
  )
ORDER BY
  month DESC;
