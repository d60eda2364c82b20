import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum StorageErrorCode {
  NotFound = 'not_found',
  InvalidLink = 'invalid_link',
}

const KINDS: Record<StorageErrorCode, ErrorKind> = {
  [StorageErrorCode.NotFound]: ErrorKind.NotFound,
  [StorageErrorCode.InvalidLink]: ErrorKind.Forbidden,
};

export class StorageException extends AppException<StorageErrorCode> {
  constructor(code: StorageErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
