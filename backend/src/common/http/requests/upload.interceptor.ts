import { CallHandler, ExecutionContext, Injectable, mixin, NestInterceptor, Type } from '@nestjs/common';
import { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { assertNoHostileInput } from '../security/hostile-input';
import { AppException, appError, ErrorKind } from '../../errors/app.exception';

export interface UploadRules {
  /** File fields and how many files each may carry. */
  fields: Array<{ name: string; maxCount: number }>;
  maxFileBytes: number;
  /** The user-facing texts for the limits, so each endpoint speaks the spec's words. */
  messages: { fileTooLarge: string; tooManyFiles: string };
  /** Set when the endpoint takes multipart only: any other body is a 415 with this text. */
  multipartRequired?: string;
}

/** Text fields other than files (e.g. sign-up's `data`): how many, and the bytes of each. */
const MAX_FIELDS = 10;
const MAX_FIELD_BYTES = 100 * 1024;

function uploadError(error: unknown, rules: UploadRules): AppException {
  if (!(error instanceof MulterError)) return appError(ErrorKind.BadInput, 'The upload could not be read');
  const known = rules.fields.some((field) => field.name === error.field);
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return appError(ErrorKind.TooLarge, rules.messages.fileTooLarge);
    case 'LIMIT_FIELD_VALUE':
      return appError(ErrorKind.TooLarge, 'The request body is too large');
    case 'LIMIT_FILE_COUNT':
      return appError(ErrorKind.BadInput, rules.messages.tooManyFiles);
    case 'LIMIT_UNEXPECTED_FILE':
      return appError(ErrorKind.BadInput, known ? rules.messages.tooManyFiles : `Unexpected file field "${error.field ?? ''}"`);
    default:
      return appError(ErrorKind.BadInput, 'The upload could not be read');
  }
}

/**
 * The app's one reader of multipart bodies (photos, identity documents, sign-up): into memory, with
 * hard limits on file size, file count and field size, and the endpoint's own texts for them. Files
 * end up in `req.files` keyed by field name (read them with `filesOf`); text fields get the same
 * hostile-input check as every JSON body.
 */
export function UploadInterceptor(rules: UploadRules): Type<NestInterceptor> {
  const maxFiles = rules.fields.reduce((sum, field) => sum + field.maxCount, 0);
  const parse = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: rules.maxFileBytes, files: maxFiles, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES, parts: maxFiles + MAX_FIELDS },
  }).fields(rules.fields);

  @Injectable()
  class Interceptor implements NestInterceptor {
    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const request = http.getRequest<Request>();
      if (rules.multipartRequired && !request.is('multipart/form-data')) {
        throw appError(ErrorKind.UnsupportedMediaType, rules.multipartRequired);
      }
      await new Promise<void>((resolve, reject) =>
        parse(request, http.getResponse<Response>(), (error: unknown) => (error ? reject(uploadError(error, rules)) : resolve())),
      );
      // The text fields arrive only now, after the hostile-input check every request passed.
      assertNoHostileInput(request.body, '');
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
