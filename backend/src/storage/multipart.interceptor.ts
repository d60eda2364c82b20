import { BadRequestException, CallHandler, ExecutionContext, HttpException, Injectable, mixin, NestInterceptor, PayloadTooLargeException, Type } from '@nestjs/common';
import { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';

export interface MultipartRules {
  /** File fields and how many files each may carry. */
  fields: Array<{ name: string; maxCount: number }>;
  maxFileBytes: number;
  /** The user-facing texts for the limits, so each endpoint speaks the spec's words. */
  messages: { fileTooLarge: string; tooManyFiles: string };
  /** Text fields other than files (e.g. sign-up's `data`), in bytes. */
  maxFieldBytes?: number;
}

function toHttpError(error: unknown, rules: MultipartRules): HttpException {
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeException(rules.messages.fileTooLarge);
    const known = rules.fields.some((field) => field.name === error.field);
    if (error.code === 'LIMIT_FILE_COUNT' || (error.code === 'LIMIT_UNEXPECTED_FILE' && known)) {
      return new BadRequestException(rules.messages.tooManyFiles);
    }
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return new BadRequestException(`Unexpected file field ${error.field ?? ''}`.trim());
    return new BadRequestException('The upload could not be read');
  }
  return new BadRequestException('The upload could not be read');
}

/**
 * Reads a multipart body into memory with hard limits (file size, file count, field size) and the
 * caller's messages for them. Files end up in `req.files` keyed by field name.
 */
export function MultipartInterceptor(rules: MultipartRules): Type<NestInterceptor> {
  const maxFiles = rules.fields.reduce((sum, field) => sum + field.maxCount, 0);
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rules.maxFileBytes, files: maxFiles, fields: 10, fieldSize: rules.maxFieldBytes ?? 100 * 1024, parts: maxFiles + 10 },
  }).fields(rules.fields);

  @Injectable()
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      await new Promise<void>((resolve, reject) =>
        parse(http.getRequest<Request>(), http.getResponse<Response>(), (error: unknown) => (error ? reject(toHttpError(error, rules)) : resolve())),
      );
      return next.handle();
    }
  }
  return mixin(Interceptor);
}

/** The files of one field, as multer stored them (none when the field is absent). */
export function filesOf(req: Request, field: string): Express.Multer.File[] {
  const files = req.files as Record<string, Express.Multer.File[]> | undefined;
  return files?.[field] ?? [];
}
