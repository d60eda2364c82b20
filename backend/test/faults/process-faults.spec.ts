import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { wizard } from '../auth/auth-fixtures';
import { RunningApp } from '../running-app';
import { eventually } from '../eventually';
import { heldPost, keepAliveLoad, LoadResult } from './http-load';

jest.setTimeout(180_000);

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Faults injected into the built app running as its own process with its embedded PostgreSQL, one
 * data folder throughout, as an operator's supervisor would meet them: each step starts the app
 * with a plain start after the previous fault.
 */
describe('faults of the running site (real processes)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'faults-'));
  const pidFile = join(dataDir, 'postgres', 'postmaster.pid');
  const postmasterPid = () => Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  let env: Record<string, string>;
  let app: RunningApp | undefined;
  const account = wizard();
  const http = () => request(`http://127.0.0.1:${env.PORT}`);

  beforeAll(async () => {
    env = {
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_ON_EMPTY_DATABASE: 'false',
      RUN_SCHEDULED_JOBS: 'false',
      PUBLIC_CACHE_SECONDS: '0',
    };
  });

  afterAll(async () => {
    await app?.stop('SIGKILL');
    if (existsSync(pidFile) && alive(postmasterPid())) process.kill(postmasterPid(), 'SIGINT');
  });

  it('after kill -9 of the app, a plain start stops the PostgreSQL it left running and serves the data it had', async () => {
    app = await RunningApp.start(env);
    await http().post('/api/auth/signup').field('data', JSON.stringify(account)).expect(201);
    const orphan = postmasterPid();

    expect(await app.stop('SIGKILL')).toBeNull();
    expect(alive(orphan)).toBe(true);

    app = await RunningApp.start(env);
    expect(app.output).toContain(`Stopping the embedded PostgreSQL (pid ${orphan}) left running`);
    expect(alive(orphan)).toBe(false);
    const signedIn = await http().post('/api/auth/signin').send({ email: account.email, password: account.password }).expect(200);
    expect(signedIn.body.profile.username).toBe(account.username);
  });

  it('when its PostgreSQL is killed, the app says why and exits non-zero instead of answering errors', async () => {
    const running = app!;
    process.kill(postmasterPid(), 'SIGKILL');

    expect(await running.exited).toBe(1);
    expect(running.output).toMatch(/The embedded PostgreSQL was ended by SIGKILL.*; stopping the site/);
  });

  it('on SIGTERM under 50 connections of load, answers every request it took, closes kept-alive connections and exits 0 within 10 s', async () => {
    // A plain start again, after the crash above (PostgreSQL recovers from its log); JSON logs this time.
    app = await RunningApp.start({ ...env, LOG_FORMAT: 'json' });
    const running = app;
    const base = new URL(`http://127.0.0.1:${env.PORT}`);
    let signalledAt = 0;
    const progress: LoadResult = { answers: [], refused: 0, failures: [] };
    const paths = ['/api/profiles', '/api/profiles?search=wellington', '/api/profiles/featured', `/api/profiles/${account.username}`];
    const load = keepAliveLoad(base, 50, paths, () => !running.running, progress);

    // Signal once the load is well under way, however slow a busy machine makes it.
    await eventually(async () => expect(progress.answers.filter((answer) => answer.status < 500).length).toBeGreaterThanOrEqual(150), 30_000);
    // A sign-in whose body is still to come is under way at the signal, however fast the reads are answered
    // (a quickly answered read can leave no request under way at that instant); its body follows once the stop has begun.
    const signIn = heldPost(base, '/api/auth/signin', JSON.stringify({ email: account.email, password: `${account.password}-wrong` }));
    await signIn.taken;
    signalledAt = Date.now();
    running.child.kill('SIGTERM');
    await eventually(async () => expect(running.output).toContain('SIGTERM received, shutting down'), 5_000);
    const signedIn = await signIn.send();
    const code = await running.exited;
    const stoppedIn = Date.now() - signalledAt;
    const { refused, failures } = await load;
    const answers = [...progress.answers, signedIn];

    expect(code).toBe(0);
    expect(stoppedIn).toBeLessThan(10_000);
    expect(signedIn).toMatchObject({ status: 401, connection: 'close' });
    // Every answer that began also ended, and none was an error.
    expect(failures).toEqual([]);
    expect(answers.filter((answer) => answer.status >= 500 && answer.status !== 503)).toEqual([]);
    // The server's count of what it answered while stopping, none cut at the deadline, each with
    // Connection: close (so no client kept that connection), matches what the clients received.
    const drained = /Stopped taking requests; answered the (\d+) under way"/.exec(running.output);
    expect(drained).not.toBeNull();
    const closing = answers.filter((answer) => answer.connection === 'close');
    expect(closing.length).toBe(Number(drained![1]));
    expect(closing.length).toBeGreaterThan(0);
    console.log(`SIGTERM under 50 connections: exited 0 after ${stoppedIn} ms; ${answers.length} answered in all, ${closing.length} while stopping (each with Connection: close), ${refused} not taken (connection refused or closed unread)`);

    // Structured logs: one JSON object a line, each answered request with its id, and no route-mapping noise.
    const lines = running.output.trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as { msg: string; reqId?: string; req?: unknown });
    const requestLines = entries.filter((entry) => entry.req);
    expect(requestLines.length).toBeGreaterThan(100);
    expect(requestLines.every((entry) => typeof entry.reqId === 'string' && entry.reqId.length > 0)).toBe(true);
    expect(entries.some((entry) => /Mapped \{/.test(entry.msg))).toBe(false);
  });
});
