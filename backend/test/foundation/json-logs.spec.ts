import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { DEMO_ADMIN } from '../../src/database/seed/seed';
import { RunningApp } from '../running-app';
import { createTestDatabase, dropTestDatabase, TEST_JWT_SECRET } from '../test-app';

jest.setTimeout(120_000);

const main = join(__dirname, '..', '..', 'dist', 'main.js');

/** Each line of a process's output as the JSON object it must be (a line that is not JSON fails here, naming it). */
function jsonLines(output: string): Array<{ level: number; msg: string }> {
  return output
    .trim()
    .split('\n')
    .map((line) => {
      try {
        return JSON.parse(line) as { level: number; msg: string };
      } catch {
        throw new Error(`Not a JSON line: ${line}`);
      }
    });
}

/** With LOG_FORMAT=json a log collector reads every line the app writes, from the first to the last. */
describe('JSON logs', () => {
  it('writes only JSON lines from start to stop on a database with the demo accounts, the demo-accounts banner as one entry', async () => {
    const databaseUrl = await createTestDatabase();
    const db = new Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query(`INSERT INTO users (email, password_hash) VALUES ($1, 'not-a-hash')`, [DEMO_ADMIN.email]);
    const port = await freePort();
    const app = await RunningApp.start({
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'json-logs-')),
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_FORMAT: 'json',
      SEED_ON_EMPTY_DATABASE: 'false',
      RUN_SCHEDULED_JOBS: 'false',
    });
    try {
      await request(`http://127.0.0.1:${port}`).get('/api/profiles').expect(200);
    } finally {
      expect(await app.stop('SIGTERM')).toBe(0);
      await db.end();
      await dropTestDatabase(databaseUrl);
    }

    const entries = jsonLines(app.output);
    const banner = entries.filter((entry) => entry.msg.startsWith('Demo accounts:'));
    expect(banner).toHaveLength(1);
    expect(banner[0].msg).toContain(`admin (superadmin): ${DEMO_ADMIN.email}`);
    expect(entries.map((entry) => entry.msg)).toEqual(expect.arrayContaining([expect.stringMatching(/^Site ready on/), 'Site stopped']));
  });

  it('ends a start that failed with one JSON line, whether the settings or the port were at fault', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const { port } = taken.address() as { port: number };
    const boot = (env: Record<string, string>) =>
      spawnSync(process.execPath, [main], {
        env: { PATH: process.env.PATH!, LOG_FORMAT: 'json', DATA_DIR: mkdtempSync(join(tmpdir(), 'json-logs-')), ...env },
        encoding: 'utf8',
        timeout: 80_000,
      });
    try {
      for (const [env, said] of [
        [{ PORT: 'abc' }, 'Cannot start: invalid setting: PORT must be a whole number from 0 to 65535 (got "abc")'],
        [{ PORT: String(port) }, `Cannot start: port ${port} is already in use; stop the other program or set PORT to a free port`],
      ] as const) {
        const result = boot(env);
        expect(result.status).toBe(1);
        expect(result.stdout).toBe('');
        expect(jsonLines(result.stderr)).toEqual([expect.objectContaining({ level: 60, msg: said })]);
      }
    } finally {
      taken.close();
    }
  });
});
