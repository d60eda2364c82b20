import type { Request } from 'express';
import type { VisitorTraits } from './visitor-hasher';

/** The address (as `trust proxy` resolves it) and browser of a request, to hash, never to keep. */
export function visitorTraits(req: Request): VisitorTraits {
  return { ip: req.ip ?? req.socket.remoteAddress ?? 'unknown', userAgent: String(req.headers['user-agent'] ?? '').slice(0, 512) };
}
