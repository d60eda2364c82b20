import { randomUUID } from 'node:crypto';
import { Request, Response } from 'express';

const COOKIE = 'visitor_id';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ONE_YEAR_MS = 365 * 86_400_000;

/** The anonymous id of this browser, issued on first use: a like counts once per browser, and a contact-reveal token is bound to it. */
export function visitorId(req: Request, res: Response): string {
  const existing = (req.cookies as Record<string, unknown> | undefined)?.[COOKIE];
  if (typeof existing === 'string' && UUID.test(existing)) return existing.toLowerCase();
  const id = randomUUID();
  res.cookie(COOKIE, id, { httpOnly: true, sameSite: 'lax', secure: req.secure, maxAge: ONE_YEAR_MS, path: '/' });
  return id;
}
