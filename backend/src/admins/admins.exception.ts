import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum AdminsErrorCode {
  NotFound = 'not_found',
  Conflict = 'conflict',
  RemoveSelf = 'remove_self',
  ResetOwnTwoFactor = 'reset_own_two_factor',
}

const KINDS: Record<AdminsErrorCode, ErrorKind> = {
  [AdminsErrorCode.NotFound]: ErrorKind.NotFound,
  [AdminsErrorCode.Conflict]: ErrorKind.Conflict,
  [AdminsErrorCode.RemoveSelf]: ErrorKind.BadInput,
  [AdminsErrorCode.ResetOwnTwoFactor]: ErrorKind.BadInput,
};

export class AdminsException extends AppException<AdminsErrorCode> {
  constructor(code: AdminsErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
