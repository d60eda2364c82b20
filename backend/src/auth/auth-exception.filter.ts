import { ArgumentsHost, Catch, ExceptionFilter, HttpStatus, Logger } from '@nestjs/common';
import { Response } from 'express';
import { AuthErrorCode, AuthException } from './auth.exception';

const STATUS: Record<AuthErrorCode, [number, string]> = {
  [AuthErrorCode.BadInput]: [HttpStatus.BAD_REQUEST, 'Bad Request'],
  [AuthErrorCode.InvalidCredentials]: [HttpStatus.UNAUTHORIZED, 'Unauthorized'],
  [AuthErrorCode.SessionExpired]: [HttpStatus.UNAUTHORIZED, 'Unauthorized'],
  [AuthErrorCode.Forbidden]: [HttpStatus.FORBIDDEN, 'Forbidden'],
  [AuthErrorCode.NotFound]: [HttpStatus.NOT_FOUND, 'Not Found'],
  [AuthErrorCode.Taken]: [HttpStatus.CONFLICT, 'Conflict'],
  [AuthErrorCode.TooLarge]: [HttpStatus.PAYLOAD_TOO_LARGE, 'Payload Too Large'],
  [AuthErrorCode.UnsupportedMediaType]: [HttpStatus.UNSUPPORTED_MEDIA_TYPE, 'Unsupported Media Type'],
  [AuthErrorCode.TooManyAttempts]: [HttpStatus.TOO_MANY_REQUESTS, 'Too Many Requests'],
  [AuthErrorCode.CreateFailed]: [HttpStatus.INTERNAL_SERVER_ERROR, 'Internal Server Error'],
};

/** Turns AuthException into the API's `{ statusCode, message, error }`, with Retry-After on 429. */
@Catch(AuthException)
export class AuthExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Auth');

  catch(exception: AuthException, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [statusCode, error] = STATUS[exception.code];
    if (statusCode >= 500 && exception.cause) this.logger.error(`${exception.message}: ${String((exception.cause as Error).stack ?? exception.cause)}`);
    if (exception.retryAfterSeconds !== undefined) response.setHeader('Retry-After', String(exception.retryAfterSeconds));
    if (response.headersSent) return;
    response.status(statusCode).json({ statusCode, message: exception.message, error });
  }
}
