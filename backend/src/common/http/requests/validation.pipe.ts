import { ValidationError, ValidationPipe } from '@nestjs/common';
import { appError, ErrorKind } from '../../errors/app.exception';

function firstMessage(errors: ValidationError[]): string {
  for (const error of errors) {
    const messages = Object.values(error.constraints ?? {});
    if (messages.length) return messages[0];
    const nested = firstMessage(error.children ?? []);
    if (nested) return nested;
  }
  return 'Invalid request';
}

/**
 * Unknown fields are stripped (never stored); the first failing rule's message is the
 * response message, so DTOs carry the spec's texts.
 */
export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    transform: true,
    transformOptions: { enableImplicitConversion: false },
    stopAtFirstError: true,
    exceptionFactory: (errors) => appError(ErrorKind.BadInput, firstMessage(errors)),
  });
}
