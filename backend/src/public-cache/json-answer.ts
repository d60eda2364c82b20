import fresh from 'fresh';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * Express's res.send of a JSON body, for answers written before Express: the ETag, then 304 when the
 * client already holds a success's ETag, else the body in UTF-8 with its length.
 */
export function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: Buffer, etag: string | undefined): void {
  if (etag) res.setHeader('ETag', etag);
  if (status === 200 && etag && fresh(req.headers, { etag })) {
    res.writeHead(304).end();
    return;
  }
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': body.length }).end(body);
}
