import { IsString, MaxLength } from 'class-validator';
import { Trim } from '../dto/trim';
import { EmailChangeText } from './email-change.text';

export class RequestEmailChangeDto {
  @Trim()
  @MaxLength(254, { message: EmailChangeText.invalidEmail })
  @IsString({ message: EmailChangeText.invalidEmail })
  newEmail: string;

  @Trim()
  @MaxLength(1024, { message: EmailChangeText.passwordRequired })
  @IsString({ message: EmailChangeText.passwordRequired })
  currentPassword: string;
}

export class ConfirmEmailChangeDto {
  @MaxLength(200, { message: EmailChangeText.invalidLink })
  @IsString({ message: EmailChangeText.invalidLink })
  token: string;
}
