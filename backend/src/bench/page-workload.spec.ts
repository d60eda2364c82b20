import { placeOfPath } from 'contract';
import { seededRandom } from '../database/seed/seed-data';
import { isRenderedPage, keptPages, PAGE_SHAPES } from './page-workload';
import { chooser } from './workload';

/** What a route of the public site makes of an address the workload drew: the page it is, or why it is none. */
function pageOf(path: string): string {
  const { pathname } = new URL(path, 'http://site.invalid');
  if (pathname === '/' || pathname === '/directory') return pathname;
  const place = /^\/escorts\/([^/]+)(?:\/([^/]+))?$/.exec(pathname);
  if (place) return placeOfPath(place[1], place[2]) ? (place[2] ? 'town' : 'region') : `unknown place ${pathname}`;
  const profile = /^\/profile\/([^/]+)$/.exec(pathname);
  if (profile) return `profile of ${decodeURIComponent(profile[1])}`;
  return `not a rendered page: ${pathname}`;
}

describe('the bench pages workload', () => {
  const drawn = (count: number) => {
    const next = chooser(seededRandom(3), ['ana', 'mere tui'], PAGE_SHAPES);
    return Array.from({ length: count }, () => next());
  };

  it('asks only for pages the server renders: home, the directory, known regions and towns, and the sampled profiles', () => {
    const pages = new Set(drawn(3000).map(({ path }) => pageOf(path)));

    expect([...pages].sort()).toEqual(['/', '/directory', 'profile of ana', 'profile of mere tui', 'region', 'town']);
  });

  it('draws every kind of page, with filters and later pages in the query as the site links them', () => {
    const requests = drawn(3000);
    const paths = requests.map(({ path }) => path);

    expect(new Set(requests.map(({ endpoint }) => endpoint))).toEqual(new Set(PAGE_SHAPES.map(({ endpoint }) => endpoint)));
    expect(paths).toContain('/directory');
    expect(paths).toContain('/directory?page=3');
    expect(paths).toContain('/directory?outcalls=Yes&categories=Massage&page=2');
    expect(paths.some((path) => /^\/directory\?page=([2-6]\d\d|700)$/.test(path))).toBe(true);
    expect(paths.some((path) => /^\/escorts\/[a-z-]+\?verified=true&page=2$/.test(path))).toBe(true);
    expect(paths).toContain('/profile/mere%20tui');
  });

  it('keeps a fixed set of pages drawn from the same spread, the same on every run', () => {
    const kept = keptPages(['ana', 'mere tui'], 100);

    expect(kept).toHaveLength(100);
    expect(keptPages(['ana', 'mere tui'], 100)).toEqual(kept);
    expect(new Set(kept.map(({ endpoint }) => endpoint)).size).toBeGreaterThanOrEqual(6);
    expect(kept.every(({ path }) => !pageOf(path).startsWith('not') && !pageOf(path).startsWith('unknown'))).toBe(true);
  });

  it('tells a rendered page from the shell sent when a render fails', () => {
    expect(isRenderedPage('<body><div id="root"><main><h1>Escorts in Otago</h1></main></div></body>')).toBe(true);
    expect(isRenderedPage('<body><div id="root"></div></body>')).toBe(false);
    expect(isRenderedPage('Service unavailable')).toBe(false);
  });
});
