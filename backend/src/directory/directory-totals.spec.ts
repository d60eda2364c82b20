import { ListingChangeListener } from '../public-cache/listing-change-listener';
import { ListingTotalsCache } from '../public-cache/listing-totals-cache';
import { parseDirectoryQuery } from './directory-query';
import { DATABASE_UNAVAILABLE_MESSAGE, OVERLOADED_MESSAGE, ServiceUnavailableException } from '../common/http/errors/service-unavailable';
import { COUNTS_AT_ONCE, COUNTS_WAITING_AT_MOST, DirectoryTotals, facetsOf, roundEstimate, sampleBuckets, surelyAboveExactRange } from './directory-totals';
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
  return { totals: new DirectoryTotals(repository, new ListingTotalsCache(), listener, { databaseTimeoutMs: 1_000 }), calls };
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

  it('counts exactly up to 2,000 matches, when the first sample cannot rule them out', async () => {
    const { totals, calls } = figures(1_000_000, 1_500);
    expect(await totals.of(broad)).toEqual({ total: 1_500, approximate: false });
    expect(calls).toEqual([`sample ${sampleBuckets(1_000_000)}`, 'up to 2000']);
  });

  it('estimates from 5,000 rows, without a count, when the sample holds enough matches', async () => {
    const { totals, calls } = figures(1_000_000, 123_456);
    expect(await totals.of(broad)).toEqual({ total: 120_000, approximate: true });
    expect(sampleBuckets(1_000_000)).toBe(6);
    expect(calls).toEqual(['sample 6']);
  });

  it('reads the sample four times larger, twice at most, while it holds fewer than 400 matches', async () => {
    const { totals, calls } = figures(1_000_000, 9_000);
    expect(await totals.of(broad)).toEqual({ total: 9_000, approximate: true });
    expect(calls).toEqual(['sample 6', 'sample 24', 'sample 96']);
    const rare = figures(1_000_000, 2_400);
    expect(await rare.totals.of(broad)).toEqual({ total: 2_400, approximate: true });
    expect(rare.calls).toEqual(['sample 6', 'up to 2000', 'sample 24', 'sample 96']);
  });

  it('takes a sample as surely above 2,000 only four standard errors below its estimate', () => {
    // 53 of 6 buckets: about 9,000, and still 4,000 four errors lower; 18: about 3,000, but 170 four errors lower.
    expect(surelyAboveExactRange(53, 6)).toBe(true);
    expect(surelyAboveExactRange(18, 6)).toBe(false);
    expect(surelyAboveExactRange(0, 6)).toBe(false);
  });

  it('counts every match of a listing of up to 20,000 profiles', async () => {
    const { totals, calls } = figures(15_000, 9_000);
    expect(await totals.of(broad)).toEqual({ total: 9_000, approximate: false });
    expect(calls).toEqual(['up to 15000']);
  });

  it('rounds an estimate to two significant figures', () => {
    expect([2_049, 12_345, 98_765, 123_456].map(roundEstimate)).toEqual([2_000, 12_000, 99_000, 120_000]);
  });

  describe('a count under way', () => {
    /** Totals over a serving cache whose exact counts wait until `finish` is called. */
    function slowCounts(caughtUp = async () => true, databaseTimeoutMs = 1_000) {
      const cache = new ListingTotalsCache();
      cache.setListening(true);
      let counts = 0;
      const waiting: Array<() => void> = [];
      const repository = {
        countFacets: async () => 1_000_000,
        // No match in the sample: the count of up to 2,001 decides.
        countSampled: async () => 0,
        countUpTo: () => {
          counts += 1;
          return new Promise<number>((resolve) => waiting.push(() => resolve(1_500)));
        },
      } as unknown as DirectoryRepository;
      const totals = new DirectoryTotals(repository, cache, { caughtUp } as unknown as ListingChangeListener, { databaseTimeoutMs });
      const finish = () => waiting.splice(0).forEach((resolve) => resolve());
      /** Lets every count finish, those waiting at the gate too, until the totals are all in. */
      const finishAll = async <T>(totals: Array<Promise<T>>): Promise<T[]> => {
        let done = false;
        const all = Promise.all(totals).finally(() => (done = true));
        while (!done) {
          finish();
          await new Promise((resolve) => setTimeout(resolve, 5));
        }
        return all;
      };
      return { totals, cache, finish, finishAll, counts: () => counts, running: () => waiting.length };
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
      await changed.finishAll([before, after]);
      expect(changed.counts()).toBe(2);

      const deaf = slowCounts(async () => false);
      const first = deaf.totals.of(broad);
      await settle();
      const second = deaf.totals.of(broad);
      await settle();
      await deaf.finishAll([first, second]);
      expect(deaf.counts()).toBe(2);
    });

    it('outlives a request that stops waiting: that request gets 503, the next gets the kept total without a count', async () => {
      const { totals, finish, counts } = slowCounts(async () => true, 20);
      await expect(totals.of(broad)).rejects.toBeInstanceOf(ServiceUnavailableException);
      await expect(totals.of(broad)).rejects.toMatchObject({ message: DATABASE_UNAVAILABLE_MESSAGE, retryAfterSeconds: 5 });
      finish();
      await settle();
      expect(await totals.of(broad)).toEqual({ total: 1_500, approximate: false });
      expect(counts()).toBe(1);
    });

    it('runs a few counts at once; the others wait their turn, then run', async () => {
      const { totals, finishAll, counts, running } = slowCounts();
      const filters = Array.from({ length: COUNTS_AT_ONCE + 2 }, (_, i) => parseDirectoryQuery({ outcalls: 'Yes', age: `${20 + i}-40` }).filter);
      const all = filters.map((filter) => totals.of(filter));
      await settle();
      expect(running()).toBe(COUNTS_AT_ONCE);
      expect(await finishAll(all)).toEqual(filters.map(() => ({ total: 1_500, approximate: false })));
      expect(counts()).toBe(filters.length);
    });

    it('refuses a new combination at once with the busy 503 while as many counts wait as it allows', async () => {
      const { totals, finishAll } = slowCounts(async () => true, 60_000);
      const filters = Array.from({ length: COUNTS_AT_ONCE + COUNTS_WAITING_AT_MOST + 1 }, (_, i) => parseDirectoryQuery({ outcalls: 'Yes', search: `name ${i}` }).filter);
      const admitted = filters.slice(0, -1).map((filter) => totals.of(filter));
      await settle();
      await expect(totals.of(filters[filters.length - 1])).rejects.toMatchObject({ message: OVERLOADED_MESSAGE, retryAfterSeconds: 2 });
      expect(await finishAll(admitted)).toHaveLength(COUNTS_AT_ONCE + COUNTS_WAITING_AT_MOST);
    });
  });
});
