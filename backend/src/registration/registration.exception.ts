import { ErrorKind, moduleException } from '../common/errors/app.exception';

export enum RegistrationErrorCode {
  BadInput = 'bad_input',
  Taken = 'taken',
  PhotoTooLarge = 'photo_too_large',
  NotAnImage = 'not_an_image',
  NotMultipart = 'not_multipart',
  CreateFailed = 'create_failed',
}

export class RegistrationException extends moduleException<RegistrationErrorCode>({
  [RegistrationErrorCode.BadInput]: ErrorKind.BadInput,
  [RegistrationErrorCode.Taken]: ErrorKind.Conflict,
  [RegistrationErrorCode.PhotoTooLarge]: ErrorKind.TooLarge,
  [RegistrationErrorCode.NotAnImage]: ErrorKind.UnsupportedMediaType,
  [RegistrationErrorCode.NotMultipart]: ErrorKind.UnsupportedMediaType,
  [RegistrationErrorCode.CreateFailed]: ErrorKind.Failed,
}) {}
