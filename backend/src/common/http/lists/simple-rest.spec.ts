import { contentRange, filterIds, filterOneOf, filterText, parseListQuery } from './simple-rest';
import { AppException, ErrorKind } from '../../errors/app.exception';

const options = {
  sortable: ['id', 'created_at', 'name'] as const,
  defaultSort: { field: 'created_at' as const, order: 'DESC' as const },
  filterable: ['q', 'status'],
};

function messageOf(action: () => unknown): string {
  try {
    action();
  } catch (error) {
    expect(error).toBeInstanceOf(AppException);
    expect((error as AppException).kind).toBe(ErrorKind.BadInput);
    return (error as AppException).message;
  }
  throw new Error('expected a refusal');
}

describe('simple-rest list parameters', () => {
  it('reads sort, range and filter as react-admin sends them', () => {
    const query = parseListQuery({ sort: '["name","asc"]', range: '[25,49]', filter: '{"q":"mia"}' }, options);
    expect(query).toEqual({ sort: { field: 'name', order: 'ASC' }, offset: 25, limit: 25, filter: { q: 'mia' } });
  });

  it('falls back to the default sort and the first page when nothing is given', () => {
    expect(parseListQuery({}, options)).toEqual({ sort: { field: 'created_at', order: 'DESC' }, offset: 0, limit: 100, filter: {} });
  });

  it('cuts pages larger than the maximum', () => {
    expect(parseListQuery({ range: '[0,9999]' }, options).limit).toBe(500);
    expect(parseListQuery({ range: '[0,9999]' }, { ...options, maxPageSize: 50 }).limit).toBe(50);
  });

  it('refuses fields that are not sortable, so no column name reaches SQL', () => {
    expect(messageOf(() => parseListQuery({ sort: '["password_hash","ASC"]' }, options))).toBe('Cannot sort by password_hash');
  });

  it.each([
    ['sort', 'not json'],
    ['sort', '["name"]'],
    ['sort', '["name","SIDEWAYS"]'],
    ['range', '[5,1]'],
    ['range', '[-1,4]'],
    ['range', '["a","b"]'],
    ['range', '{"start":0}'],
    ['filter', '[1,2]'],
    ['filter', 'null'],
    ['filter', '{broken'],
  ])('answers 400 for a malformed %s %s', (key, value) => {
    expect(messageOf(() => parseListQuery({ [key]: value }, options))).toBe(`Invalid ${key} parameter`);
  });

  it('refuses filter keys the resource does not list, but always accepts id', () => {
    expect(messageOf(() => parseListQuery({ filter: '{"password_hash":"x"}' }, options))).toBe('Cannot filter by password_hash');
    expect(parseListQuery({ filter: '{"id":["a"]}' }, options).filter).toEqual({ id: ['a'] });
  });

  it('answers 400 when a parameter is repeated (an array, not a string)', () => {
    expect(messageOf(() => parseListQuery({ range: ['[0,1]', '[2,3]'] }, options))).toBe('Invalid range parameter');
  });
});

describe('simple-rest filters', () => {
  it('trims text filters and ignores blank ones', () => {
    expect(filterText({ q: '  mia ' }, 'q')).toBe('mia');
    expect(filterText({ q: '   ' }, 'q')).toBeUndefined();
    expect(filterText({}, 'q')).toBeUndefined();
    expect(messageOf(() => filterText({ q: { $ne: 1 } }, 'q'))).toBe('Invalid value for filter q');
  });

  it('accepts only the allowed values of an enumerated filter', () => {
    expect(filterOneOf({ status: 'replied' }, 'status', ['replied', 'awaiting'])).toBe('replied');
    expect(filterOneOf({}, 'status', ['replied', 'awaiting'])).toBeUndefined();
    expect(messageOf(() => filterOneOf({ status: 'other' }, 'status', ['replied', 'awaiting']))).toBe('Invalid value for filter status');
  });

  it('reads the id list of getMany, and a single id', () => {
    expect(filterIds({ id: ['a', 'b'] })).toEqual(['a', 'b']);
    expect(filterIds({ id: 'a' })).toEqual(['a']);
    expect(filterIds({})).toBeUndefined();
    expect(messageOf(() => filterIds({ id: [{}] }))).toBe('Invalid value for filter id');
  });

});

describe('Content-Range', () => {
  it('names the resource, the rows sent and the total', () => {
    expect(contentRange('threads', 0, 25, 319)).toBe('threads 0-24/319');
    expect(contentRange('threads', 25, 3, 28)).toBe('threads 25-27/28');
  });

  it('writes an empty page as */total, which ra-data-simple-rest still reads as the total', () => {
    expect(contentRange('threads', 0, 0, 0)).toBe('threads */0');
  });
});
