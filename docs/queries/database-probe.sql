-- Written by `npm run queries` from backend/src/health/database-probe.ts: change the code, then run it again.

-- DatabaseProbe.reachable
SELECT
  1;
