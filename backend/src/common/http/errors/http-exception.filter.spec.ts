import { Logger } from '@nestjs/common';
import { S3Error } from 'minio';
import { QueryFailedError, QueryRunnerAlreadyReleasedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { AppException, ErrorKind, TooManyRequestsException } from '../../errors/app.exception';
import { HttpExceptionFilter } from './http-exception.filter';
import { DATABASE_UNAVAILABLE_MESSAGE, OVERLOADED_MESSAGE, ServiceUnavailableException } from './service-unavailable';

class ExampleException extends AppException<'example'> {
  constructor(kind: ErrorKind, message: string, cause?: unknown) {
    super('example', message, kind, cause);
  }
}

function answer(exception: unknown): { status: number; body: unknown; headers: Record<string, string> } {
  const sent = { status: 0, body: undefined as unknown, headers: {} as Record<string, string> };
  const response = {
    headersSent: false,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    status: (status: number) => ((sent.status = status), response),
    json: (body: unknown) => (sent.body = body),
  };
  new HttpExceptionFilter().catch(exception, { switchToHttp: () => ({ getResponse: () => response }) } as never);
  return sent;
}

describe('the one exception filter', () => {
  beforeAll(() => {
    jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
  });
  afterAll(() => jest.restoreAllMocks());

  it.each([
    [ErrorKind.BadInput, 400, 'Bad Request'],
    [ErrorKind.Unauthenticated, 401, 'Unauthorized'],
    [ErrorKind.Forbidden, 403, 'Forbidden'],
    [ErrorKind.NotFound, 404, 'Not Found'],
    [ErrorKind.Conflict, 409, 'Conflict'],
    [ErrorKind.TooLarge, 413, 'Payload Too Large'],
    [ErrorKind.UnsupportedMediaType, 415, 'Unsupported Media Type'],
    [ErrorKind.Failed, 500, 'Internal Server Error'],
  ])('answers a module’s %s error with %i and its own text', (kind, status, error) => {
    expect(answer(new ExampleException(kind, 'The text a user sees'))).toMatchObject({ status, body: { statusCode: status, message: 'The text a user sees', error } });
  });

  it('answers the one 429 with Retry-After', () => {
    expect(answer(new TooManyRequestsException('Too many. Please try again in 30 seconds.', 30))).toEqual({
      status: 429,
      body: { statusCode: 429, message: 'Too many. Please try again in 30 seconds.', error: 'Too Many Requests' },
      headers: { 'Retry-After': '30' },
    });
  });

  it('answers a refusal to take more on (the hash gate’s) with 503 and Retry-After, and logs no error for it', () => {
    const logged = jest.mocked(Logger.prototype.error);
    logged.mockClear();
    expect(answer(new ServiceUnavailableException(OVERLOADED_MESSAGE, 2))).toEqual({
      status: 503,
      body: { statusCode: 503, message: OVERLOADED_MESSAGE, error: 'Service Unavailable' },
      headers: { 'Retry-After': '2' },
    });
    expect(logged).not.toHaveBeenCalled();
  });

  it('never sends the text of an unexpected error', () => {
    expect(answer(new Error('duplicate key value violates unique constraint'))).toMatchObject({
      status: 500,
      body: { statusCode: 500, message: 'Something went wrong. Please try again.', error: 'Internal Server Error' },
    });
  });

  describe('an unavailable database or file store, however a module wrapped it', () => {
    const unavailable = { status: 503, body: { statusCode: 503, message: DATABASE_UNAVAILABLE_MESSAGE, error: 'Service Unavailable' }, headers: { 'Retry-After': '5' } };
    const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
    const pgError = (message: string, code: string) => new QueryFailedError('SELECT 1', [], withCode(message, code));
    const s3Error = (code: string) => Object.assign(new S3Error('Please reduce your request rate.'), { code });

    it.each([
      ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
      ['a statement over its time limit', pgError('canceling statement due to statement timeout', '57014')],
      ['a lock not granted in time', pgError('canceling statement due to lock timeout', '55P03')],
      ['a terminated connection', pgError('terminating connection due to administrator command', '57P01')],
      ['a database out of disk', pgError('could not extend file: No space left on device', '53100')],
      ['a pool with no connection to give', new Error('timeout exceeded when trying to connect')],
      ['a transaction whose connection died (TypeORM released its runner)', new QueryRunnerProviderAlreadyReleasedError()],
      ['a statement on a released runner', new QueryRunnerAlreadyReleasedError()],
      ['a full disk', withCode("ENOSPC: no space left on device, write", 'ENOSPC')],
      ['a read-only disk', withCode("EROFS: read-only file system, open '/data/storage/photos/a.webp'", 'EROFS')],
      ['an object store asking to slow down', s3Error('SlowDown')],
      ['a full MinIO', s3Error('XMinioStorageFull')],
    ])('answers %s with 503, Retry-After and the site’s message', (_what, error) => {
      expect(answer(error)).toEqual(unavailable);
    });

    it('answers a module’s own “failed” 500 with the 503 when its cause is the database being unavailable, however deep', () => {
      const released = new QueryRunnerProviderAlreadyReleasedError();
      const photos = new ExampleException(ErrorKind.Failed, 'Upload failed: the photo could not be saved. Please try again.', released);
      expect(answer(new ExampleException(ErrorKind.Failed, 'Failed to create profile. Please try again.', photos))).toEqual(unavailable);
    });

    it('leaves a module’s “failed” 500 with its own text when its cause is a fault of ours', () => {
      expect(answer(new ExampleException(ErrorKind.Failed, 'Failed to create profile. Please try again.', new TypeError('x is undefined')))).toMatchObject({
        status: 500,
        body: { message: 'Failed to create profile. Please try again.' },
        headers: {},
      });
    });

    it('leaves a deliberate refusal as it is, whatever its cause', () => {
      expect(answer(new ExampleException(ErrorKind.Conflict, 'Username is already taken', withCode('connect ECONNREFUSED', 'ECONNREFUSED')))).toMatchObject({ status: 409 });
      expect(answer(new ServiceUnavailableException(OVERLOADED_MESSAGE, 2))).toMatchObject({ status: 503, headers: { 'Retry-After': '2' } });
    });

    it('answers a disk the app may not write to (a permission, not a fault of the moment) with a 500', () => {
      expect(answer(withCode("EACCES: permission denied, open '/data/storage/photos/a.webp'", 'EACCES'))).toMatchObject({ status: 500 });
    });
  });
});
