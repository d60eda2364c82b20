import { JwtService } from '@nestjs/jwt';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { freePort } from '../../src/common/net/free-port';
import { SessionsRepository } from '../../src/auth/sessions/sessions.repository';
import { AccessTokenSessions } from '../../src/auth/sessions/access-token-sessions';
import { createAdvertiser, FACTORY_PASSWORD } from '../factories/users.factory';
import { eventually } from '../eventually';
import { RunningApp } from '../running-app';
import { createTestApp, TEST_JWT_SECRET, TestApp } from '../test-app';
import { signin } from './auth-fixtures';

jest.setTimeout(60_000);

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Every 50 ms until `check` holds, failing at one second: the promise of a revoked session's reach. */
const withinOneSecond = (check: () => Promise<void>) => eventually(check, 1000);

describe('access tokens checked against their session from memory', () => {
  let a: TestApp;
  /** Another instance on the same database, in a process of its own (passport's strategies are one per process). */
  let b: RunningApp;
  let bUrl: string;
  beforeAll(async () => {
    a = await createTestApp();
    const port = await freePort();
    bUrl = `http://127.0.0.1:${port}`;
    b = await RunningApp.start({
      PORT: String(port),
      DATABASE_URL: a.databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), 'second-instance-')),
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_ON_EMPTY_DATABASE: 'false',
      RUN_SCHEDULED_JOBS: 'false',
      FRONTEND_DIST: a.config.frontendDist,
      ADMIN_DIST: a.config.adminDist,
    });
    await eventually(async () => expect(a.app.get(AccessTokenSessions).serving).toBe(true));
  });
  afterAll(async () => {
    await b.stop('SIGTERM');
    await a.close();
  });

  async function signedIn(t: TestApp): Promise<{ token: string; sid: string; userId: string }> {
    const { user } = await createAdvertiser(t);
    const token = (await signin(t, user.email, FACTORY_PASSWORD).expect(200)).body.accessToken as string;
    return { token, sid: t.app.get(JwtService).decode(token).sid, userId: user.id };
  }

  it('asks the database once for a session, then answers from memory', async () => {
    const { token } = await signedIn(a);
    const findLive = jest.spyOn(a.app.get(SessionsRepository), 'findLive');
    try {
      for (let i = 0; i < 3; i += 1) await a.http().get('/api/auth/me').set(bearer(token)).expect(200);
      expect(findLive).toHaveBeenCalledTimes(1);
    } finally {
      findLive.mockRestore();
    }
  });

  it('refuses a session signed out on one instance on the other within a second', async () => {
    const { token } = await signedIn(a);
    await a.http().get('/api/auth/me').set(bearer(token)).expect(200);
    await request(bUrl).get('/api/auth/me').set(bearer(token)).expect(200);
    await request(bUrl).get('/api/auth/me').set(bearer(token)).expect(200);

    await a.http().post('/api/auth/signout').set(bearer(token)).expect(200);

    await a.http().get('/api/auth/me').set(bearer(token)).expect(401);
    await withinOneSecond(async () => {
      await request(bUrl).get('/api/auth/me').set(bearer(token)).expect(401);
    });
  });

  it('refuses a session ended by another process, or removed, within a second', async () => {
    const revoked = await signedIn(a);
    const removed = await signedIn(a);
    for (const { token } of [revoked, removed]) await a.http().get('/api/auth/me').set(bearer(token)).expect(200);

    await a.db.query(`UPDATE sessions SET revoked_at = now(), revoked_reason = 'admin' WHERE id = $1`, [revoked.sid]);
    await a.db.query(`DELETE FROM sessions WHERE id = $1`, [removed.sid]);

    await withinOneSecond(async () => {
      await a.http().get('/api/auth/me').set(bearer(revoked.token)).expect(401);
      await a.http().get('/api/auth/me').set(bearer(removed.token)).expect(401);
    });
  });
});

describe('AccessTokenSessions', () => {
  it('believes a session no longer than its own end, nor another user’s token for it', () => {
    const sessions = new AccessTokenSessions({ subscribeToSessionEnds: () => undefined } as never);
    sessions.setListening(true);
    sessions.set('s-1', { sessionId: 's-1', userId: 'u-1', secondFactor: null, endsAt: 5_000 }, sessions.generation);

    expect(sessions.live('s-1', 'u-1', 4_999)).toBeDefined();
    expect(sessions.live('s-1', 'u-2', 4_999)).toBeUndefined();
    expect(sessions.live('s-1', 'u-1', 5_000)).toBeUndefined();
  });

  it('remembers nothing while it cannot hear sessions end', () => {
    const sessions = new AccessTokenSessions({ subscribeToSessionEnds: () => undefined } as never);
    sessions.setListening(true);
    sessions.set('s-1', { sessionId: 's-1', userId: 'u-1', secondFactor: null, endsAt: Date.now() + 60_000 }, sessions.generation);
    sessions.setListening(false);
    sessions.set('s-2', { sessionId: 's-2', userId: 'u-1', secondFactor: null, endsAt: Date.now() + 60_000 }, sessions.generation);

    expect(sessions.live('s-1', 'u-1')).toBeUndefined();
    sessions.setListening(true);
    expect(sessions.live('s-1', 'u-1')).toBeUndefined();
    expect(sessions.live('s-2', 'u-1')).toBeUndefined();
  });

  it('does not keep a session found live while it was being ended', () => {
    const sessions = new AccessTokenSessions({ subscribeToSessionEnds: () => undefined } as never);
    sessions.setListening(true);
    const generation = sessions.generation;
    sessions.sessionEnded('s-1');
    sessions.set('s-1', { sessionId: 's-1', userId: 'u-1', secondFactor: null, endsAt: Date.now() + 60_000 }, generation);

    expect(sessions.live('s-1', 'u-1')).toBeUndefined();
  });
});
