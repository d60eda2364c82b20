import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum VerificationErrorCode {
  BadDocuments = 'bad_documents',
  WrongFileType = 'wrong_file_type',
  NotFound = 'not_found',
  AlreadyVerified = 'already_verified',
  UnderReview = 'under_review',
  NoPendingRequest = 'no_pending_request',
}

const KINDS: Record<VerificationErrorCode, ErrorKind> = {
  [VerificationErrorCode.BadDocuments]: ErrorKind.BadInput,
  [VerificationErrorCode.WrongFileType]: ErrorKind.UnsupportedMediaType,
  [VerificationErrorCode.NotFound]: ErrorKind.NotFound,
  [VerificationErrorCode.AlreadyVerified]: ErrorKind.Conflict,
  [VerificationErrorCode.UnderReview]: ErrorKind.Conflict,
  [VerificationErrorCode.NoPendingRequest]: ErrorKind.Conflict,
};

export class VerificationException extends AppException<VerificationErrorCode> {
  constructor(code: VerificationErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
