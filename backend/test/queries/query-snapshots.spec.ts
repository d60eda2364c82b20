import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateQuerySnapshots, QUERIES_DIR, QuerySnapshots } from '../../src/database/queries/query-snapshots';
import { createTestDatabase, dropTestDatabase } from '../test-app';

describe('query snapshots: docs/queries holds every statement the repositories run', () => {
  let databaseUrl: string;
  let generated: QuerySnapshots;
  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    generated = await generateQuerySnapshots(databaseUrl);
  });
  afterAll(() => dropTestDatabase(databaseUrl));

  it('calls every public method of every class that runs SQL, and each call reaches statements that run', () => {
    expect(generated.problems).toEqual([]);
  });

  it('has one file per source file, no more (after changing a query, run `npm run queries`)', () => {
    const committed = existsSync(QUERIES_DIR) ? readdirSync(QUERIES_DIR).filter((file) => file.endsWith('.sql')).sort() : [];
    expect(committed).toEqual([...generated.files.keys()]);
  });

  it('matches the statements the code sends, file by file (after changing a query, run `npm run queries`)', () => {
    const committed = (file: string) => (existsSync(join(QUERIES_DIR, file)) ? readFileSync(join(QUERIES_DIR, file), 'utf8') : '(missing)');
    const stale = [...generated.files.keys()].filter((file) => committed(file) !== generated.files.get(file));
    // Every file that differs, each with its diff.
    expect(Object.fromEntries(stale.map((file) => [file, committed(file)]))).toEqual(Object.fromEntries(stale.map((file) => [file, generated.files.get(file)])));
  });
});
