/**
 * Cache-Control of an answer that is the same for every anonymous visitor (a public read, a public
 * page): browsers ask again each time (a 304 when their ETag still matches), a CDN or proxy may keep
 * it `seconds` and serve it stale as long again while it fetches the next, so a change or a takedown
 * leaves every shared cache within twice `seconds`. 0: shared caches revalidate every time.
 */
export function publicCacheControl(seconds: number): string {
  if (seconds === 0) return 'public, no-cache';
  return `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${seconds}`;
}
