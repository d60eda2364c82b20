import { DataSource } from 'typeorm';
import { poolOf, readRows, readRowsAllowing } from '../../src/common/sql/pg-pool';
import { databaseOptions } from '../../src/database/database-options';
import { servingPoolSettings } from '../../src/database/serving-timeouts';
import { createTestDatabase, dropTestDatabase } from '../test-app';

const POOL_LIMIT_MS = 600;

/** A statement that takes about a second, past the pool's limit. */
const SLOW = `SELECT 1 AS n FROM pg_sleep(1)`;

describe('readRowsAllowing: one statement allowed longer than the pool lets a request wait', () => {
  let databaseUrl: string;
  let db: DataSource;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    const options = databaseOptions(databaseUrl);
    // The app's serving pool (statement limit, client read limit), one connection so each test reuses it.
    db = new DataSource({ ...options, extra: { ...options.extra, ...servingPoolSettings(POOL_LIMIT_MS), max: 1 } } as typeof options);
    await db.initialize();
  });
  afterAll(async () => {
    await db.destroy();
    await dropTestDatabase(databaseUrl);
  });

  it('runs past the pool statement limit when allowed to, and leaves the connection at the pool limit', async () => {
    await expect(readRows(db, SLOW, [])).rejects.toMatchObject({ code: '57014' });
    expect(await readRowsAllowing(db, SLOW, [], 5_000)).toEqual([{ n: 1 }]);
    expect(await readRows(db, `SHOW statement_timeout`, [])).toEqual([{ statement_timeout: `${POOL_LIMIT_MS}ms` }]);
    await expect(readRows(db, SLOW, [])).rejects.toMatchObject({ code: '57014' });
  });

  it('binds its values', async () => {
    expect(await readRowsAllowing(db, `SELECT $1::int + 1 AS n`, [41], 5_000)).toEqual([{ n: 42 }]);
  });

  it("never allows less than the pool's own limit", async () => {
    expect(await readRowsAllowing(db, `SELECT 1 AS n FROM pg_sleep(0.4)`, [], 200)).toEqual([{ n: 1 }]);
  });

  it('stops at its limit, closing that connection; the pool goes on', async () => {
    const [{ pid: before }] = await readRows<{ pid: number }>(db, `SELECT pg_backend_pid() AS pid`, []);
    await expect(readRowsAllowing(db, SLOW, [], 200)).rejects.toMatchObject({ code: '57014' });
    const [{ pid: after }] = await readRows<{ pid: number }>(db, `SELECT pg_backend_pid() AS pid`, []);
    expect(after).not.toBe(before);
    expect(poolOf(db).totalCount).toBe(1);
  });
});
