import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { AuthMessages, PROFILE_EVENT_TYPES, type ProfileEventType } from 'contract';
import { createSecretKey } from 'node:crypto';
import { createServer, IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseQuery } from 'node:querystring';
import { AnalyticsService } from '../analytics/analytics.service';
import { AppModule } from '../app.module';
import { ACCESS_TOKEN_ALGORITHM, AccessTokenClaims, AuthUser, toAuthUser } from '../auth/access-token.service';
import { SessionsService } from '../auth/sessions/sessions.service';
import { errorAnswer } from '../common/http/errors/http-exception.filter';
import { loadConfig } from '../config/app-config';
import { DailyPickService } from '../daily-pick/daily-pick.service';
import { parseDirectoryQuery } from '../directory/directory-query';
import { DirectoryService } from '../directory/directory.service';
import { ProfilesService } from '../profiles/profiles.service';

/**
 * The bench's framework-free reference (never part of the app): a plain node:http server that
 * answers the bench's requests by calling the services the controllers call, on the same database,
 * with nothing else (no logging, metrics, headers, ETag or cache). The app's CPU per request is
 * measured against it. Run as `node dist/bench/reference-server.js` with the app's settings and PORT.
 */
const EVENT_TYPES: ReadonlySet<string> = new Set(PROFILE_EVENT_TYPES);
const PROFILE_PATH = /^\/api\/profiles\/([^/]+)$/;
const EVENTS_PATH = /^\/api\/profiles\/([^/]+)\/events$/;

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, RUN_SCHEDULED_JOBS: 'false', SEED_ON_EMPTY_DATABASE: 'false' });
  const app = await NestFactory.createApplicationContext(AppModule.register(config), { logger: ['error'] });
  await app.init();
  const directory = app.get(DirectoryService);
  const profiles = app.get(ProfilesService);
  const dailyPick = app.get(DailyPickService);
  const analytics = app.get(AnalyticsService);
  const sessions = app.get(SessionsService);
  const jwt = app.get(JwtService);
  // As JwtStrategy holds it: a key object made once.
  const secret = createSecretKey(Buffer.from(config.jwtSecret)) as unknown as Buffer;

  /** The bearer as JwtStrategy takes it: a valid token whose session is live. */
  async function viewerOf(req: IncomingMessage): Promise<AuthUser | undefined | false> {
    const header = req.headers.authorization;
    if (!header) return undefined;
    try {
      const claims = jwt.verify<AccessTokenClaims>(header.slice('Bearer '.length), { secret, algorithms: [ACCESS_TOKEN_ALGORITHM] });
      const session = await sessions.accessTokenSession(claims.sid, claims.sub);
      return session ? toAuthUser(claims, session.secondFactor) : false;
    } catch {
      return false;
    }
  }

  async function answer(req: IncomingMessage, path: string, query: string): Promise<{ status: number; body?: unknown }> {
    const viewer = await viewerOf(req);
    if (viewer === false) return { status: 401, body: { statusCode: 401, message: AuthMessages.notAuthenticated, error: 'Unauthorized' } };
    if (req.method === 'GET') {
      if (path === '/api/health') return { status: 200, body: { status: 'ok' } };
      if (path === '/api/profiles') return { status: 200, body: await directory.list(parseDirectoryQuery(parseQuery(query))) };
      if (path === '/api/profiles/featured') return { status: 200, body: await directory.featured() };
      if (path === '/api/profiles/vip') return { status: 200, body: await directory.vip() };
      if (path === '/api/profiles/daily-pick') return { status: 200, body: await dailyPick.today() };
      const username = PROFILE_PATH.exec(path)?.[1];
      if (username) return { status: 200, body: await profiles.viewByUsername(decodeURIComponent(username), viewer?.id) };
    }
    const events = req.method === 'POST' ? EVENTS_PATH.exec(path)?.[1] : undefined;
    if (events) {
      const type = (JSON.parse(await bodyOf(req)) as { type?: unknown }).type;
      if (typeof type !== 'string' || !EVENT_TYPES.has(type)) return { status: 400, body: { statusCode: 400, message: 'Unknown event type', error: 'Bad Request' } };
      const forwarded = req.headers['x-forwarded-for'];
      const ip = typeof forwarded === 'string' ? forwarded.split(',').at(-1)!.trim() : req.socket.remoteAddress;
      await analytics.record(decodeURIComponent(events), type as ProfileEventType, { ip: ip ?? 'unknown', userAgent: String(req.headers['user-agent'] ?? '') }, viewer);
      return { status: 204 };
    }
    return { status: 404, body: { statusCode: 404, message: 'Not found', error: 'Not Found' } };
  }

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    const mark = url.indexOf('?');
    answer(req, mark < 0 ? url : url.slice(0, mark), mark < 0 ? '' : url.slice(mark + 1)).then(
      ({ status, body }) => send(res, status, body),
      (error: unknown) => {
        const { status, body } = errorAnswer(error);
        send(res, status, body);
      },
    );
  });
  server.keepAliveTimeout = 60_000;
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1');
  const stop = () => server.close(() => void app.close().then(() => process.exit(0)));
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.once('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.once('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: unknown): void {
  if (body === undefined) {
    res.writeHead(status).end();
    return;
  }
  const json = JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(json) }).end(json);
}

main().catch((error) => {
  console.error(`Reference server failed: ${(error as Error).message}`);
  process.exit(1);
});
