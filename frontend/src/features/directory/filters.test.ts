import { AGE_MAX, AGE_MIN } from '../../lib/enums';
import {
  ageRangeLabel,
  directoryLocation,
  EMPTY_FILTERS,
  formatAge,
  lastPage,
  parseAge,
  parseFilters,
  resultsHeading,
  toApiQuery,
  toQueryString,
  withAgeMax,
  withAgeMin,
} from './filters';

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe('directory filters and the query string', () => {
  it('reads every parameter of a shared link', () => {
    const filters = parse(
      '?search=%20Auckland%20&age=25-32&nationality=Kiwi,Middle%20Eastern&availability=Tonight&outcalls=Yes&categories=Agency,VIP&services=GFE,Role%20Play&tier=premium&page=3',
    );
    expect(filters).toEqual({
      search: 'Auckland',
      ageMin: 25,
      ageMax: 32,
      nationality: ['Kiwi', 'Middle Eastern'],
      availability: ['Tonight'],
      outcalls: ['Yes'],
      categories: ['Agency', 'VIP'],
      services: ['GFE', 'Role Play'],
      tier: 'premium',
      verified: false,
      region: '',
      town: '',
      availableNow: false,
      touring: false,
      sort: 'recommended',
      page: 3,
    });
  });

  it('writes the same query string back, with readable commas', () => {
    const query = toQueryString(parse('?search=Auckland&age=25-32&nationality=Kiwi,Middle%20Eastern&services=GFE&tier=basic&page=2'));
    expect(query).toBe('?search=Auckland&age=25-32&nationality=Kiwi,Middle%20Eastern&services=GFE&tier=basic&page=2');
    expect(toQueryString(parse(query))).toBe(query);
  });

  it('leaves defaults out: no filters means a bare /directory', () => {
    expect(toQueryString(EMPTY_FILTERS)).toBe('');
    expect(toQueryString({ ...EMPTY_FILTERS, search: '   ', page: 1 })).toBe('');
  });

  it('trims the search term and drops an empty one', () => {
    expect(toQueryString({ ...EMPTY_FILTERS, search: '  Wellington ' })).toBe('?search=Wellington');
    expect(parse('?search=').search).toBe('');
  });

  it('ignores unknown list values and keeps the enumeration order and spelling', () => {
    expect(parse('?categories=vip,Nonsense,agency').categories).toEqual(['Agency', 'VIP']);
    expect(parse('?tier=gold').tier).toBe('');
    expect(parse('?page=-4').page).toBe(1);
    expect(parse('?page=abc').page).toBe(1);
    expect(parse('?page=999999').page).toBe(10_000);
  });

  it('sends the page and page size to the API', () => {
    const query = new URLSearchParams(toApiQuery(parse('?age=30%2B&outcalls=No&page=4'), 12));
    expect(Object.fromEntries(query)).toEqual({ age: '30+', outcalls: 'No', page: '4', pageSize: '12' });
  });

  it('computes the last page from the total', () => {
    expect(lastPage(60, 12)).toBe(5);
    expect(lastPage(61, 12)).toBe(6);
    expect(lastPage(0, 12)).toBe(1);
  });

  it('says how many profiles were found, and that the figure of a broad search is an estimate', () => {
    expect(resultsHeading({ total: 1 })).toBe('1 profile found');
    expect(resultsHeading({ total: 1234 })).toBe('1234 profiles found');
    expect(resultsHeading({ total: 12000, approximate: true })).toBe('About 12,000 profiles found');
  });
});

describe('age slider rules', () => {
  it('reads min-max and min+', () => {
    expect(parseAge('21-35')).toEqual({ ageMin: 21, ageMax: 35 });
    expect(parseAge('30+')).toEqual({ ageMin: 30, ageMax: AGE_MAX });
    // A hand-typed '+' in a URL arrives as a space.
    expect(parse('?age=30+').ageMin).toBe(30);
    expect(parseAge('nonsense')).toEqual({ ageMin: AGE_MIN, ageMax: AGE_MAX });
  });

  it('keeps ages within 18 to 40 and in order', () => {
    expect(parseAge('10-99')).toEqual({ ageMin: 18, ageMax: 40 });
    expect(parseAge('35-25')).toEqual({ ageMin: 25, ageMax: 35 });
  });

  it("sends a max of 40 or more as '{min}+' and the full range as nothing", () => {
    expect(formatAge(25, 40)).toBe('25+');
    expect(formatAge(25, 39)).toBe('25-39');
    expect(formatAge(18, 40)).toBeNull();
    expect(formatAge(18, 30)).toBe('18-30');
  });

  it("shows a max of 40 as '40+ years'", () => {
    expect(ageRangeLabel(22, 40)).toBe('22 - 40+ years');
    expect(ageRangeLabel(22, 30)).toBe('22 - 30 years');
  });

  it('does not let the min pass the max, nor the max go below the min', () => {
    const filters = { ...EMPTY_FILTERS, ageMin: 25, ageMax: 30 };
    expect(withAgeMin(filters, 33)).toMatchObject({ ageMin: 30, ageMax: 30 });
    expect(withAgeMin(filters, 20)).toMatchObject({ ageMin: 20, ageMax: 30 });
    expect(withAgeMax(filters, 22)).toMatchObject({ ageMin: 25, ageMax: 25 });
    expect(withAgeMax(filters, 40)).toMatchObject({ ageMin: 25, ageMax: 40 });
  });
});

describe('issue 20: verified, region, town, available now, touring and sort in the URL', () => {
  it('reads them from a shared link, in any case', () => {
    const filters = parse('?verified=true&region=Wellington&town=Lower-Hutt&available_now=true&touring=true&sort=PRICE_ASC');
    expect(filters).toMatchObject({ verified: true, region: 'wellington', town: 'lower-hutt', availableNow: true, touring: true, sort: 'price_asc' });
  });

  it('ignores what it does not know: the address still opens, unfiltered there', () => {
    expect(parse('?region=atlantis&town=nowhere')).toMatchObject({ region: '', town: '' });
    expect(parse('?region=otago&town=lower-hutt')).toMatchObject({ region: 'otago', town: '' });
    expect(parse('?sort=cheapest').sort).toBe('recommended');
    expect(parse('?verified=yes&available_now=1').verified).toBe(false);
  });

  it('takes the place of a landing page from its path, over the query', () => {
    const filters = parseFilters(new URLSearchParams('?region=otago&verified=true'), { region: 'hawkes-bay', town: 'havelock-north' });
    expect(filters).toMatchObject({ region: 'hawkes-bay', town: 'havelock-north', verified: true });
  });

  it('puts a chosen place in the path and the rest in the query, without defaults', () => {
    expect(directoryLocation({ ...EMPTY_FILTERS, region: 'wellington', verified: true, sort: 'price_asc' })).toEqual({
      pathname: '/escorts/wellington',
      search: '?verified=true&sort=price_asc',
    });
    expect(directoryLocation({ ...EMPTY_FILTERS, region: 'northland', town: 'whangarei', page: 2 })).toEqual({ pathname: '/escorts/northland/whangarei', search: '?page=2' });
    expect(directoryLocation({ ...EMPTY_FILTERS, availableNow: true, touring: true, sort: 'recommended' })).toEqual({
      pathname: '/directory',
      search: '?available_now=true&touring=true',
    });
  });

  it('round-trips through the address', () => {
    const filters = { ...EMPTY_FILTERS, region: 'canterbury', town: 'timaru', verified: true, touring: true, sort: 'recently_online' as const, page: 4 };
    const { pathname, search } = directoryLocation(filters);
    const [, region, town] = /^\/escorts\/([^/]+)\/([^/]+)$/.exec(pathname)!;
    expect(parseFilters(new URLSearchParams(search), { region, town })).toEqual(filters);
  });

  it('sends the API every filter in its own names, the place included', () => {
    const query = toApiQuery({ ...EMPTY_FILTERS, region: 'wellington', town: 'porirua', verified: true, availableNow: true, touring: true, sort: 'price_desc' }, 12);
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({
      region: 'wellington',
      town: 'porirua',
      verified: 'true',
      available_now: 'true',
      touring: 'true',
      sort: 'price_desc',
      page: '1',
      pageSize: '12',
    });
  });
});
