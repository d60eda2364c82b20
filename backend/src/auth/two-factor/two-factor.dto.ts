import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { Trim } from '../dto/trim';
import { AUTH_MESSAGES } from '../auth.messages';

/** A 6-digit code or a recovery code; its form is checked by TotpCredentials (a wrong one counts as a failed attempt). */
export class SecondFactorCodeDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.codeRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.codeRequired })
  @MaxLength(64, { message: AUTH_MESSAGES.codeRequired })
  code: string;
}

/** The challenge sign-in answered after the password. */
export class ChallengeDto {
  @IsString({ message: AUTH_MESSAGES.challengeExpired })
  @IsNotEmpty({ message: AUTH_MESSAGES.challengeExpired })
  @MaxLength(2000, { message: AUTH_MESSAGES.challengeExpired })
  challenge: string;
}

export class ChallengeCodeDto extends ChallengeDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.codeRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.codeRequired })
  @MaxLength(64, { message: AUTH_MESSAGES.codeRequired })
  code: string;
}

export class PasswordConfirmationDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.currentPasswordRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.currentPasswordRequired })
  @MaxLength(1024, { message: AUTH_MESSAGES.currentPasswordRequired })
  password: string;
}

/** The password and a code from the app, or a recovery code. */
export class DisableTwoFactorDto extends PasswordConfirmationDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.codeRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.codeRequired })
  @MaxLength(64, { message: AUTH_MESSAGES.codeRequired })
  code: string;
}

/** The password and a code from the app (a recovery code is refused by TwoFactorService). */
export class RegenerateRecoveryCodesDto extends PasswordConfirmationDto {
  @Trim()
  @IsString({ message: AUTH_MESSAGES.authenticatorCodeRequired })
  @IsNotEmpty({ message: AUTH_MESSAGES.authenticatorCodeRequired })
  @MaxLength(64, { message: AUTH_MESSAGES.authenticatorCodeRequired })
  code: string;
}
