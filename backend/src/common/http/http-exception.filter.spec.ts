import { Logger } from '@nestjs/common';
import { AppException, ErrorKind, TooManyRequestsException } from '../errors/app.exception';
import { HttpExceptionFilter } from './http-exception.filter';
import { OVERLOADED_MESSAGE, ServiceUnavailableException } from './service-unavailable';

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
  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
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
});
