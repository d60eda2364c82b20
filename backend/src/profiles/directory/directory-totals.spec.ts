import { ListingChangeListener } from '../../public-cache/listing-change-listener';
import { ListingTotalsCache } from '../../public-cache/listing-totals-cache';
import { parseDirectoryQuery } from './directory-query';
import { DirectoryTotals, facetsOf, roundEstimate, sampleBuckets } from './directory-totals';
import { DirectoryRepository } from './directory.repository';

/** A repository answering from fixed figures: `listed` profiles, `matches` of them matching, spread evenly over the buckets. */
function figures(listed: number, matches: number) {
  const calls: string[] = [];
  const repository = {
    countFacets: async (facets: string[]) => (facets.includes('all') ? listed : 0),
    countVisitors: async () => 0,
    countUpTo: async (_filter: unknown, limit: number) => {
      calls.push(`up to ${limit}`);
      return Math.min(matches, limit + 1);
    },
    countSampled: async (_filter: unknown, buckets: number) => {
      calls.push(`sample ${buckets}`);
      return Math.round((matches * buckets) / 1024);
    },
  } as unknown as DirectoryRepository;
  const listener = { caughtUp: async () => true } as unknown as ListingChangeListener;
  return { totals: new DirectoryTotals(repository, new ListingTotalsCache(), listener), calls };
}

const broad = parseDirectoryQuery({ outcalls: 'Yes', categories: 'Massage' }).filter;

describe('directory totals', () => {
  it('answers no filter and one dimension from the maintained counts, and nothing else', () => {
    expect(facetsOf(parseDirectoryQuery({}).filter)).toEqual({ facets: ['all'] });
    expect(facetsOf(parseDirectoryQuery({ nationality: 'Kiwi,Other' }).filter)).toEqual({ facets: ['nationality:Kiwi', 'nationality:Other', 'nationality:'] });
    expect(facetsOf(parseDirectoryQuery({ region: 'otago', town: 'dunedin' }).filter)).toEqual({ facets: ['town:dunedin'], place: { region: 'otago', town: 'dunedin' } });
    expect(facetsOf(parseDirectoryQuery({ categories: 'Massage,BDSM' }).filter)).toBeUndefined();
    expect(facetsOf(broad)).toBeUndefined();
    expect(facetsOf(parseDirectoryQuery({ age: '25-30' }).filter)).toBeUndefined();
  });

  it('counts exactly up to 2,000 matches', async () => {
    const { totals, calls } = figures(1_000_000, 1_500);
    expect(await totals.of(broad)).toEqual({ total: 1_500, approximate: false });
    expect(calls).toEqual(['up to 2000']);
  });

  it('estimates from about 20,000 rows when the sample holds enough matches', async () => {
    const { totals, calls } = figures(1_000_000, 123_456);
    expect(await totals.of(broad)).toEqual({ total: 120_000, approximate: true });
    expect(calls).toEqual(['up to 2000', `sample ${sampleBuckets(1_000_000)}`]);
  });

  it('reads a four times larger sample when the first holds fewer than 400 matches', async () => {
    const { totals, calls } = figures(1_000_000, 9_000);
    expect(await totals.of(broad)).toEqual({ total: 9_000, approximate: true });
    expect(calls).toEqual(['up to 2000', `sample ${sampleBuckets(1_000_000)}`, `sample ${sampleBuckets(1_000_000) * 4}`]);
  });

  it('counts exactly when the sample would be the whole listing', async () => {
    const { totals, calls } = figures(15_000, 9_000);
    expect(await totals.of(broad)).toEqual({ total: 9_000, approximate: false });
    expect(calls).toEqual(['up to 2000', 'up to 15000']);
  });

  it('rounds an estimate to two significant figures', () => {
    expect([2_049, 12_345, 98_765, 123_456].map(roundEstimate)).toEqual([2_000, 12_000, 99_000, 120_000]);
  });

  describe('a count under way', () => {
    /** Totals over a serving cache whose exact counts wait until `finish` is called. */
    function slowCounts(caughtUp = async () => true) {
      const cache = new ListingTotalsCache();
      cache.setListening(true);
      let counts = 0;
      const waiting: Array<() => void> = [];
      const repository = {
        countFacets: async () => 1_000_000,
        countUpTo: () => {
          counts += 1;
          return new Promise<number>((resolve) => waiting.push(() => resolve(1_500)));
        },
      } as unknown as DirectoryRepository;
      const totals = new DirectoryTotals(repository, cache, { caughtUp } as unknown as ListingChangeListener);
      const finish = () => waiting.splice(0).forEach((resolve) => resolve());
      return { totals, cache, finish, counts: () => counts };
    }
    const settle = () => new Promise((resolve) => setImmediate(resolve));

    it('is shared by the requests that want the same total meanwhile', async () => {
      const { totals, finish, counts } = slowCounts();
      const first = totals.of(broad);
      await settle();
      const second = totals.of(broad);
      await settle();
      finish();
      expect(await Promise.all([first, second])).toEqual([
        { total: 1_500, approximate: false },
        { total: 1_500, approximate: false },
      ]);
      expect(counts()).toBe(1);
    });

    it('is not shared across a change, nor before the changes committed earlier are heard', async () => {
      const changed = slowCounts();
      const before = changed.totals.of(broad);
      await settle();
      changed.cache.clear();
      const after = changed.totals.of(broad);
      await settle();
      changed.finish();
      await Promise.all([before, after]);
      expect(changed.counts()).toBe(2);

      const deaf = slowCounts(async () => false);
      const first = deaf.totals.of(broad);
      await settle();
      const second = deaf.totals.of(broad);
      await settle();
      deaf.finish();
      await Promise.all([first, second]);
      expect(deaf.counts()).toBe(2);
    });
  });
});
