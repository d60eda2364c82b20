import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Response } from 'express';
import { AppException, ErrorKind, TooManyRequestsException } from '../../errors/app.exception';
import { databaseUnavailable, ServiceUnavailableException, unavailableCause } from './service-unavailable';

export interface ErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** The HTTP status of each kind of domain error: the only place the modules' errors meet HTTP. */
const STATUS_OF_KIND: Record<ErrorKind, number> = {
  [ErrorKind.BadInput]: HttpStatus.BAD_REQUEST,
  [ErrorKind.Unauthenticated]: HttpStatus.UNAUTHORIZED,
  [ErrorKind.Forbidden]: HttpStatus.FORBIDDEN,
  [ErrorKind.NotFound]: HttpStatus.NOT_FOUND,
  [ErrorKind.Gone]: HttpStatus.GONE,
  [ErrorKind.Conflict]: HttpStatus.CONFLICT,
  [ErrorKind.TooLarge]: HttpStatus.PAYLOAD_TOO_LARGE,
  [ErrorKind.UnsupportedMediaType]: HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  [ErrorKind.TooManyRequests]: HttpStatus.TOO_MANY_REQUESTS,
  [ErrorKind.Failed]: HttpStatus.INTERNAL_SERVER_ERROR,
};

/** Body-parser and multer errors carry a status but are not HttpExceptions. */
function statusOf(exception: unknown): number | undefined {
  if (exception instanceof AppException) return STATUS_OF_KIND[exception.kind];
  if (exception instanceof HttpException) return exception.getStatus();
  const candidate = exception as { status?: unknown; statusCode?: unknown; type?: unknown; code?: unknown };
  if (candidate?.code === 'LIMIT_FILE_SIZE') return HttpStatus.PAYLOAD_TOO_LARGE;
  if (typeof candidate?.code === 'string' && candidate.code.startsWith('LIMIT_')) return HttpStatus.BAD_REQUEST;
  const status = candidate?.status ?? candidate?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

function messageOf(exception: unknown, status: number): string {
  if (exception instanceof AppException) return exception.message;
  const type = (exception as { type?: string })?.type;
  if (type === 'entity.parse.failed') return 'The request body is not valid JSON';
  if (type === 'entity.too.large') return 'The request body is too large';
  if (type === 'encoding.unsupported' || type === 'charset.unsupported') return 'Unsupported request encoding';
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    if (typeof response === 'string') return response;
    const message = (response as { message?: unknown }).message;
    if (Array.isArray(message)) return String(message[0]);
    if (typeof message === 'string') return message;
    return exception.message;
  }
  if (status < 500 && exception instanceof Error) return exception.message;
  return 'Something went wrong. Please try again.';
}

function describe(error: Error): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : `${error.name}: ${error.message}`;
}

/** The stack of a fault and of each error it wraps, since a module's "failed" says little by itself. */
function logged(exception: unknown): string {
  const lines = [exception instanceof Error ? String(exception.stack) : String(exception)];
  for (let cause = (exception as Error)?.cause; cause !== undefined && lines.length < 5; cause = (cause as Error)?.cause) {
    lines.push(`caused by: ${(cause as Error)?.stack ?? String(cause)}`);
  }
  return lines.join('\n');
}

/** What the app answers for an error: status, body and, for a refusal to be retried, Retry-After. */
export interface ErrorAnswer {
  status: number;
  body: ErrorBody;
  retryAfterSeconds?: number;
}

const logger = new Logger('HTTP');

/** A refusal a module or Nest chose to give (a 4xx, a 429, a 503), which no cause of it changes. */
function isDeliberate(thrown: unknown): boolean {
  return thrown instanceof HttpException || (thrown instanceof AppException && thrown.kind !== ErrorKind.Failed);
}

/**
 * The answer to an error, logged when it is a fault (a 500) or a dependency is unavailable. An
 * unavailable database or file store anywhere in the error's causes is the one 503 with Retry-After,
 * whichever module caught it and whatever it wrapped it in: the only place that decides so.
 */
export function errorAnswer(thrown: unknown): ErrorAnswer {
  const unavailable = isDeliberate(thrown) ? undefined : unavailableCause(thrown);
  const exception = unavailable ? databaseUnavailable() : thrown;
  const status = statusOf(exception) ?? 500;
  if (unavailable) logger.warn(`Unavailable: ${describe(unavailable)}`);
  // A refusal to take more on (the hash gate's) is no fault: the request's own log line records it, and
  // a stack trace for each refusal of a flood cost more than the refusal itself.
  else if (status >= 500 && !(exception instanceof ServiceUnavailableException)) logger.error(logged(exception));
  const body: ErrorBody = { statusCode: status, message: messageOf(exception, status), error: REASONS[status] ?? 'Error' };
  const retryAfterSeconds = exception instanceof TooManyRequestsException || exception instanceof ServiceUnavailableException ? exception.retryAfterSeconds : undefined;
  return { status, body, retryAfterSeconds };
}

/**
 * The app's one exception filter: every error leaves as { statusCode, message, error }. A module's
 * exception gets its kind's status and its own text; a 500 never carries internals.
 */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  catch(thrown: unknown, host: ArgumentsHost): void {
    sendError(thrown, host.switchToHttp().getResponse<Response>());
  }
}

/** Answers an error outside Nest (middleware that runs before it) exactly as the filter does inside. */
export function sendError(thrown: unknown, response: Response): void {
  const { status, body, retryAfterSeconds } = errorAnswer(thrown);
  if (response.headersSent) return;
  if (retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(retryAfterSeconds));
  response.status(status).json(body);
}
