import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum DataExportErrorCode {
  AlreadyPreparing = 'already_preparing',
  LinkUnknown = 'link_unknown',
  LinkUsed = 'link_used',
  LinkExpired = 'link_expired',
  DeleteWhilePreparing = 'delete_while_preparing',
}

const KINDS: Record<DataExportErrorCode, ErrorKind> = {
  [DataExportErrorCode.AlreadyPreparing]: ErrorKind.Conflict,
  [DataExportErrorCode.LinkUnknown]: ErrorKind.NotFound,
  [DataExportErrorCode.LinkUsed]: ErrorKind.Gone,
  [DataExportErrorCode.LinkExpired]: ErrorKind.Gone,
  [DataExportErrorCode.DeleteWhilePreparing]: ErrorKind.Conflict,
};

export class DataExportException extends AppException<DataExportErrorCode> {
  constructor(code: DataExportErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
