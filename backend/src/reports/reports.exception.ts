import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum ReportsErrorCode {
  NotFound = 'not_found',
  AlreadyResolved = 'already_resolved',
  BadInput = 'bad_input',
}

const KINDS: Record<ReportsErrorCode, ErrorKind> = {
  [ReportsErrorCode.NotFound]: ErrorKind.NotFound,
  [ReportsErrorCode.AlreadyResolved]: ErrorKind.Conflict,
  [ReportsErrorCode.BadInput]: ErrorKind.BadInput,
};

export class ReportsException extends AppException<ReportsErrorCode> {
  constructor(code: ReportsErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
