import { IsNotEmpty, IsString } from 'class-validator';
import { AuthMessages } from '../auth.exception';
import { Trim } from './trim';

export class SignInDto {
  @Trim()
  @IsString({ message: AuthMessages.signInRequired })
  @IsNotEmpty({ message: AuthMessages.signInRequired })
  email: string;

  @Trim()
  @IsString({ message: AuthMessages.signInRequired })
  @IsNotEmpty({ message: AuthMessages.signInRequired })
  password: string;
}
