import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum MessagesErrorCode {
  ThreadNotFound = 'thread_not_found',
  ReplyFailed = 'reply_failed',
}

const KINDS: Record<MessagesErrorCode, ErrorKind> = {
  [MessagesErrorCode.ThreadNotFound]: ErrorKind.NotFound,
  [MessagesErrorCode.ReplyFailed]: ErrorKind.Failed,
};

export class MessagesException extends AppException<MessagesErrorCode> {
  constructor(code: MessagesErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}
