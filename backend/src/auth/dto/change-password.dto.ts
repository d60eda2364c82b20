import { IsNotEmpty, IsString } from 'class-validator';
import { AuthMessages } from '../auth.exception';
import { Trim } from './trim';

export class ChangePasswordDto {
  @Trim()
  @IsString({ message: AuthMessages.currentPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.currentPasswordRequired })
  currentPassword: string;

  @Trim()
  @IsString({ message: AuthMessages.newPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.newPasswordRequired })
  newPassword: string;

  @Trim()
  @IsString({ message: AuthMessages.newPasswordsDoNotMatch })
  confirmPassword: string;
}
