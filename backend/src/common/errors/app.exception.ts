/**
 * What kind of refusal an error is. Modules say which kind each of their error codes is; the one
 * global filter (common/http/http-exception.filter.ts) turns each kind into one HTTP status.
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
 * The base of every module's exception (`<module>.exception.ts`: an error-code enum and the kind of
 * each code). `message` is the user-facing text, sent as it is.
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

/** The app's one 429: a rate limit was reached; the caller may retry after `retryAfterSeconds` (sent as Retry-After). */
export class TooManyRequestsException extends AppException<'too_many_requests'> {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('too_many_requests', message, ErrorKind.TooManyRequests);
  }
}
