import type { RequestHandler } from 'express';
import { OVERLOADED_MESSAGE, sendServiceUnavailable } from '../common/http/errors/service-unavailable';
import { HASH_GATE_RETRY_AFTER_SECONDS } from './hash-gate';
import { PasswordHasher } from './password-hasher';

/**
 * For /api/auth/signin, mounted before the request log, the body parsers and Nest: while the hash gate
 * has no room, a sign-in is refused with 503 and Retry-After before any of them runs. In a flood these
 * refusals are nearly every request, and through the whole pipeline each would cost the event loop as
 * much as a directory read. A sign-in let
 * in here still asks the gate in AccountsService.signIn, since the gate may fill meanwhile.
 */
export function refuseSignInsWhileHashGateFull(hasher: PasswordHasher, onRefused: () => void): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/' || hasher.hasRoom()) return next();
    res.locals.shed = true;
    onRefused();
    // Answered before the no-store middleware runs; an auth answer is never kept, refusals included.
    res.setHeader('Cache-Control', 'no-store');
    sendServiceUnavailable(res, OVERLOADED_MESSAGE, HASH_GATE_RETRY_AFTER_SECONDS);
  };
}
