import { AppException, ErrorKind } from '../common/errors/app.exception';

/** Why a billing operation was refused; the one global filter turns each kind into its HTTP status. */
export enum BillingErrorCode {
  BadInput = 'bad_input',
  NotFound = 'not_found',
  Conflict = 'conflict',
  LinkExpired = 'link_expired',
}

const KINDS: Record<BillingErrorCode, ErrorKind> = {
  [BillingErrorCode.BadInput]: ErrorKind.BadInput,
  [BillingErrorCode.NotFound]: ErrorKind.NotFound,
  [BillingErrorCode.Conflict]: ErrorKind.Conflict,
  [BillingErrorCode.LinkExpired]: ErrorKind.Forbidden,
};

export class BillingException extends AppException<BillingErrorCode> {
  constructor(code: BillingErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}

export const badInput = (message: string) => new BillingException(BillingErrorCode.BadInput, message);
export const notFound = (message: string) => new BillingException(BillingErrorCode.NotFound, message);
export const conflict = (message: string) => new BillingException(BillingErrorCode.Conflict, message);
