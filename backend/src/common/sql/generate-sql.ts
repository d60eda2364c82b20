/**
 * Query snapshots (docs/queries/*.sql, written by `npm run queries`): every public method of a class that
 * runs SQL says how to call it (@GenerateSql) or that it runs none (@RunsNoSql). Both only set metadata
 * when the class is defined: nothing runs when the method is called.
 */

/** One call of a method: its arguments, and a name when a method has several (each reaching other statements). */
export interface SqlCase {
  name?: string;
  params: unknown[];
}

const SQL_CASES = 'query-snapshots:cases';
const NO_SQL = 'query-snapshots:none';

function mark(key: string, value: unknown): MethodDecorator {
  return (_target, _key, descriptor) => {
    Reflect.defineMetadata(key, value, descriptor.value as object);
  };
}

/** The calls that record this method's statements; none given: one call without arguments. */
export function GenerateSql(...cases: SqlCase[]): MethodDecorator {
  return mark(SQL_CASES, cases.length ? cases : [{ params: [] }]);
}

/** A public method of a class that runs SQL which itself runs none (it builds a statement, or opens a transaction). */
export function RunsNoSql(): MethodDecorator {
  return mark(NO_SQL, true);
}

export function sqlCasesOf(method: object): SqlCase[] | undefined {
  return Reflect.getMetadata(SQL_CASES, method);
}

export function runsNoSql(method: object): boolean {
  return Reflect.getMetadata(NO_SQL, method) === true;
}

/** The EntityManager of a transaction the generator opens around the call and rolls back after it. */
export const MANAGER = Object.freeze({ standsFor: 'the transaction manager of the call' });

/**
 * Fixed arguments, so a snapshot never depends on when or where it was made. The *_ID values name rows the
 * generator inserts before the calls (database/queries/sql-fixtures.ts), for the statements that run only
 * when a row is found; UUID names no row.
 */
export const DummyValue = {
  UUID: '00000000-0000-4000-8000-000000000000',
  USER_ID: '00000000-0000-4000-8000-000000000001',
  PROFILE_ID: '00000000-0000-4000-8000-000000000002',
  ADMIN_ID: '00000000-0000-4000-8000-000000000003',
  SESSION_ID: '00000000-0000-4000-8000-000000000004',
  REPORT_ID: '00000000-0000-4000-8000-000000000005',
  /** The hash of the fixture session's refresh token. */
  TOKEN_HASH: 'f'.repeat(64),
  DATE: new Date('2026-01-01T00:00:00.000Z'),
  /** After any day the generator runs on: a session given it as its expiry stays live. */
  LATER: new Date('2100-01-01T00:00:00.000Z'),
  /** A New Zealand calendar day, as the jobs pass it. */
  DAY: '2026-01-01',
  TEXT: 'text',
  EMAIL: 'someone@example.co.nz',
  BUFFER: Buffer.alloc(32),
} as const;
