import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { refreshCookie, wizard } from '../auth/auth-fixtures';
import { RunningApp } from '../running-app';

jest.setTimeout(120_000);

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
