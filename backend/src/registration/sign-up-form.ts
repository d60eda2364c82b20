import { plainToInstance } from 'class-transformer';
import { validateSync, ValidationError } from 'class-validator';

import { assertNoHostileInput } from '../common/http/security/hostile-input';
import { FILLED } from '../profiles/dto/profile-field-rules';
import { ProfileFieldsDto } from '../profiles/dto/profile-fields.dto';
import { SignUpAccountDto } from './dto/sign-up-account.dto';
import { RegistrationErrorCode, RegistrationException } from './registration.exception';
import { REGISTRATION_MESSAGES } from './registration.messages';

type Raw = Record<string, unknown>;

export interface SignUpForm {
  account: SignUpAccountDto;
  profile: ProfileFieldsDto;
}

/** A field of the wizard: `account:` for the account's, `profile:` for the profile's (contactEmail is the profile's email). */
type FieldKey = `account:${keyof SignUpAccountDto}` | `profile:${keyof ProfileFieldsDto}`;

/**
 * The wizard's steps (spec §5): the fields each one requires, with its message, and every field it
 * shows, in the order it checks them.
 */
const STEPS: { required: FieldKey[]; message: string; fields: FieldKey[] }[] = [
  {
    required: ['profile:full_name', 'profile:username'],
    message: REGISTRATION_MESSAGES.requiredFields,
    fields: ['profile:full_name', 'account:confirmEmail', 'account:confirmPassword', 'account:password', 'profile:username', 'account:email'],
  },
  {
    required: ['profile:birthdate', 'profile:nationality', 'profile:location'],
    message: REGISTRATION_MESSAGES.requiredFields,
    fields: ['profile:birthdate', 'profile:nationality', 'profile:location', 'profile:languages'],
  },
  {
    required: ['profile:height', 'profile:weight', 'profile:body_type'],
    message: REGISTRATION_MESSAGES.requiredFields,
    fields: ['profile:height', 'profile:weight', 'profile:body_type', 'profile:bust_size', 'profile:hair_color', 'profile:eye_color'],
  },
  {
    required: ['profile:rates_1hour', 'profile:meeting_with', 'profile:available_for'],
    message: REGISTRATION_MESSAGES.requiredFields,
    fields: [
      'profile:rates_1hour',
      'profile:meeting_with',
      'profile:available_for',
      'profile:rates_30min',
      'profile:rates_2hour',
      'profile:rates_overnight',
      'profile:service_types',
      'profile:categories',
      'profile:outcalls',
      'profile:availability',
      'profile:services',
    ],
  },
  {
    required: ['profile:bio', 'profile:phone', 'profile:email', 'account:acceptTerms'],
    message: REGISTRATION_MESSAGES.aboutRequired,
    fields: ['profile:bio', 'profile:phone', 'profile:email', 'profile:website'],
  },
];

const bad = (message: string) => new RegistrationException(RegistrationErrorCode.BadInput, message);

/** Parses the multipart `data` field; a request without one carries no credentials at all. */
export function parseSignUpData(data: unknown): Raw {
  if (typeof data !== 'string' || data.trim() === '') throw bad(REGISTRATION_MESSAGES.credentialsRequired);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw bad(REGISTRATION_MESSAGES.invalidSignupData);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw bad(REGISTRATION_MESSAGES.invalidSignupData);
  assertNoHostileInput(parsed, '');
  return parsed as Raw;
}

/** The profile's fields, as the steps list them. */
const PROFILE_FIELDS = STEPS.flatMap((step) => step.fields).flatMap((key) => (key.startsWith('profile:') ? [key.slice('profile:'.length)] : []));

/**
 * The wizard's data checked with the profile's own rules (ProfileFieldsDto, as in the editor) and
 * the account's, reporting the first problem in the order of the wizard's steps, so the caller gets
 * the message the wizard would have shown. Only the wizard's fields are kept.
 */
export function validateSignUp(raw: Raw): SignUpForm {
  // Sign-up sends every field, so one left out counts as left blank (null).
  const profile = plainToInstance(ProfileFieldsDto, Object.fromEntries(PROFILE_FIELDS.map((key) => [key, (key === 'email' ? raw.contactEmail : raw[key]) ?? null])));
  const account = plainToInstance(SignUpAccountDto, {
    email: raw.email,
    password: raw.password,
    confirmEmail: raw.confirmEmail,
    confirmPassword: raw.confirmPassword,
    acceptTerms: raw.acceptTerms,
  });
  const errors = new Map<FieldKey, ValidationError>();
  for (const error of validateSync(account, { stopAtFirstError: true })) errors.set(`account:${error.property}` as FieldKey, error);
  for (const error of validateSync(profile, { stopAtFirstError: true })) errors.set(`profile:${error.property}` as FieldKey, error);
  // Blank, or for the terms, not accepted.
  const missing = (key: FieldKey) => {
    const constraints = errors.get(key)?.constraints;
    return !!constraints && (FILLED in constraints || key === 'account:acceptTerms');
  };
  if (missing('account:email') || missing('account:password')) throw bad(REGISTRATION_MESSAGES.credentialsRequired);
  for (const step of STEPS) {
    if (step.required.some(missing)) throw bad(step.message);
    const failed = step.fields.map((key) => errors.get(key)).find(Boolean);
    if (failed) throw bad(Object.values(failed.constraints!)[0]);
  }
  return { account, profile };
}
