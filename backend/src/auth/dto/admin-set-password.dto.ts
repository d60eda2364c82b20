import { IsNotEmpty, IsString } from 'class-validator';
import { Trim } from './trim';
import { AUTH_MESSAGES } from '../auth.messages';

export class AdminSetPasswordDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.newPasswordRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.newPasswordRequired })
  password: string;
}
