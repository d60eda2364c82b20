import { HttpException, HttpStatus } from '@nestjs/common';
import { Response } from 'express';

/** Said when the database or the file store is down, restarting, full or too slow: the visitor's request was not done, and may be repeated. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';
/** Said when this instance is too busy to take the request on. */
export const OVERLOADED_MESSAGE = 'The site is busy right now. Please try again in a moment.';

/** A restarting PostgreSQL is usually back within seconds, and so is an object store that asked us to slow down. */
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * SQLSTATEs that say "not now" rather than "wrong": any connection exception (class 08) or lack of
 * resources (class 53: disk full, out of memory, too many connections), shutdown and starting up,
 * a cancelled statement (its time limit), a lock not granted in time, and a server that became read-only.
 */
const UNAVAILABLE_SQLSTATE = /^(?:08|53)[0-9A-Z]{3}$|^(?:57P01|57P02|57P03|57014|55P03|25006)$/;
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** A disk that is full, read-only or failing, or a process out of file handles: nothing a caller did wrong. */
const STORAGE_CODES = new Set(['ENOSPC', 'EROFS', 'EDQUOT', 'EIO', 'EMFILE', 'ENFILE']);
/** An S3-compatible store's own words for "not now" (MinIO's for a full or degraded store). */
const OBJECT_STORE_CODES = new Set(['SlowDown', 'ServiceUnavailable', 'InternalError', 'RequestTimeout', 'XMinioStorageFull', 'XMinioServerNotInitialized', 'XMinioReadQuorum', 'XMinioWriteQuorum']);
/** TypeORM's errors for a transaction whose connection died under it (pg's 'error' event released its runner). */
const RELEASED_RUNNER_ERRORS = new Set(['QueryRunnerAlreadyReleasedError', 'QueryRunnerProviderAlreadyReleasedError']);
/** pg's own words for a pool or connection that gave up (see database/serving-timeouts.ts). */
const UNREACHABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i;
/** How deep a chain of causes is followed: wrappers nest a few levels at most. */
const MAX_CAUSES = 8;

/** A 503 whose answer carries `Retry-After` (set by HttpExceptionFilter). */
export class ServiceUnavailableException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

function saysUnavailable(candidate: unknown): boolean {
  const { code, message, name } = (candidate ?? {}) as { code?: unknown; message?: unknown; name?: unknown };
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_CODES.has(code) || STORAGE_CODES.has(code) || OBJECT_STORE_CODES.has(code))) return true;
  if (typeof name === 'string' && RELEASED_RUNNER_ERRORS.has(name)) return true;
  return typeof message === 'string' && UNREACHABLE_MESSAGES.test(message);
}

/**
 * The error in `error`'s chain (its `cause`s, and TypeORM's `driverError`) that says the database or
 * the file store cannot serve right now, however a module wrapped it; undefined when none does.
 */
export function unavailableCause(error: unknown): Error | undefined {
  const queue: unknown[] = [error];
  for (let seen = 0; queue.length && seen < MAX_CAUSES; seen += 1) {
    const candidate = queue.shift();
    if (saysUnavailable(candidate)) return candidate as Error;
    const { driverError, cause } = (candidate ?? {}) as { driverError?: unknown; cause?: unknown };
    queue.push(...[driverError, cause].filter((next) => next !== undefined && next !== null));
  }
  return undefined;
}

/** Whether an error (pg's, TypeORM's, the file store's, or a module's wrapping one) means a dependency cannot serve right now. */
export function isUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/** The plain 503 for a database or file store that cannot serve (down, frozen, full, or too slow for a request to wait). */
export function databaseUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE, UNAVAILABLE_RETRY_AFTER_SECONDS);
}

/** For answers sent outside Nest (the load shedder, express middleware). */
export function sendServiceUnavailable(res: Response, message: string, retryAfterSeconds: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(HttpStatus.SERVICE_UNAVAILABLE).json({ statusCode: 503, message, error: 'Service Unavailable' });
}
