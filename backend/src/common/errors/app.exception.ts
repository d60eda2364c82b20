/**
 * What kind of refusal an error is. Modules say which kind each of their error codes is; the one
 * global filter (common/http/errors/http-exception.filter.ts) turns each kind into one HTTP status.
 */
export enum ErrorKind {
  BadInput = 'bad_input',
  Unauthenticated = 'unauthenticated',
  Forbidden = 'forbidden',
  NotFound = 'not_found',
  /** It existed and is no more (a used or expired one-time link). */
  Gone = 'gone',
  Conflict = 'conflict',
  TooLarge = 'too_large',
  UnsupportedMediaType = 'unsupported_media_type',
  TooManyRequests = 'too_many_requests',
  /** Our side failed; the message is still one the user may see. */
  Failed = 'failed',
}

/**
 * The base of every refusal: `appError(kind, message)`, or a module's own class (`<module>.exception.ts`,
 * from moduleException) where a caller catches that module's refusals by type. `message` is the
 * user-facing text, sent as it is.
 */
export abstract class AppException<Code extends string = string> extends Error {
  protected constructor(
    readonly code: Code,
    message: string,
    readonly kind: ErrorKind,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = new.target.name;
  }
}

/**
 * The class of a module's exception (`<module>.exception.ts`) from the kind of each of its error codes:
 * `class PhotosException extends moduleException<PhotosErrorCode>({ ... }) {}`.
 */
export function moduleException<Code extends string>(kinds: Record<Code, ErrorKind>) {
  return class extends AppException<Code> {
    constructor(code: Code, message: string, cause?: unknown) {
      super(code, message, kinds[code], cause);
    }
  };
}

/** A refusal told apart by its kind alone, which gives its HTTP status; the message is sent as it is. */
class AppError extends AppException<ErrorKind> {
  constructor(kind: ErrorKind, message: string, cause?: unknown) {
    super(kind, message, kind, cause);
  }
}

export function appError(kind: ErrorKind, message: string, cause?: unknown): AppException<ErrorKind> {
  return new AppError(kind, message, cause);
}

/** The app's one 429: a rate limit was reached; the caller may retry after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsException extends AppException<'too_many_requests'> {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message, ErrorKind.TooManyRequests);
  }
}
