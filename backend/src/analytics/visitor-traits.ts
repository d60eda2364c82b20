import type { Request } from 'express';
import type { IncomingHttpHeaders } from 'node:http';
import type { VisitorTraits } from './visitor-hasher';

/** The address (as `trust proxy` resolves it) and browser of a request, to hash, never to keep. */
export function visitorTraits(req: Request): VisitorTraits {
  return traitsOf(req.ip ?? req.socket.remoteAddress, req.headers);
}

export function traitsOf(address: string | undefined, headers: IncomingHttpHeaders): VisitorTraits {
  return { ip: address ?? 'unknown', userAgent: String(headers['user-agent'] ?? '').slice(0, 512) };
}
