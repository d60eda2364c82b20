import { IsNotEmpty, IsString } from 'class-validator';
import { AuthMessages } from '../auth.exception';
import { Trim } from './trim';

export class AdminSetPasswordDto {
  @Trim()
  @IsString({ message: AuthMessages.newPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.newPasswordRequired })
  password: string;
}
