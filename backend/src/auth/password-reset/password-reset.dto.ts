import { IsString, Matches, MaxLength } from 'class-validator';
import { Trim } from '../dto/trim';
import { PasswordResetText } from './password-reset.text';

/** Rules run bottom-up (class-validator), so the first check is the last line. */
export class ForgotPasswordDto {
  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: PasswordResetText.invalidEmail })
  @MaxLength(254, { message: PasswordResetText.invalidEmail })
  @Matches(/\S/, { message: PasswordResetText.emailRequired })
  @IsString({ message: PasswordResetText.emailRequired })
  @Trim()
  email: string;
}

/** Presence only; matching and length are checked by the service in the order the page shows them. */
export class ResetPasswordDto {
  @IsString({ message: PasswordResetText.required })
  password: string;

  @IsString({ message: PasswordResetText.required })
  confirmPassword: string;

  @MaxLength(200, { message: PasswordResetText.invalidLink })
  @IsString({ message: PasswordResetText.invalidLink })
  token: string;
}
