import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum AuditErrorCode {
  NotFound = 'not_found',
}

const KINDS: Record<AuditErrorCode, ErrorKind> = {
  [AuditErrorCode.NotFound]: ErrorKind.NotFound,
};

export class AuditException extends AppException<AuditErrorCode> {
  constructor(code: AuditErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
