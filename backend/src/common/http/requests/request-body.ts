import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { sendError } from '../errors/http-exception.filter';

export const UNSUPPORTED_BODY_MESSAGE = 'Content-Type must be application/json or multipart/form-data';

/** Whether a request carries a body: a length above zero, or one sent in chunks. */
export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
}

function refuse(res: Response, status: 415, message: string): void {
  res.status(status).json({ statusCode: status, message, error: 'Unsupported Media Type' });
}

/**
 * The one reader of request bodies, run only for a request that has one, whatever its method: JSON
 * is parsed (within `limit`), multipart is left to the upload interceptor, anything else is a 415.
 * Parser failures (bad JSON, too large) answer here, as the exception filter would.
 */
export function requestBodies(options: { limit: string }): RequestHandler {
  const json = express.json({ limit: options.limit });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!hasBody(req)) return next();
    const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'multipart/form-data') return next();
    if (type !== 'application/json') return refuse(res, 415, UNSUPPORTED_BODY_MESSAGE);
    json(req, res, (error?: unknown) => {
      if (error === undefined) return next();
      if (typeof (error as { type?: unknown }).type === 'string' && (error as { status?: unknown }).status) return sendError(error, res);
      next(error);
    });
  };
}
