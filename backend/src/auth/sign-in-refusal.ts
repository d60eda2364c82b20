import type { RequestHandler } from 'express';
import { OVERLOADED_MESSAGE, sendServiceUnavailable } from '../common/http/service-unavailable';
import { HASH_GATE_RETRY_AFTER_SECONDS } from './hash-gate';
import { PasswordHasher } from './password-hasher';

/**
 * For /api/auth/signin, mounted before the request log, the body parsers and Nest: while the hash gate
 * has no room, a sign-in is refused with 503 and Retry-After before any of them runs. In a flood these
 * refusals are nearly every request, and through the whole pipeline each cost the event loop as much
 * as a directory read: the bench's readers beside a flood waited behind them (issue 15). A sign-in let
 * in here still asks the gate in AccountsService.signIn, since the gate may fill meanwhile.
 */
export function refuseSignInsWhileHashGateFull(hasher: PasswordHasher, onRefused: () => void): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || req.path !== '/' || hasher.hasRoom()) return next();
    res.locals.shed = true;
    onRefused();
    sendServiceUnavailable(res, OVERLOADED_MESSAGE, HASH_GATE_RETRY_AFTER_SECONDS);
  };
}
