import { createContext, useContext, useEffect, useState } from 'react';
import { ACTIVITY_REFRESH_MS } from './activity';

/**
 * When the server rendered the page (ms), for the first render in the browser to show the same
 * labels as the HTML it hydrates; undefined when the page was not rendered on the server.
 */
export const RenderedAtContext = createContext<number | undefined>(undefined);

/** The current time, re-read every minute so activity labels stay true while a page is open. */
export function useNow(intervalMs: number = ACTIVITY_REFRESH_MS): number {
  const renderedAt = useContext(RenderedAtContext);
  const [now, setNow] = useState(() => renderedAt ?? Date.now());
  useEffect(() => {
    // Hydrated with the server's time: now the browser's own.
    if (renderedAt !== undefined) setNow(Date.now());
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs, renderedAt]);
  return now;
}
