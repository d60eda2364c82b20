import { BIO_MIN_LENGTH, FieldMessages, MAX_AGE, MIN_AGE, PASSWORD_MIN_LENGTH, PasswordMessages, SignUpMessages, USERNAME_MIN_LENGTH } from 'contract';
import { PASSWORD_TOO_SHORT } from '../../lib/password-strength';
import { ageOn, parseDisplayDate, toIsoDate } from './birthdate';

/** The six steps of spec §4, in order. */
export const STEPS = ['ACCOUNT', 'PERSONAL', 'APPEARANCE', 'SERVICES', 'ABOUT', 'COMPLETE'] as const;
export type Step = (typeof STEPS)[number];

/** Everything the wizard collects; strings as typed so nothing is lost between steps or on errors. */
export interface SignUpForm {
  full_name: string;
  username: string;
  email: string;
  confirmEmail: string;
  password: string;
  confirmPassword: string;

  birthdate: string; // dd/MM/yyyy as shown
  nationality: string;
  location: string;
  languages: string;

  height: string;
  weight: string;
  body_type: string;
  bust_size: string;
  hair_color: string;
  eye_color: string;

  categories: string[];
  service_types: string[];
  services: string;
  meeting_with: string;
  available_for: string;
  outcalls: string;
  availability: string;
  rates_30min: string;
  rates_1hour: string;
  rates_2hour: string;
  rates_overnight: string;

  bio: string;
  phone: string;
  contactEmail: string;
  website: string;
  acceptTerms: boolean;
}

export const EMPTY_FORM: SignUpForm = {
  full_name: '',
  username: '',
  email: '',
  confirmEmail: '',
  password: '',
  confirmPassword: '',
  birthdate: '',
  nationality: '',
  location: '',
  languages: '',
  height: '',
  weight: '',
  body_type: '',
  bust_size: '',
  hair_color: '',
  eye_color: '',
  categories: [],
  service_types: [],
  services: '',
  meeting_with: '',
  available_for: '',
  outcalls: '',
  availability: '',
  rates_30min: '',
  rates_1hour: '',
  rates_2hour: '',
  rates_overnight: '',
  bio: '',
  phone: '',
  contactEmail: '',
  website: '',
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

/** The checks that Next runs on each step (spec §5 "Registration wizard"); null when the step is fine. */
export function validateStep(step: Step, form: SignUpForm, now: Date = new Date()): StepError | null {
  switch (step) {
    case 'ACCOUNT': {
      const missing = firstBlank(form, ['full_name', 'username', 'email', 'password']);
      if (missing) return { message: MESSAGES.required, field: missing };
      if (form.email.trim().toLowerCase() !== form.confirmEmail.trim().toLowerCase()) return { message: MESSAGES.emailsDiffer, field: 'confirmEmail' };
      if (form.password !== form.confirmPassword) return { message: MESSAGES.passwordsDiffer, field: 'confirmPassword' };
      if (form.password.length < PASSWORD_MIN_LENGTH) return { message: MESSAGES.passwordShort, field: 'password' };
      if (form.username.trim().length < USERNAME_MIN_LENGTH) return { message: MESSAGES.usernameShort, field: 'username' };
      return null;
    }
    case 'PERSONAL': {
      const missing = firstBlank(form, ['birthdate', 'nationality', 'location']);
      if (missing) return { message: MESSAGES.required, field: missing };
      const birth = parseDisplayDate(form.birthdate);
      if (!birth) return { message: MESSAGES.birthdateInvalid, field: 'birthdate' };
      const age = ageOn(birth, now);
      if (age < MIN_AGE) return { message: MESSAGES.tooYoung, field: 'birthdate' };
      if (age > MAX_AGE) return { message: MESSAGES.tooOld, field: 'birthdate' };
      return null;
    }
    case 'APPEARANCE': {
      const missing = firstBlank(form, ['height', 'weight', 'body_type']);
      return missing ? { message: MESSAGES.required, field: missing } : null;
    }
    case 'SERVICES': {
      const missing = firstBlank(form, ['rates_1hour', 'meeting_with', 'available_for']);
      return missing ? { message: MESSAGES.required, field: missing } : null;
    }
    case 'ABOUT': {
      const missing = firstBlank(form, ['bio', 'phone', 'contactEmail', 'acceptTerms']);
      if (missing) return { message: MESSAGES.aboutRequired, field: missing };
      if (form.bio.trim().length < BIO_MIN_LENGTH) return { message: MESSAGES.bioShort, field: 'bio' };
      return null;
    }
    default:
      return null;
  }
}

const numberOrNull = (value: string): number | null => (blank(value) ? null : Number(value));
const textOrNull = (value: string): string | null => (blank(value) ? null : value.trim());

/** The `data` part of POST /api/auth/signup (docs/api-contract.md). */
export function toSignUpPayload(form: SignUpForm): Record<string, unknown> {
  const birth = parseDisplayDate(form.birthdate);
  return {
    email: form.email.trim(),
    password: form.password,
    username: form.username.trim(),
    full_name: form.full_name.trim(),
    contactEmail: form.contactEmail.trim(),
    acceptTerms: form.acceptTerms,
    birthdate: birth ? toIsoDate(birth) : null,
    nationality: textOrNull(form.nationality),
    location: textOrNull(form.location),
    languages: form.languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
    height: numberOrNull(form.height),
    weight: numberOrNull(form.weight),
    body_type: textOrNull(form.body_type),
    bust_size: textOrNull(form.bust_size),
    hair_color: textOrNull(form.hair_color),
    eye_color: textOrNull(form.eye_color),
    categories: form.categories,
    service_types: form.service_types,
    services: textOrNull(form.services),
    meeting_with: textOrNull(form.meeting_with),
    available_for: textOrNull(form.available_for),
    outcalls: textOrNull(form.outcalls),
    availability: textOrNull(form.availability),
    rates_30min: numberOrNull(form.rates_30min),
    rates_1hour: numberOrNull(form.rates_1hour),
    rates_2hour: numberOrNull(form.rates_2hour),
    rates_overnight: numberOrNull(form.rates_overnight),
    bio: form.bio.trim(),
    phone: form.phone.trim(),
    website: textOrNull(form.website),
  };
}
