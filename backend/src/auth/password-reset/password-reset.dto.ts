import { IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../dto/trim';
import { PASSWORD_RESET_MESSAGES } from './password-reset.messages';

/** Rules run bottom-up (class-validator), so the first check is the last line. */
export class ForgotPasswordDto {
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: PASSWORD_RESET_MESSAGES.invalidEmail })
  @MaxLength(254, { message: PASSWORD_RESET_MESSAGES.invalidEmail })
  @Matches(/\S/, { message: PASSWORD_RESET_MESSAGES.emailRequired })
  @IsString({ message: PASSWORD_RESET_MESSAGES.emailRequired })
  @Trim()
  email: string;
}

/** Presence only; matching and length are checked by the service in the order the page shows them. */
export class ResetPasswordDto {
  @IsString({ message: PASSWORD_RESET_MESSAGES.required })
  password: string;

  @IsString({ message: PASSWORD_RESET_MESSAGES.required })
  confirmPassword: string;

  @MaxLength(200, { message: PASSWORD_RESET_MESSAGES.invalidLink })
  @IsString({ message: PASSWORD_RESET_MESSAGES.invalidLink })
  token: string;
}
