import { IsNotEmpty, IsString } from 'class-validator';
import { Trim } from './trim';
import { AUTH_MESSAGES } from '../auth.messages';

export class SignInDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.signInRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.signInRequired })
  email: string;

  @Trim()
  @IsString({ message: AUTH_MESSAGES.signInRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.signInRequired })
  password: string;
}
