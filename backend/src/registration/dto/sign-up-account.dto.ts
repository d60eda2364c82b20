import { PASSWORD_MIN_LENGTH } from 'contract';
import { Transform } from 'class-transformer';
import { ValidateBy } from 'class-validator';
import { canonicalEmail } from '../../auth/email-identity';
import { isCommonPassword, isEmail, normalisePassword, PASSWORD_MAX_LENGTH } from '../../auth/password-rules';
import { field, filled, rule } from '../../profiles/dto/profile-field-rules';
import { AUTH_MESSAGES, PASSWORD_RULE_MESSAGES } from '../../auth/auth.messages';
import { REGISTRATION_MESSAGES } from '../registration.messages';

/** Equal to another field of the same form, when given. */
function sameAs(other: string, normalise: (value: unknown) => unknown, message: string): PropertyDecorator {
  return ValidateBy(
    { name: 'sameAs', validator: { validate: (value, args) => value === undefined || normalise(value) === (args!.object as Record<string, unknown>)[other] } },
    { message },
  );
}

const email = (value: unknown) => (typeof value === 'string' ? canonicalEmail(value) || null : null);
const password = (value: unknown) => normalisePassword(value) || null;

/**
 * The wizard's account fields (spec §5 step 1, and step 5's terms), which sign-up composes with the
 * profile's fields (ProfileFieldsDto). Without an email and a password no account can be made at all.
 */
export class SignUpAccountDto {
  @field(
    Transform(({ value }) => email(value)),
    filled(REGISTRATION_MESSAGES.credentialsRequired),
    rule('email', (value) => isEmail(value as string), REGISTRATION_MESSAGES.invalidEmail),
  )
  email: string;

  /** Trimmed, as sign-in trims what was typed (spec §5). */
  @field(
    Transform(({ value }) => password(value)),
    filled(REGISTRATION_MESSAGES.credentialsRequired),
    rule('minLength', (value) => (value as string).length >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort),
    rule('maxLength', (value) => (value as string).length <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong),
    rule('notCommon', (value) => !isCommonPassword(value as string), PASSWORD_RULE_MESSAGES.common),
  )
  password: string;

  @sameAs('email', (value) => canonicalEmail(String(value)), REGISTRATION_MESSAGES.emailsDoNotMatch)
  confirmEmail?: unknown;

  @sameAs('password', normalisePassword, REGISTRATION_MESSAGES.passwordsDoNotMatch)
  confirmPassword?: unknown;

  @ValidateBy({ name: 'accepted', validator: { validate: (value) => value === true } }, { message: REGISTRATION_MESSAGES.aboutRequired })
  acceptTerms: boolean;
}
