import { IsNotEmpty, IsString } from 'class-validator';
import { Trim } from './trim';
import { AUTH_MESSAGES } from '../auth.messages';

export class ChangePasswordDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.currentPasswordRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.currentPasswordRequired })
  currentPassword: string;

  @Trim()
  @IsString({ message: AUTH_MESSAGES.newPasswordRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.newPasswordRequired })
  newPassword: string;

  @Trim()
  @IsString({ message: AUTH_MESSAGES.newPasswordsDoNotMatch })
  confirmPassword: string;
}
