import type { IncomingMessage } from 'node:http';

/** Whether a request carries a body: a length above zero, or one sent in chunks. */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}
