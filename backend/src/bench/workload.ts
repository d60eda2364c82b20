/** The request mix of `npm run bench`: what visitors of the directory actually ask for. */
export interface BenchRequest {
  /** Groups requests for the latency table. */
  endpoint: string;
  path: string;
}

export interface WeightedShape {
  endpoint: string;
  weight: number;
  /** Directory query string (without page) for directory shapes, so the plan can be printed once per shape. */
  query?: Record<string, string>;
  make: (random: () => number, usernames: string[]) => string;
}

function qs(query: Record<string, string>): string {
  return new URLSearchParams(query).toString();
}

function directory(endpoint: string, weight: number, query: Record<string, string>, pages: [number, number] = [1, 3]): WeightedShape {
  return {
    endpoint,
    weight,
    query,
    make: (random) => {
      const page = pages[0] + Math.floor(random() * (pages[1] - pages[0] + 1));
      return `/api/profiles?${qs({ ...query, page: String(page) })}`;
    },
  };
}

/** Shapes and weights: browsing dominates, then single filters, quick search, combined filters, region and town pages, sorts, touring and available now, and deep pages. */
export const SHAPES: WeightedShape[] = [
  directory('directory: no filter', 14, {}),
  directory('directory: one filter', 2, { age: '25-30' }),
  directory('directory: one filter', 2, { age: '40+' }),
  directory('directory: one filter', 2, { nationality: 'Asian,European' }),
  directory('directory: one filter', 1, { nationality: 'Other' }),
  directory('directory: one filter', 2, { availability: 'Now' }),
  directory('directory: one filter', 2, { outcalls: 'Yes' }),
  directory('directory: one filter', 2, { categories: 'Massage' }),
  directory('directory: one filter', 2, { services: 'GFE' }),
  directory('directory: one filter', 1, { tier: 'premium' }),
  directory('directory: one filter', 1, { tier: 'free' }),
  directory('directory: combined filters', 2, { age: '21-35', nationality: 'Kiwi', outcalls: 'Yes' }),
  directory('directory: combined filters', 2, { categories: 'Independent,VIP', services: 'GFE,Overnight', availability: 'Tonight,Weekends' }),
  directory('directory: combined filters', 1, { age: '25-40', nationality: 'Latin,European', categories: 'BDSM', services: 'Role Play', tier: 'basic' }),
  directory('directory: search', 2, { search: 'Auckland' }),
  directory('directory: search', 2, { search: 'South Island' }),
  directory('directory: search', 1, { search: 'Northland' }),
  directory('directory: search', 1, { search: 'Agency' }),
  directory('directory: search', 1, { search: 'Available' }),
  directory('directory: search', 2, { search: 'Charlotte' }),
  directory('directory: search', 2, { search: 'pinot' }),
  directory('directory: search', 1, { search: 'no-such-thing-here' }),
  directory('directory: search + filters', 1, { search: 'Wellington', categories: 'Independent', age: '25-35' }),
  directory('directory: verified, place, sort', 2, { verified: 'true' }),
  directory('directory: verified, place, sort', 3, { region: 'auckland' }),
  directory('directory: verified, place, sort', 1, { region: 'wellington', town: 'lower-hutt' }),
  directory('directory: verified, place, sort', 2, { region: 'canterbury', verified: 'true', sort: 'price_asc' }),
  directory('directory: verified, place, sort', 1, { sort: 'newest' }),
  directory('directory: verified, place, sort', 1, { sort: 'price_desc', categories: 'Massage' }),
  directory('directory: verified, place, sort', 1, { sort: 'recently_online' }),
  directory('directory: touring, available now', 1, { touring: 'true' }),
  directory('directory: touring, available now', 1, { available_now: 'true' }),
  directory('directory: deep page', 3, {}, [200, 700]),
  directory('directory: deep page', 1, { outcalls: 'Yes' }, [100, 400]),
  { endpoint: 'profile by username', weight: 14, make: (random, usernames) => `/api/profiles/${usernames[Math.floor(random() * usernames.length)]}` },
  { endpoint: 'featured', weight: 6, make: () => '/api/profiles/featured' },
  { endpoint: 'vip', weight: 6, make: () => '/api/profiles/vip' },
  { endpoint: 'daily pick', weight: 3, make: () => '/api/profiles/daily-pick' },
];

/** Each next request drawn from `shapes` by weight: the API's mix unless told otherwise. */
export function chooser(random: () => number, usernames: string[], shapes: WeightedShape[] = SHAPES): () => BenchRequest {
  const total = shapes.reduce((sum, s) => sum + s.weight, 0);
  return () => {
    let roll = random() * total;
    for (const shape of shapes) {
      roll -= shape.weight;
      if (roll < 0) return { endpoint: shape.endpoint, path: shape.make(random, usernames) };
    }
    const last = shapes[shapes.length - 1];
    return { endpoint: last.endpoint, path: last.make(random, usernames) };
  };
}
