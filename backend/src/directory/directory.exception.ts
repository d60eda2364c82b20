import { ErrorKind, moduleException } from '../common/errors/app.exception';

export enum DirectoryErrorCode {
  QueryInvalid = 'directory_query_invalid',
}

export class DirectoryException extends moduleException<DirectoryErrorCode>({
  [DirectoryErrorCode.QueryInvalid]: ErrorKind.BadInput,
}) {}
