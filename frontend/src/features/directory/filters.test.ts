import { AGE_MAX, AGE_MIN } from '../../lib/enums';
import {
  ageRangeLabel,
  canonicalDirectoryAddress,
  DIRECTORY_PARAMS,
  directoryLocation,
  EMPTY_FILTERS,
  formatAge,
  lastPage,
  parseAge,
  parseAgeParams,
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

describe('verified, region, town, available now, touring and sort in the URL', () => {
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

describe("the filters' form submitted without JavaScript", () => {
  // What a browser sends for the form as the server rendered it: every named control, empty ones too.
  const untouched = 'search=&tier=&sort=recommended&region=&age=18&age=40';

  it('reads an untouched form as no filter at all', () => {
    expect(parse(`?${untouched}`)).toEqual(EMPTY_FILTERS);
  });

  it('reads a list as its name repeated, a flag as true, the age as its two sliders', () => {
    const filters = parse(
      '?search=+Mia+Tester+&tier=premium&sort=price_asc&region=wellington&town=lower-hutt&verified=true&touring=true&age=25&age=32' +
        '&nationality=Kiwi&nationality=Middle+Eastern&availability=Tonight&outcalls=Yes&categories=Agency&categories=VIP&services=Role+Play',
    );
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      search: 'Mia Tester',
      ageMin: 25,
      ageMax: 32,
      nationality: ['Kiwi', 'Middle Eastern'],
      availability: ['Tonight'],
      outcalls: ['Yes'],
      categories: ['Agency', 'VIP'],
      services: ['Role Play'],
      tier: 'premium',
      verified: true,
      region: 'wellington',
      town: 'lower-hutt',
      touring: true,
      sort: 'price_asc',
    });
  });

  it('writes what the form sent as the address the site writes', () => {
    const filters = parse('?search=Auckland&tier=&sort=recommended&region=&age=21&age=40&nationality=Kiwi&outcalls=Yes&available_now=true');
    expect(toQueryString(filters)).toBe('?search=Auckland&age=21%2B&nationality=Kiwi&outcalls=Yes&available_now=true');
  });

  it('takes two ages in either order, a maximum of 40 as 40+, and one age as before', () => {
    expect(parseAgeParams(['25', '32'])).toEqual({ ageMin: 25, ageMax: 32 });
    expect(parseAgeParams(['32', '25'])).toEqual({ ageMin: 25, ageMax: 32 });
    expect(parseAgeParams(['30', '40'])).toEqual({ ageMin: 30, ageMax: AGE_MAX });
    expect(parseAgeParams(['18', '40'])).toEqual({ ageMin: AGE_MIN, ageMax: AGE_MAX });
    expect(parseAgeParams(['5', '99'])).toEqual({ ageMin: AGE_MIN, ageMax: AGE_MAX });
    expect(parseAgeParams(['21-35'])).toEqual({ ageMin: 21, ageMax: 35 });
    expect(parseAgeParams(['21-35', '40'])).toEqual({ ageMin: 21, ageMax: 35 });
    expect(parseAgeParams([])).toEqual({ ageMin: AGE_MIN, ageMax: AGE_MAX });
  });

  it('names every parameter the site writes', () => {
    const filters = { ...EMPTY_FILTERS, search: 'x', ageMin: 20, nationality: ['Kiwi'], availability: ['Now'], outcalls: ['No'], categories: ['VIP'], services: ['GFE'] };
    const everything = { ...filters, tier: 'basic' as const, verified: true, availableNow: true, touring: true, sort: 'newest' as const, page: 2 };
    const written = [...new URLSearchParams(toApiQuery({ ...everything, region: 'otago', town: 'dunedin' }, 12)).keys()].filter((key) => key !== 'pageSize');
    expect([...written].sort()).toEqual([...DIRECTORY_PARAMS].sort());
  });
});

describe('the address the server sends a submitted form on to', () => {
  it('writes a form of the directory as the site writes it', () => {
    expect(canonicalDirectoryAddress('/directory', '?search=&tier=&sort=recommended&region=&age=18&age=40')).toBe('/directory');
    expect(canonicalDirectoryAddress('/directory', '?search=Kiwi+Girl&sort=recommended&age=25&age=40&verified=true')).toBe(
      '/directory?search=Kiwi%20Girl&age=25%2B&verified=true',
    );
    // The Reset buttons' empty form: the same address.
    expect(canonicalDirectoryAddress('/directory', '?')).toBeNull();
  });

  it("moves a chosen region to its landing page, the region's town with it", () => {
    expect(canonicalDirectoryAddress('/directory', '?search=&region=wellington&town=lower-hutt&age=18&age=40&sort=price_asc')).toBe(
      '/escorts/wellington/lower-hutt?sort=price_asc',
    );
    // A town of another region (the list the page was loaded with) is dropped, the region kept.
    expect(canonicalDirectoryAddress('/directory', '?region=otago&town=lower-hutt')).toBe('/escorts/otago');
    // As the page's script does, whatever else the query carries.
    expect(canonicalDirectoryAddress('/directory', '?region=auckland&utm_source=mail')).toBe('/escorts/auckland');
  });

  it("keeps a landing page's own place, and writes the rest of its query", () => {
    const place = { region: 'auckland' };
    expect(canonicalDirectoryAddress('/escorts/auckland', '?tier=&region=auckland&verified=true&age=18&age=40', place)).toBe('/escorts/auckland?verified=true');
    expect(canonicalDirectoryAddress('/escorts/auckland', '?verified=true', place)).toBeNull();
  });

  it('leaves an address the site writes, and one with parameters of others, where it is', () => {
    expect(canonicalDirectoryAddress('/directory', '')).toBeNull();
    expect(canonicalDirectoryAddress('/directory', '?search=Wellington&age=21%2B&nationality=Kiwi,Asian&page=2')).toBeNull();
    // A browser encodes what the site leaves as it is: the same address, not a loop of redirects.
    expect(canonicalDirectoryAddress('/directory', "?search=O%27Brien")).toBeNull();
    expect(canonicalDirectoryAddress('/directory', '?search=Mia+Tester')).toBeNull();
    expect(canonicalDirectoryAddress('/directory', '?search=&utm_source=mail')).toBeNull();
  });

  it('sends nowhere twice: the address it gives is its own', () => {
    const queries = ['?search=&age=30&age=35&nationality=Asian&nationality=Kiwi&sort=newest', '?region=canterbury&town=timaru&page=3&tier=basic', '?page=0&age=30+'];
    for (const query of queries) {
      const to = new URL(canonicalDirectoryAddress('/directory', query)!, 'http://x');
      const landing = /^\/escorts\/([^/]+)(?:\/([^/]+))?$/.exec(to.pathname);
      const place = landing ? { region: landing[1], town: landing[2] } : undefined;
      expect(canonicalDirectoryAddress(to.pathname, to.search, place)).toBeNull();
    }
  });
});
