import type { NextFunction, Request, Response } from 'express';
import { appError, ErrorKind } from '../../errors/app.exception';

/** Deeper JSON than any form of ours sends; a much deeper body would overflow class-transformer (a 500). */
export const MAX_INPUT_DEPTH = 32;

/**
 * C0 control characters and DEL, except tab, line feed and carriage return, which multi-line text
 * (a bio, a message) may hold. PostgreSQL refuses NUL in text, which would answer 500.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const HostileInputMessages = {
  controlCharacter: (field: string) => `The field "${field}" contains a character that is not allowed`,
  tooDeep: (field: string) => `The field "${field}" is nested too deeply`,
  address: 'The address contains a character that is not allowed',
} as const;

function child(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** The first problem in a parsed input (body, query, a JSON field), naming the field by its path, or null. */
export function hostileInputProblem(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return CONTROL_CHARACTER.test(value) ? HostileInputMessages.controlCharacter(path || 'body') : null;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (depth >= MAX_INPUT_DEPTH) return HostileInputMessages.tooDeep(path || 'body');
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, i) => [i, item]) : Object.entries(value);
  for (const [key, item] of entries) {
    const at = child(path, key);
    if (typeof key === 'string' && CONTROL_CHARACTER.test(key)) return HostileInputMessages.controlCharacter(at);
    const problem = hostileInputProblem(item, at, depth + 1);
    if (problem) return problem;
  }
  return null;
}

export function assertNoHostileInput(value: unknown, path: string): void {
  const problem = hostileInputProblem(value, path);
  if (problem) throw appError(ErrorKind.BadInput, problem);
}

/**
 * Every request, before any route reads it: the decoded path, the query and a JSON body. A
 * multipart body is parsed later, by the upload interceptor, which checks its fields the same way.
 */
export function rejectHostileInput(req: Request, res: Response, next: NextFunction): void {
  let path = req.path;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    // Not percent-encoded text: the routes answer it as an unknown address.
  }
  const problem = CONTROL_CHARACTER.test(path) ? HostileInputMessages.address : (hostileInputProblem(req.query, '') ?? hostileInputProblem(req.body, ''));
  if (!problem) return next();
  res.status(400).json({ statusCode: 400, message: problem, error: 'Bad Request' });
}
