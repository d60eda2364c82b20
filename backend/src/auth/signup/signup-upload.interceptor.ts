import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Request, Response } from 'express';
import multer, { MulterError } from 'multer';
import { Observable } from 'rxjs';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';

export const MAX_SIGNUP_PHOTOS = 3;
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

/** Files stay in memory (at most 3 × 5 MB) until the sign-up transaction stores them. */
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: MAX_PHOTO_BYTES, files: MAX_SIGNUP_PHOTOS, fields: 5, fieldSize: 100 * 1024, parts: MAX_SIGNUP_PHOTOS + 5 },
}).array('photos', MAX_SIGNUP_PHOTOS);

function uploadError(error: unknown): AuthException {
  if (error instanceof MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new AuthException(AuthErrorCode.TooLarge, AuthMessages.fileTooLarge);
      case 'LIMIT_FIELD_VALUE':
        return new AuthException(AuthErrorCode.TooLarge, 'The request body is too large');
      case 'LIMIT_FILE_COUNT':
        return new AuthException(AuthErrorCode.BadInput, AuthMessages.tooManyPhotos);
      case 'LIMIT_UNEXPECTED_FILE':
        return new AuthException(AuthErrorCode.BadInput, error.field === 'photos' ? AuthMessages.tooManyPhotos : `Unexpected file field "${error.field ?? ''}"`);
      default:
        return new AuthException(AuthErrorCode.BadInput, 'The upload could not be read');
    }
  }
  return new AuthException(AuthErrorCode.BadInput, 'The upload could not be read');
}

/** Reads the sign-up's multipart body: the `data` field and up to three `photos`. */
@Injectable()
export class SignupUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const request = context.switchToHttp().getRequest<Request>();
    const response = context.switchToHttp().getResponse<Response>();
    if (!request.is('multipart/form-data')) throw new AuthException(AuthErrorCode.UnsupportedMediaType, AuthMessages.multipartRequired);
    await new Promise<void>((resolve, reject) => upload(request, response, (error?: unknown) => (error ? reject(uploadError(error)) : resolve())));
    return next.handle();
  }
}
