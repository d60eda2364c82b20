-- Written by `npm run queries` from backend/src/daily-pick/daily-pick.repository.ts: change the code, then run it again.

-- DailyPickRepository.findProfileId
-- $1: string
SELECT
  profile_id
FROM
  daily_picks
WHERE
  pick_date = $1;

-- DailyPickRepository.insertIfMissing
-- $1: string, $2: string
INSERT INTO
  daily_picks (pick_date, profile_id)
VALUES
  ($1, $2)
ON CONFLICT (pick_date) DO NOTHING;

-- DailyPickRepository.replace
-- $1: string, $2: string, $3: null
UPDATE daily_picks
SET
  profile_id = $3,
  updated_at = now()
WHERE
  pick_date = $1
  AND profile_id IS NOT DISTINCT FROM $2::uuid;
