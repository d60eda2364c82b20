import { FieldMessages, PASSWORD_MIN_LENGTH, type AdminAccount } from 'contract';
import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength, Validate, ValidatorConstraint, ValidatorConstraintInterface } from 'class-validator';
import { isEmail, normalisePassword, PASSWORD_MAX_LENGTH } from '../../auth/password-rules';
import type { AdminRow } from '../admins.repository';

export function toAdminAccount(row: AdminRow, twoFactorEnabled: boolean): AdminAccount {
  return {
    id: row.id,
    user_id: row.user_id,
    email: row.email,
    can_verify_profiles: row.can_verify_profiles,
    is_superadmin: row.is_superadmin,
    two_factor_enabled: twoFactorEnabled,
    created_at: new Date(row.created_at).toISOString(),
  };
}

@ValidatorConstraint({ name: 'email' })
class EmailRule implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && isEmail(value);
  }
}

export class CreateAdminDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @Validate(EmailRule, { message: FieldMessages.invalidEmail })
  email: string;

  /** When given, a new account is created with it; otherwise the email must belong to an existing account. */
  @IsOptional()
  @Transform(({ value }) => (value === undefined || value === null || value === '' ? undefined : normalisePassword(value)))
  @IsString({ message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MinLength(PASSWORD_MIN_LENGTH, { message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` })
  password?: string;

  @IsOptional()
  @IsBoolean({ message: 'can_verify_profiles must be true or false' })
  can_verify_profiles?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'is_superadmin must be true or false' })
  is_superadmin?: boolean;
}

/** react-admin PUTs the whole record; only the two flags are read. */
export class UpdateAdminDto {
  @IsOptional()
  @IsBoolean({ message: 'can_verify_profiles must be true or false' })
  can_verify_profiles?: boolean;

  @IsOptional()
  @IsBoolean({ message: 'is_superadmin must be true or false' })
  is_superadmin?: boolean;
}
