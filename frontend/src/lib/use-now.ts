import { useEffect, useState } from 'react';
import { ACTIVITY_REFRESH_MS } from './activity';

/** The current time, re-read every minute so activity labels stay true while a page is open. */
export function useNow(intervalMs: number = ACTIVITY_REFRESH_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
