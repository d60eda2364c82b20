import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { refreshCookie, wizard } from '../auth/auth-fixtures';

jest.setTimeout(120_000);

const main = join(__dirname, '..', '..', 'dist', 'main.js');

/** The built app as `npm start` runs it, with its own embedded database; its output without colours. */
class RunningApp {
  output = '';
  private constructor(private readonly child: ChildProcess) {
    const collect = (chunk: Buffer) => (this.output += chunk.toString().replace(/\x1b\[[0-9;]*m/g, ''));
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
  }

  static async start(env: Record<string, string>): Promise<RunningApp> {
    const app = new RunningApp(spawn(process.execPath, [main], { env: { PATH: process.env.PATH!, ...env }, stdio: ['ignore', 'pipe', 'pipe'] }));
    const deadline = Date.now() + 90_000;
    while (!app.output.includes('Site ready on')) {
      if (app.child.exitCode !== null) throw new Error(`The app exited with code ${app.child.exitCode}:\n${app.output}`);
      if (Date.now() > deadline) throw new Error(`The app did not start:\n${app.output}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return app;
  }

  async stop(signal: NodeJS.Signals): Promise<number | null> {
    const exited = once(this.child, 'exit');
    this.child.kill(signal);
    const [code] = await exited;
    return code;
  }
}

describe('stopping and starting again', () => {
  it('stops the site before its embedded database on SIGTERM, exits with 0, and finds the data intact on the next start', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
    const env = {
      PORT: String(await freePort()),
      EMBEDDED_PG_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SEED_ON_EMPTY_DATABASE: 'false',
      RUN_SCHEDULED_JOBS: 'false',
    };
    const http = () => request(`http://127.0.0.1:${env.PORT}`);

    const first = await RunningApp.start(env);
    const account = wizard();
    const signedUp = await http().post('/api/auth/signup').field('data', JSON.stringify(account)).expect(201);
    expect(await first.stop('SIGTERM')).toBe(0);

    const lines = first.output.split('\n');
    const at = (text: string) => lines.findIndex((line) => line.includes(text));
    expect(at('SIGTERM received, shutting down')).toBeGreaterThan(at('Site ready on'));
    expect(at('Site stopped')).toBeGreaterThan(at('SIGTERM received, shutting down'));
    expect(at('Embedded PostgreSQL stopped')).toBeGreaterThan(at('Site stopped'));
    expect(first.output).not.toMatch(/ERROR|Error:/);
    // PostgreSQL removes its pid file only when it shut down cleanly.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);

    const second = await RunningApp.start(env);
    try {
      expect(second.output).not.toContain('Creating the embedded PostgreSQL database');
      await http().get('/api/health').expect(200, { status: 'ok', db: 'ok' });
      const signedIn = await http().post('/api/auth/signin').send({ email: account.email, password: account.password }).expect(200);
      expect(signedIn.body.profile).toMatchObject({ username: account.username, bio: account.bio });
      // The session and the secret that signs tokens were kept too.
      await http().post('/api/auth/refresh').set('Cookie', refreshCookie(signedUp)).expect(200);
    } finally {
      expect(await second.stop('SIGINT')).toBe(0);
    }
  });
});
