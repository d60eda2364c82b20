-- Written by `npm run queries` from backend/src/public-cache/listing-change-listener.ts: change the code, then run it again.

-- ListingChangeListener.caughtUp
SELECT
  1;
