import { DataSource } from 'typeorm';
import { PREPARED_TEXTS_AT_MOST, readPreparedRows, readRows } from '../../src/common/sql/pg-pool';
import { createTestApp, TestApp } from '../test-app';

/** The read statements prepared on the connection that runs this (itself among them when prepared). */
const PREPARED_ON_THIS_CONNECTION = `SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'read\\_%' ORDER BY name`;

describe('readPreparedRows: fixed reads prepared once on each connection', () => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it('answers the rows readRows answers, for any values bound', async () => {
    const sql = `SELECT g AS n, $1::text AS label FROM generate_series(1, $2::int) g ORDER BY g`;
    expect(await readPreparedRows(db, sql, ['a', 2])).toEqual(await readRows(db, sql, ['a', 2]));
    expect(await readPreparedRows(db, sql, ['b', 3])).toEqual([
      { n: 1, label: 'b' },
      { n: 2, label: 'b' },
      { n: 3, label: 'b' },
    ]);
  });

  it('runs as a named prepared statement, one name for one text', async () => {
    const first: { name: string; statement: string }[] = await readPreparedRows(db, PREPARED_ON_THIS_CONNECTION, []);
    const itself = first.filter((row) => row.statement === PREPARED_ON_THIS_CONNECTION);
    expect(itself).toHaveLength(1);
    const again: { name: string; statement: string }[] = await readPreparedRows(db, PREPARED_ON_THIS_CONNECTION, []);
    expect(again.filter((row) => row.statement === PREPARED_ON_THIS_CONNECTION)).toEqual(itself);
    expect(new Set(again.map((row) => row.name)).size).toBe(again.length);
  });

  it("reads inside a transaction on its manager's connection, unprepared", async () => {
    const rows = await db.transaction(async (manager) => {
      await manager.query(`CREATE TEMP TABLE only_here (n int) ON COMMIT DROP`);
      await manager.query(`INSERT INTO only_here VALUES (7)`);
      return readPreparedRows(db, `SELECT n FROM only_here`, [], manager);
    });
    expect(rows).toEqual([{ n: 7 }]);
  });

  it('answers texts beyond the limit unprepared, so a text built from values cannot fill the connections', async () => {
    for (let i = 0; i < PREPARED_TEXTS_AT_MOST + 10; i += 1) {
      expect(await readPreparedRows(db, `SELECT ${i} AS n`, [])).toEqual([{ n: i }]);
    }
    const prepared = await readRows<{ name: string }>(db, PREPARED_ON_THIS_CONNECTION, []);
    expect(prepared.length).toBeLessThanOrEqual(PREPARED_TEXTS_AT_MOST);
  });
});
