import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import { Response } from 'express';
import { TooManyRequestsException } from './too-many-requests.exception';

interface ErrorBody {
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
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** Body-parser and multer errors carry a status but are not HttpExceptions. */
function statusOf(exception: unknown): number | undefined {
  const candidate = exception as { status?: unknown; statusCode?: unknown; type?: unknown; code?: unknown };
  if (candidate?.code === 'LIMIT_FILE_SIZE') return HttpStatus.PAYLOAD_TOO_LARGE;
  if (typeof candidate?.code === 'string' && candidate.code.startsWith('LIMIT_')) return HttpStatus.BAD_REQUEST;
  const status = candidate?.status ?? candidate?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

function messageOf(exception: unknown, status: number): string {
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

/** Every error leaves as { statusCode, message, error }; a 500 never carries internals. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const status = exception instanceof HttpException ? exception.getStatus() : (statusOf(exception) ?? 500);
    if (status >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const body: ErrorBody = { statusCode: status, message: messageOf(exception, status), error: REASONS[status] ?? 'Error' };
    if (response.headersSent) return;
    if (exception instanceof TooManyRequestsException) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    response.status(status).json(body);
  }
}
