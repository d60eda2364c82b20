import { ErrorKind, moduleException } from '../common/errors/app.exception';

export enum PhotosErrorCode {
  BadUpload = 'bad_upload',
  NotYours = 'not_yours',
  NotFound = 'photo_not_found',
  TooLarge = 'too_large',
  NotAnImage = 'not_an_image',
  StorageFailed = 'storage_failed',
}

export class PhotosException extends moduleException<PhotosErrorCode>({
  [PhotosErrorCode.BadUpload]: ErrorKind.BadInput,
  [PhotosErrorCode.NotYours]: ErrorKind.Forbidden,
  [PhotosErrorCode.NotFound]: ErrorKind.NotFound,
  [PhotosErrorCode.TooLarge]: ErrorKind.TooLarge,
  [PhotosErrorCode.NotAnImage]: ErrorKind.UnsupportedMediaType,
  [PhotosErrorCode.StorageFailed]: ErrorKind.Failed,
}) {}
