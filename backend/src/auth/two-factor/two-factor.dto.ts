import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { AuthMessages } from '../auth.exception';
import { Trim } from '../dto/trim';

/** A 6-digit code or a recovery code; its form is checked by TotpCredentials (a wrong one counts as a failed attempt). */
export class SecondFactorCodeDto {
  @Trim()
  @IsString({ message: AuthMessages.codeRequired })
  @IsNotEmpty({ message: AuthMessages.codeRequired })
  @MaxLength(64, { message: AuthMessages.codeRequired })
  code: string;
}

/** The challenge sign-in answered after the password. */
export class ChallengeDto {
  @IsString({ message: AuthMessages.challengeExpired })
  @IsNotEmpty({ message: AuthMessages.challengeExpired })
  @MaxLength(2000, { message: AuthMessages.challengeExpired })
  challenge: string;
}

export class ChallengeCodeDto extends ChallengeDto {
  @Trim()
  @IsString({ message: AuthMessages.codeRequired })
  @IsNotEmpty({ message: AuthMessages.codeRequired })
  @MaxLength(64, { message: AuthMessages.codeRequired })
  code: string;
}

export class PasswordConfirmationDto {
  @Trim()
  @IsString({ message: AuthMessages.currentPasswordRequired })
  @IsNotEmpty({ message: AuthMessages.currentPasswordRequired })
  @MaxLength(1024, { message: AuthMessages.currentPasswordRequired })
  password: string;
}

export class DisableTwoFactorDto extends PasswordConfirmationDto {
  @Trim()
  @IsString({ message: AuthMessages.codeRequired })
  @IsNotEmpty({ message: AuthMessages.codeRequired })
  @MaxLength(64, { message: AuthMessages.codeRequired })
  code: string;
}
