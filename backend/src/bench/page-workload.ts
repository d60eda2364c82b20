import { NZ_REGIONS, placePath } from 'contract';
import { seededRandom } from '../database/seed/seed-data';
import { BenchRequest, chooser, WeightedShape } from './workload';

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)];
}

function between(random: () => number, [low, high]: [number, number]): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** The query string of a page's address with its page number (none for the first page, as the site links it). */
function withPage(path: string, query: Record<string, string>, page: number): string {
  const params = new URLSearchParams(query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function directoryPage(endpoint: string, weight: number, query: Record<string, string>, pages: [number, number] = [1, 3]): WeightedShape {
  return { endpoint, weight, make: (random) => withPage('/directory', query, between(random, pages)) };
}

/** A region's page, or one of its towns', spread over the whole country. */
function regionOrTownPage(endpoint: string, weight: number, town: boolean, query: Record<string, string> = {}): WeightedShape {
  return {
    endpoint,
    weight,
    make: (random) => {
      const region = pick(random, NZ_REGIONS);
      return withPage(placePath(region, town ? pick(random, region.towns) : undefined), query, between(random, [1, 2]));
    },
  };
}

/**
 * The public pages a visitor's first request asks the server to render: profiles and place pages
 * (where search engines send people), the home page and the directory with its filters and pages,
 * each weighted as the API's mix weighs the same reads (bench/workload.ts). Each query is in the order the site
 * writes its addresses: the server sends another order on to that one.
 */
export const PAGE_SHAPES: WeightedShape[] = [
  { endpoint: 'page: home', weight: 10, make: () => '/' },
  directoryPage('page: directory', 12, {}),
  directoryPage('page: directory, filtered', 2, { age: '25-30' }),
  directoryPage('page: directory, filtered', 2, { nationality: 'Asian,European' }),
  directoryPage('page: directory, filtered', 2, { outcalls: 'Yes', categories: 'Massage' }),
  directoryPage('page: directory, filtered', 1, { services: 'GFE', verified: 'true' }),
  directoryPage('page: directory, filtered', 1, { sort: 'newest' }),
  directoryPage('page: directory, filtered', 1, { available_now: 'true' }),
  directoryPage('page: directory, filtered', 1, { touring: 'true' }),
  directoryPage('page: directory, filtered', 2, { search: 'Auckland' }),
  directoryPage('page: directory, deep', 2, {}, [200, 700]),
  regionOrTownPage('page: region', 10, false),
  regionOrTownPage('page: region', 2, false, { verified: 'true' }),
  regionOrTownPage('page: town', 8, true),
  { endpoint: 'page: profile', weight: 24, make: (random, usernames) => `/profile/${encodeURIComponent(pick(random, usernames))}` },
];

/**
 * `count` addresses drawn once from the pages above (one drawn twice is asked twice as often): few
 * enough to be rendered once and then all answered from the public cache, to measure what a kept page costs.
 */
export function keptPages(usernames: string[], count: number): BenchRequest[] {
  const next = chooser(seededRandom(9), usernames, PAGE_SHAPES);
  return Array.from({ length: count }, () => next());
}

/** The site's shell has an empty root: the server sent it instead of a rendered page. */
const SHELL_ROOT = '<div id="root"></div>';

/** Whether a page came rendered, not as the shell the server falls back to when a render fails or is not built. */
export function isRenderedPage(html: string): boolean {
  return html.includes('<div id="root">') && !html.includes(SHELL_ROOT);
}
