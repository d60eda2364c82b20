import { AppException, ErrorKind } from '../common/errors/app.exception';

export enum ModerationErrorCode {
  NotFound = 'not_found',
  AlreadyDecided = 'already_decided',
  BadInput = 'bad_input',
  NameTaken = 'name_taken',
}

const KINDS: Record<ModerationErrorCode, ErrorKind> = {
  [ModerationErrorCode.NotFound]: ErrorKind.NotFound,
  [ModerationErrorCode.AlreadyDecided]: ErrorKind.Conflict,
  [ModerationErrorCode.BadInput]: ErrorKind.BadInput,
  [ModerationErrorCode.NameTaken]: ErrorKind.Conflict,
};

export class ModerationException extends AppException<ModerationErrorCode> {
  constructor(code: ModerationErrorCode, message: string) {
    super(code, message, KINDS[code]);
  }
}

export const MODERATION_MESSAGES = {
  notFound: 'Moderation item not found',
  alreadyDecided: 'This item has already been decided by another admin.',
  reasonRequired: 'Choose a reason for rejecting.',
  unknownSetting: 'Unknown moderation setting',
  badMode: "Mode must be 'pre' or 'post'",
} as const;
