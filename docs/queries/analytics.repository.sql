-- Written by `npm run queries` from backend/src/analytics/analytics.repository.ts: change the code, then run it again.

-- AnalyticsRepository.addCounts
-- $1: string[], $2: string[], $3: number[], $4: number[], $5: number[], $6: number[], $7: number[], $8: number[]
INSERT INTO
  profile_daily_stats (
    profile_id,
    day,
    views,
    visitors,
    calls,
    sms,
    emails,
    websites
  )
SELECT
  *
FROM
  unnest(
    $1::uuid[],
    $2::date[],
    $3::int[],
    $4::int[],
    $5::int[],
    $6::int[],
    $7::int[],
    $8::int[]
  )
ON CONFLICT (profile_id, day) DO UPDATE
SET
  views = profile_daily_stats.views + EXCLUDED.views,
  visitors = profile_daily_stats.visitors + EXCLUDED.visitors,
  calls = profile_daily_stats.calls + EXCLUDED.calls,
  sms = profile_daily_stats.sms + EXCLUDED.sms,
  emails = profile_daily_stats.emails + EXCLUDED.emails,
  websites = profile_daily_stats.websites + EXCLUDED.websites;

-- AnalyticsRepository.profileDays
-- $1: string, $2: string, $3: string
SELECT
  day::text AS day,
  views,
  visitors,
  calls,
  sms,
  emails,
  websites
FROM
  profile_daily_stats
WHERE
  profile_id = $1
  AND day BETWEEN $2 AND $3
ORDER BY
  day;

-- AnalyticsRepository.profileTotals
-- $1: string, $2: string, $3: string
SELECT
  coalesce(sum(views), 0)::int AS views,
  coalesce(sum(visitors), 0)::int AS visitors,
  coalesce(sum(calls), 0)::int AS calls,
  coalesce(sum(sms), 0)::int AS sms,
  coalesce(sum(emails), 0)::int AS emails,
  coalesce(sum(websites), 0)::int AS websites
FROM
  profile_daily_stats
WHERE
  profile_id = $1
  AND day BETWEEN $2 AND $3;

-- AnalyticsRepository.siteDays
-- $1: string, $2: string
SELECT
  day::text AS day,
  coalesce(sum(views), 0)::int AS views,
  coalesce(sum(visitors), 0)::int AS visitors,
  coalesce(sum(calls), 0)::int AS calls,
  coalesce(sum(sms), 0)::int AS sms,
  coalesce(sum(emails), 0)::int AS emails,
  coalesce(sum(websites), 0)::int AS websites
FROM
  profile_daily_stats
WHERE
  day BETWEEN $1 AND $2
GROUP BY
  day
ORDER BY
  day;

-- AnalyticsRepository.deleteDaysBefore
-- $1: string
DELETE FROM profile_daily_stats
WHERE
  day < $1;

-- AnalyticsRepository.saltOf
-- $1: string
DELETE FROM analytics_daily_salts
WHERE
  day < $1;

-- $1: string, $2: Buffer
INSERT INTO
  analytics_daily_salts (day, salt)
VALUES
  ($1, $2)
ON CONFLICT (day) DO NOTHING;

-- $1: string
SELECT
  salt
FROM
  analytics_daily_salts
WHERE
  day = $1;

-- AnalyticsRepository.deleteSaltsBefore
-- $1: string
DELETE FROM analytics_daily_salts
WHERE
  day < $1;
