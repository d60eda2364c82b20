import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum SubscriptionsErrorCode {
  NotFound = 'not_found',
  NotAnUpgrade = 'not_an_upgrade',
}

const KINDS: Record<SubscriptionsErrorCode, ErrorKind> = {
  [SubscriptionsErrorCode.NotFound]: ErrorKind.NotFound,
  [SubscriptionsErrorCode.NotAnUpgrade]: ErrorKind.BadInput,
};

export class SubscriptionsException extends AppException<SubscriptionsErrorCode> {
  constructor(code: SubscriptionsErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
