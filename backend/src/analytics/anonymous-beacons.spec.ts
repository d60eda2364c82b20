import type { Server } from 'node:http';
import { once } from 'node:events';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { closeServer, earlyAnswerServer } from '../../test/support/early-answer-server';
import { ServiceUnavailableException } from '../common/http/service-unavailable';
import { AnalyticsService } from './analytics.service';
import { anonymousBeacons } from './anonymous-beacons';

/** A server that answers what anonymousBeacons takes, and 418 for the rest. */
async function serverWith(record: jest.Mock, saturated = false): Promise<{ server: Server; url: string; routes: string[] }> {
  const routes: string[] = [];
  const beacons = anonymousBeacons({
    analytics: { record } as unknown as AnalyticsService,
    clientAddress: () => '203.0.113.9',
    admit: () => (saturated ? new ServiceUnavailableException('Busy.', 2) : undefined),
    measure: (res, routeOf) => res.once('close', () => routes.push(routeOf())),
  });
  return { ...(await earlyAnswerServer(beacons)), routes };
}

const beacon = (url: string, init: RequestInit = {}) =>
  fetch(`${url}/api/profiles/olivia5/events`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'User-Agent': 'Browser' }, body: '{"type":"call"}', ...init });

describe('anonymousBeacons', () => {
  let server: Server | undefined;
  afterEach(() => closeServer(server));

  it('counts an anonymous beacon and answers 204, with the address and browser of the request', async () => {
    const record = jest.fn().mockResolvedValue('counted');
    const app = await serverWith(record);
    server = app.server;

    expect((await beacon(app.url)).status).toBe(204);
    expect(record).toHaveBeenCalledWith('olivia5', 'call', { ip: '203.0.113.9', userAgent: 'Browser' }, undefined);
    expect(app.routes).toEqual(['/api/profiles/:username/events']);
  });

  it('leaves to Express what it does not take: other methods and paths, a bearer, another type, a large or compressed body', async () => {
    const record = jest.fn();
    const app = await serverWith(record);
    server = app.server;
    const statuses = [
      await fetch(`${app.url}/api/profiles/olivia5/events`),
      await fetch(`${app.url}/api/profiles/olivia5/like`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{}' }),
      await fetch(`${app.url}/api/profiles/oli%20via/events`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"type":"call"}' }),
      await beacon(app.url, { headers: { 'Content-Type': 'application/json', Authorization: 'Bearer token' } }),
      await beacon(app.url, { headers: { 'Content-Type': 'text/plain' } }),
      await beacon(app.url, { body: JSON.stringify({ type: 'call', padding: 'x'.repeat(2000) }) }),
      await beacon(app.url, { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' } }),
    ].map((res) => res.status);

    expect(statuses).toEqual([418, 418, 418, 418, 418, 418, 418]);
    expect(record).not.toHaveBeenCalled();
  });

  it('refuses a beacon while the instance sheds load, with the app’s 503 and Retry-After', async () => {
    const record = jest.fn();
    const app = await serverWith(record, true);
    server = app.server;

    const refused = await beacon(app.url);

    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([503, '2', { statusCode: 503, message: 'Busy.', error: 'Service Unavailable' }]);
    expect(record).not.toHaveBeenCalled();
    expect(app.routes).toEqual(['shed']);
  });

  it('counts nothing, and keeps serving, when a visitor leaves before the whole body came', async () => {
    const record = jest.fn().mockResolvedValue('counted');
    const app = await serverWith(record);
    server = app.server;
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /api/profiles/olivia5/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 15\r\n\r\n{"type"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(record).not.toHaveBeenCalled();
    expect((await beacon(app.url)).status).toBe(204);
  });
});
