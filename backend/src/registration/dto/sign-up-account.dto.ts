import { PASSWORD_MIN_LENGTH } from 'contract';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { AuthMessages } from '../../auth/auth.exception';
import { RegistrationMessages } from '../registration.exception';
import { isCommonPassword, isEmail, normalisePassword, PASSWORD_MAX_LENGTH, PasswordRuleMessages } from '../../auth/password-rules';
import { field, filled, rule } from '../../profiles/dto/profile-field-rules';

/** Equal to another field of the same form, when given. */
function sameAs(other: string, normalise: (value: unknown) => unknown, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'sameAs', validator: { validate: (value, args) => value === undefined || normalise(value) === (args!.object as Record<string, unknown>)[other] } },
    { message },
  );
}

const email = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() || null : null);
const password = (value: unknown) => normalisePassword(value) || null;

/**
 * The wizard's account fields (spec §5 step 1, and step 5's terms), which sign-up composes with the
 * profile's fields (ProfileFieldsDto). Without an email and a password no account can be made at all.
 */
export class SignUpAccountDto {
  @field(
    Transform(({ value }) => email(value)),
    filled(RegistrationMessages.credentialsRequired),
    rule('email', (value) => isEmail(value as string), RegistrationMessages.invalidEmail),
  )
  email: string;

  /** Trimmed, as sign-in trims what was typed (spec §5). */
  @field(
    Transform(({ value }) => password(value)),
    filled(RegistrationMessages.credentialsRequired),
    rule('minLength', (value) => (value as string).length >= PASSWORD_MIN_LENGTH, AuthMessages.passwordTooShort),
    rule('maxLength', (value) => (value as string).length <= PASSWORD_MAX_LENGTH, AuthMessages.passwordTooLong),
    rule('notCommon', (value) => !isCommonPassword(value as string), PasswordRuleMessages.common),
  )
  password: string;

  @sameAs('email', (value) => String(value).trim().toLowerCase(), RegistrationMessages.emailsDoNotMatch)
  confirmEmail?: unknown;

  @sameAs('password', normalisePassword, RegistrationMessages.passwordsDoNotMatch)
  confirmPassword?: unknown;

  @ValidateBy({ name: 'accepted', validator: { validate: (value) => value === true } }, { message: RegistrationMessages.aboutRequired })
  acceptTerms: boolean;
}
