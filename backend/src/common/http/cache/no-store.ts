import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';

/**
 * Routes whose every answer is about the caller (sessions, passwords) or for staff only.
 * Case-insensitive, as Express routes: `/api/Auth/signin` reaches the sign-in too.
 */
const PERSONAL_PATHS = /^\/api\/(?:auth|admin)(?:\/|$)/i;

/**
 * `Cache-Control: no-store` on every authenticated or personal answer, so neither a shared proxy
 * nor the browser's back button keeps one: requests with credentials (a bearer token or a
 * cookie), and the auth and back-office routes whatever they carry. Anonymous public reads keep
 * their own caching.
 */
export function noStoreForPersonalAnswers(req: Request, res: Response, next: NextFunction): void {
  // The path as routed, wherever this is mounted: the mount point, then the rest, without the query.
  if (hasCredentials(req) || PERSONAL_PATHS.test(req.baseUrl + req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
}

/** A bearer token or a cookie: the answer may be about the caller. */
export function hasCredentials(req: IncomingMessage): boolean {
  return req.headers.authorization !== undefined || req.headers.cookie !== undefined;
}
