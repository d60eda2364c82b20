import type { Response } from 'express';
import { assertNoHostileInput } from '../security/hostile-input';
import { nzDayBound } from '../../time/nz-date';
import { appError, AppException, ErrorKind } from '../../errors/app.exception';

/**
 * Parsing and answering the ra-data-simple-rest list contract:
 * `?sort=["field","ASC"]&range=[0,24]&filter={...}` → bare array + `Content-Range: <resource> 0-24/N`.
 * Each resource names the fields it can sort by; anything else is a 400, never raw SQL.
 */
export type SortOrder = 'ASC' | 'DESC';

export interface ListQuery<Field extends string> {
  sort: { field: Field; order: SortOrder };
  offset: number;
  limit: number;
  filter: Record<string, unknown>;
}

export interface ListQueryOptions<Field extends string> {
  sortable: readonly Field[];
  defaultSort: { field: Field; order: SortOrder };
  /** Filter keys the resource understands; `id` (getMany) is always allowed. */
  filterable: readonly string[];
  /** Larger pages are cut to this size (react-admin asks for what it shows). */
  maxPageSize?: number;
  defaultPageSize?: number;
}

type RawQuery = Record<string, unknown>;

function invalidValue(key: string): AppException {
  return appError(ErrorKind.BadInput, `Invalid value for filter ${key}`);
}

function parseJson(raw: unknown, name: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw appError(ErrorKind.BadInput, `Invalid ${name} parameter`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw appError(ErrorKind.BadInput, `Invalid ${name} parameter`);
  }
  assertNoHostileInput(parsed, name);
  return parsed;
}

function parseSort<Field extends string>(raw: unknown, options: ListQueryOptions<Field>): ListQuery<Field>['sort'] {
  const value = parseJson(raw, 'sort');
  if (value === undefined) return options.defaultSort;
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw appError(ErrorKind.BadInput, 'Invalid sort parameter');
  }
  const [field, order] = value as [string, string];
  if (!(options.sortable as readonly string[]).includes(field)) throw appError(ErrorKind.BadInput, `Cannot sort by ${field}`);
  const upper = order.toUpperCase();
  if (upper !== 'ASC' && upper !== 'DESC') throw appError(ErrorKind.BadInput, 'Invalid sort parameter');
  return { field: field as Field, order: upper };
}

function parseRange(raw: unknown, maxPageSize: number, defaultPageSize: number): { offset: number; limit: number } {
  const value = parseJson(raw, 'range');
  if (value === undefined) return { offset: 0, limit: defaultPageSize };
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isSafeInteger(n) && n >= 0) || value[1] < value[0]) {
    throw appError(ErrorKind.BadInput, 'Invalid range parameter');
  }
  const [start, end] = value as [number, number];
  return { offset: start, limit: Math.min(end - start + 1, maxPageSize) };
}

function parseFilter(raw: unknown, filterable: readonly string[]): Record<string, unknown> {
  const value = parseJson(raw, 'filter');
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw appError(ErrorKind.BadInput, 'Invalid filter parameter');
  const unknownKey = Object.keys(value).find((key) => key !== 'id' && !filterable.includes(key));
  if (unknownKey !== undefined) throw appError(ErrorKind.BadInput, `Cannot filter by ${unknownKey}`);
  return value as Record<string, unknown>;
}

export function parseListQuery<Field extends string>(query: RawQuery, options: ListQueryOptions<Field>): ListQuery<Field> {
  const maxPageSize = options.maxPageSize ?? 500;
  return {
    sort: parseSort(query.sort, options),
    ...parseRange(query.range, maxPageSize, Math.min(options.defaultPageSize ?? 100, maxPageSize)),
    filter: parseFilter(query.filter, options.filterable),
  };
}

/** A text filter such as `q`: undefined when absent or blank, 400 when not a string. */
export function filterText(filter: Record<string, unknown>, key: string, maxLength = 200): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' || value.length > maxLength) throw invalidValue(key);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** One of a fixed set of values (e.g. a status), or undefined when absent. */
export function filterOneOf<Value extends string>(filter: Record<string, unknown>, key: string, allowed: readonly Value[]): Value | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw invalidValue(key);
  return value as Value;
}

/** react-admin's getMany sends `filter={"id":[...]}`; a single id is accepted too. */
export function filterIds(filter: Record<string, unknown>, key = 'id'): string[] | undefined {
  const value = filter[key];
  if (value === undefined || value === null) return undefined;
  const ids = Array.isArray(value) ? value : [value];
  if (ids.length > 1000 || !ids.every((id) => typeof id === 'string' || typeof id === 'number')) {
    throw invalidValue(key);
  }
  return ids.map(String);
}

// `threads 0-24/319`; an empty page is written `threads */0` (HTTP's unsatisfiable form), total still last.
export function contentRange(resource: string, offset: number, count: number, total: number): string {
  if (count === 0) return `${resource} */${total}`;
  return `${resource} ${offset}-${offset + count - 1}/${total}`;
}

/** A page of a back-office list, as a controller returns it; ListPageInterceptor sends it. */
export class ListPage<Item> {
  constructor(
    readonly resource: string,
    readonly offset: number,
    readonly items: Item[],
    readonly total: number,
  ) {}

  get contentRange(): string {
    return contentRange(this.resource, this.offset, this.items.length, this.total);
  }
}

export function listPage<Item>(resource: string, offset: number, items: Item[], total: number): ListPage<Item> {
  return new ListPage(resource, offset, items, total);
}

/** Content-Range, exposed to browsers. */
export function setListHeaders(res: Response, page: ListPage<unknown>): void {
  res.setHeader('Content-Range', page.contentRange);
  res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
}

/** A boolean filter (react-admin sends true/false, a URL may carry "true"/"false"), or undefined when absent. */
export function filterBoolean(filter: Record<string, unknown>, key: string): boolean | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  throw invalidValue(key);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids reach uuid columns only when well formed, so a bad id is "no match" or a 404, never a 500. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** A single id filter (e.g. a reference's `user_id`); malformed → 400. */
export function filterUuid(filter: Record<string, unknown>, key: string): string | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (!isUuid(value)) throw invalidValue(key);
  return value;
}

/**
 * A date bound such as `created_at_gte`: an ISO datetime, or a bare `yyyy-MM-dd` taken as a whole
 * New Zealand day (its first instant for a lower bound, its last for an upper bound).
 */
export function filterDate(filter: Record<string, unknown>, key: string, bound: 'start' | 'end'): Date | undefined {
  const value = filter[key];
  if (value === undefined || value === null || value === '') return undefined;
  const date = typeof value === 'string' ? parseDateBound(value, bound) : undefined;
  if (!date) throw invalidValue(key);
  return date;
}

function parseDateBound(value: string, bound: 'start' | 'end'): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return nzDayBound(Number(day[1]), Number(day[2]), Number(day[3]), bound);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value)) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Escapes LIKE wildcards so a search for "50%" matches the text "50%" only. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
