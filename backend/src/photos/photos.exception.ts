import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum PhotosErrorCode {
  BadUpload = 'bad_upload',
  NotYours = 'not_yours',
  NotFound = 'photo_not_found',
  TooLarge = 'too_large',
  NotAnImage = 'not_an_image',
  StorageFailed = 'storage_failed',
}

const KINDS: Record<PhotosErrorCode, ErrorKind> = {
  [PhotosErrorCode.BadUpload]: ErrorKind.BadInput,
  [PhotosErrorCode.NotYours]: ErrorKind.Forbidden,
  [PhotosErrorCode.NotFound]: ErrorKind.NotFound,
  [PhotosErrorCode.TooLarge]: ErrorKind.TooLarge,
  [PhotosErrorCode.NotAnImage]: ErrorKind.UnsupportedMediaType,
  [PhotosErrorCode.StorageFailed]: ErrorKind.Failed,
};

export class PhotosException extends AppException<PhotosErrorCode> {
  constructor(code: PhotosErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
