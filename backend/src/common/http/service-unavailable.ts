import { HttpException, HttpStatus } from '@nestjs/common';
import { Response } from 'express';

/** Said when the database is down, restarting or too slow: the visitor's request was not done, and may be repeated. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The site is briefly unavailable. Please try again in a moment.';
/** Said when this instance is too busy to take the request on. */
export const OVERLOADED_MESSAGE = 'The site is busy right now. Please try again in a moment.';

/** A restarting PostgreSQL is usually back within seconds. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** SQLSTATEs that say "not now" rather than "wrong": shutdown, starting up, cancelled (statement timeout), too many connections, connection failures. */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300', '08000', '08001', '08003', '08004', '08006']);
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);
/** pg's own words for a pool or connection that gave up (see database/serving-timeouts.ts). */
const UNREACHABLE_MESSAGES = /timeout exceeded when trying to connect|Connection terminated|Query read timeout|not queryable/i;

/** A 503 whose answer carries `Retry-After` (set by HttpExceptionFilter). */
export class ServiceUnavailableException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.SERVICE_UNAVAILABLE);
  }
}

/** Whether an error (pg's, or TypeORM's wrapping one) means the database cannot serve right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const candidate of [error, (error as { driverError?: unknown })?.driverError]) {
    const { code, message } = (candidate ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.has(code) || UNREACHABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/** The plain 503 for a database that cannot serve (down, frozen, or too slow for a request to wait). */
export function databaseUnavailable(): ServiceUnavailableException {
  return new ServiceUnavailableException(DATABASE_UNAVAILABLE_MESSAGE, DATABASE_RETRY_AFTER_SECONDS);
}

/** The plain 503 for a database that cannot serve; other errors pass unchanged. */
export function asServiceUnavailable(error: unknown): unknown {
  return isDatabaseUnavailable(error) ? databaseUnavailable() : error;
}

/** For answers sent outside Nest (the load shedder, express middleware). */
export function sendServiceUnavailable(res: Response, message: string, retryAfterSeconds: number): void {
  res.setHeader('Retry-After', String(retryAfterSeconds));
  res.status(HttpStatus.SERVICE_UNAVAILABLE).json({ statusCode: 503, message, error: 'Service Unavailable' });
}
