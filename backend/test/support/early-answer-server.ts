import { once } from 'node:events';
import { createServer, IncomingHttpHeaders, IncomingMessage, request, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A server on a free local port for a handler that answers some requests before Express (beacons,
 * cache hits, public reads): it answers what the handler takes, and 418 for everything the handler
 * leaves to Express.
 */
export async function earlyAnswerServer(handler: (req: IncomingMessage, res: ServerResponse) => boolean): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => handler(req, res) || res.writeHead(418).end());
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Closes the server and its kept-alive connections (fetch() keeps them). */
export function closeServer(server: Server | undefined): void {
  server?.closeAllConnections();
  server?.close();
}

/**
 * A GET as a browser or client may send it: fetch() refuses a body on a GET, and adds
 * `Cache-Control: no-cache` (which asks for the whole answer) to a revalidation.
 */
export function plainGet(url: string, headers: Record<string, string>, body = ''): Promise<{ status?: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
