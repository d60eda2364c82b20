import {
  BIO_MIN_LENGTH,
  FieldMessages,
  MAX_AGE,
  MIN_AGE,
  PASSWORD_MIN_LENGTH,
  PasswordMessages,
  PROFILE_FIELD_NAMES,
  PROFILE_FIELDS,
  type ProfileFieldInputs,
  type ProfileFieldName,
  type ProfileFieldValues,
  profileFieldsWhere,
  SIGN_UP_FIELD_STEPS,
  SignUpMessages,
  type SignUpRequest,
  USERNAME_MIN_LENGTH,
} from 'contract';
import { PASSWORD_TOO_SHORT } from '../../lib/password-strength';
import { ageOn, parseDisplayDate, toIsoDate } from './birthdate';

/** The six steps of spec §4, in order: the profile's field steps, then the end. */
export const STEPS = [...SIGN_UP_FIELD_STEPS, 'COMPLETE'] as const;
export type Step = (typeof STEPS)[number];

/** The account's fields beside the profile's: the sign-in email twice, the password twice, the terms. */
interface AccountInputs {
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;
  contactEmail: string;
  acceptTerms: boolean;
}

/**
 * Everything the wizard collects; strings as typed so nothing is lost between steps or on errors. The profile's
 * email is its contactEmail here (email is the sign-in one); birthdate is dd/MM/yyyy as shown.
 */
export type SignUpForm = Omit<ProfileFieldInputs, 'email'> & AccountInputs;

/** The wizard's field that holds a profile field (the contact email is contactEmail). */
const inputOf = (name: ProfileFieldName) => (name === 'email' ? 'contactEmail' : name) satisfies keyof SignUpForm;

export const EMPTY_FORM: SignUpForm = {
  ...(Object.fromEntries(PROFILE_FIELD_NAMES.map((name) => [inputOf(name), PROFILE_FIELDS[name].type === 'list' ? ([] as string[]) : ''])) as Omit<ProfileFieldInputs, 'email'>),
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  contactEmail: '',
  acceptTerms: false,
};

export const MESSAGES = {
  required: FieldMessages.required,
  emailsDiffer: SignUpMessages.emailsMismatch,
  passwordsDiffer: PasswordMessages.mismatch,
  passwordShort: PASSWORD_TOO_SHORT,
  usernameShort: SignUpMessages.usernameTooShort,
  tooYoung: SignUpMessages.underAge,
  birthdateInvalid: 'Please enter your date of birth as dd/MM/yyyy',
  tooOld: SignUpMessages.overAge,
  aboutRequired: SignUpMessages.requiredWithTerms,
  bioShort: SignUpMessages.bioTooShort,
  emailTaken: 'This email address is already registered. Please sign in or use a different email.',
  signUpFailed: 'Failed to create account. Please try again.',
} as const;

/** A step's validation result: the spec message and the field to put focus on. */
export interface StepError {
  message: string;
  field: keyof SignUpForm;
}

const blank = (value: string): boolean => value.trim() === '';

function firstBlank(form: SignUpForm, fields: (keyof SignUpForm)[]): keyof SignUpForm | undefined {
  return fields.find((f) => {
    const value = form[f];
    return typeof value === 'string' ? blank(value) : Array.isArray(value) ? value.length === 0 : !value;
  });
}

/** The fields each step requires, in order: the profile's as the contract says, then the account's of that step. */
const REQUIRED: Record<Exclude<Step, 'COMPLETE'>, (keyof SignUpForm)[]> = {
  ACCOUNT: [...profileFieldsWhere({ step: 'ACCOUNT', required: true }).map(inputOf), 'email', 'password'],
  PERSONAL: profileFieldsWhere({ step: 'PERSONAL', required: true }).map(inputOf),
  APPEARANCE: profileFieldsWhere({ step: 'APPEARANCE', required: true }).map(inputOf),
  SERVICES: profileFieldsWhere({ step: 'SERVICES', required: true }).map(inputOf),
  ABOUT: [...profileFieldsWhere({ step: 'ABOUT', required: true }).map(inputOf), 'acceptTerms'],
};

/** The checks that Next runs on each step (spec §5 "Registration wizard"); null when the step is fine. */
export function validateStep(step: Step, form: SignUpForm, now: Date = new Date()): StepError | null {
  if (step === 'COMPLETE') return null;
  const missing = firstBlank(form, REQUIRED[step]);
  if (missing) return { message: step === 'ABOUT' ? MESSAGES.aboutRequired : MESSAGES.required, field: missing };
  switch (step) {
    case 'ACCOUNT': {
      if (form.email.trim().toLowerCase() !== form.confirmEmail.trim().toLowerCase()) return { message: MESSAGES.emailsDiffer, field: 'confirmEmail' };
      if (form.password !== form.confirmPassword) return { message: MESSAGES.passwordsDiffer, field: 'confirmPassword' };
      if (form.password.length < PASSWORD_MIN_LENGTH) return { message: MESSAGES.passwordShort, field: 'password' };
      if (form.username.trim().length < USERNAME_MIN_LENGTH) return { message: MESSAGES.usernameShort, field: 'username' };
      return null;
    }
    case 'PERSONAL': {
      const birth = parseDisplayDate(form.birthdate);
      if (!birth) return { message: MESSAGES.birthdateInvalid, field: 'birthdate' };
      const age = ageOn(birth, now);
      if (age < MIN_AGE) return { message: MESSAGES.tooYoung, field: 'birthdate' };
      if (age > MAX_AGE) return { message: MESSAGES.tooOld, field: 'birthdate' };
      return null;
    }
    case 'ABOUT':
      return form.bio.trim().length < BIO_MIN_LENGTH ? { message: MESSAGES.bioShort, field: 'bio' } : null;
    default:
      return null;
  }
}

/** A profile field as sent: a list as chosen, a number as a number, a date as yyyy-MM-dd, blank text as null. */
function sentValue(name: ProfileFieldName, input: string | string[]): string[] | number | string | null {
  if (Array.isArray(input)) return input;
  if (blank(input)) return null;
  const type = PROFILE_FIELDS[name].type;
  if (type === 'number') return Number(input);
  if (type === 'date') {
    const birth = parseDisplayDate(input);
    return birth ? toIsoDate(birth) : null;
  }
  return input.trim();
}

/** The `data` part of POST /api/auth/signup (docs/api-contract.md). */
export function toSignUpPayload(form: SignUpForm): SignUpRequest {
  const profile = Object.fromEntries(PROFILE_FIELD_NAMES.filter((name) => name !== 'email').map((name) => [name, sentValue(name, form[inputOf(name)])]));
  return {
    ...(profile as Omit<ProfileFieldValues, 'email'>),
    email: form.email.trim(),
    password: form.password,
    contactEmail: form.contactEmail.trim(),
    acceptTerms: form.acceptTerms,
  };
}
