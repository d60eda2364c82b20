-- Written by `npm run queries` from backend/src/auth/rate-limit/postgres-rate-limit.store.ts: change the code, then run it again.

-- PostgresRateLimitStore.hit
-- $1: string, $2: number, $3: number
INSERT INTO
  rate_limit_counters AS c (key, hits, reset_at, last_hit_at)
VALUES
  (
    $1,
    1,
    to_timestamp(($2::bigint + $3::bigint) / 1000.0),
    to_timestamp($2::bigint / 1000.0)
  )
ON CONFLICT (key) DO UPDATE
SET
  hits = CASE
    WHEN c.reset_at <= EXCLUDED.last_hit_at THEN 1
    ELSE c.hits + 1
  END,
  reset_at = CASE
    WHEN c.reset_at <= EXCLUDED.last_hit_at THEN EXCLUDED.reset_at
    ELSE c.reset_at
  END,
  last_hit_at = EXCLUDED.last_hit_at
RETURNING
  hits,
  round(
    extract(
      epoch
      FROM
        reset_at
    ) * 1000
  )::float8 AS reset_at,
  round(
    extract(
      epoch
      FROM
        last_hit_at
    ) * 1000
  )::float8 AS last_hit_at;

-- PostgresRateLimitStore.peek
-- $1: string, $2: number
SELECT
  hits,
  round(
    extract(
      epoch
      FROM
        reset_at
    ) * 1000
  )::float8 AS reset_at,
  round(
    extract(
      epoch
      FROM
        last_hit_at
    ) * 1000
  )::float8 AS last_hit_at
FROM
  rate_limit_counters
WHERE
  key = $1
  AND reset_at > to_timestamp($2::bigint / 1000.0);

-- PostgresRateLimitStore.reset
-- $1: string
DELETE FROM rate_limit_counters
WHERE
  key = $1;

-- PostgresRateLimitStore.clear
DELETE FROM rate_limit_counters;
