import { AppException, ErrorKind } from './app.exception';

/** What is wrong with a request as such, before any module reads it: its parameters, body or upload. */
export enum RequestErrorCode {
  Invalid = 'invalid_request',
  TooLarge = 'too_large',
  UnsupportedMediaType = 'unsupported_media_type',
}

const KINDS: Record<RequestErrorCode, ErrorKind> = {
  [RequestErrorCode.Invalid]: ErrorKind.BadInput,
  [RequestErrorCode.TooLarge]: ErrorKind.TooLarge,
  [RequestErrorCode.UnsupportedMediaType]: ErrorKind.UnsupportedMediaType,
};

export class RequestException extends AppException<RequestErrorCode> {
  constructor(code: RequestErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}

export const invalidRequest = (message: string) => new RequestException(RequestErrorCode.Invalid, message);
