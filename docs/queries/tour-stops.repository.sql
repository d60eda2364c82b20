-- Written by `npm run queries` from backend/src/profiles/touring/tour-stops.repository.ts: change the code, then run it again.

-- TourStopsRepository.upcoming
-- $1: string, $2: string
SELECT
  id,
  town,
  region,
  first_day::text AS first_day,
  last_day::text AS last_day
FROM
  profile_tour_stops
WHERE
  profile_id = $1
  AND last_day >= $2::date
ORDER BY
  first_day,
  last_day,
  id;

-- TourStopsRepository.deleteEnded
-- $1: string, $2: string
DELETE FROM profile_tour_stops
WHERE
  profile_id = $1
  AND last_day < $2::date;

-- TourStopsRepository.insert
-- $1: string, $2: string, $3: string, $4: string, $5: string
INSERT INTO
  profile_tour_stops (profile_id, town, region, first_day, last_day)
VALUES
  ($1, $2, $3, $4::date, $5::date);

-- TourStopsRepository.delete
-- $1: string, $2: string
DELETE FROM profile_tour_stops
WHERE
  id = $1
  AND profile_id = $2;
