import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../dto/trim';
import { EMAIL_CHANGE_MESSAGES } from './email-change.messages';

export class RequestEmailChangeDto {
  @Trim()
  @MaxLength(254, { message: EMAIL_CHANGE_MESSAGES.invalidEmail })
  @IsString({ message: EMAIL_CHANGE_MESSAGES.invalidEmail })
  newEmail: string;

  @Trim()
  @MaxLength(1024, { message: EMAIL_CHANGE_MESSAGES.passwordRequired })
  @IsString({ message: EMAIL_CHANGE_MESSAGES.passwordRequired })
  currentPassword: string;
}

export class ConfirmEmailChangeDto {
  @MaxLength(200, { message: EMAIL_CHANGE_MESSAGES.invalidLink })
  @IsString({ message: EMAIL_CHANGE_MESSAGES.invalidLink })
  token: string;
}
