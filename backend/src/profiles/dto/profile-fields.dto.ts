import {
  AVAILABILITY,
  AVAILABLE_FOR,
  BIO_MIN_LENGTH,
  BODY_TYPES,
  BUST_SIZES,
  CATEGORIES,
  EYE_COLORS,
  FieldMessages,
  HAIR_COLORS,
  MAX_AGE,
  MEETING_WITH,
  MIN_AGE,
  NATIONALITIES,
  OUTCALLS,
  SERVICE_TYPES,
  SignUpMessages,
  USERNAME_MIN_LENGTH,
} from 'contract';
import {
  ageAtLeast,
  ageAtMost,
  field,
  filled,
  isIsoDate,
  isText,
  list,
  listOf,
  matches,
  maxLength,
  oneOf,
  rule,
  text,
  wholeNumber,
  wholeNumberFrom,
} from './profile-field-rules';

const choose = (label: string) => `Please choose a valid ${label}`;
const whole = (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}`;
const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters long`;

/** The texts of the profile fields' rules: the spec's (§5, §8) where it has one, worded like them where not. */
export const ProfileFieldMessages = {
  required: FieldMessages.required,
  fullNameRequired: SignUpMessages.fullNameRequired,
  fullNameTooLong: tooLong('Full name', 100),
  usernameTooShort: SignUpMessages.usernameTooShort,
  usernameTooLong: 'Username must be at most 30 characters long',
  usernameCharacters: 'Username can only contain letters, numbers, dots, hyphens and underscores',
  invalidBirthdate: 'Please enter a valid date of birth',
  mustBeAdult: SignUpMessages.underAge,
  tooOld: SignUpMessages.overAge,
  locationTooLong: tooLong('Location', 100),
  servicesTooLong: tooLong('Services', 2000),
  bioTooShort: SignUpMessages.bioTooShort,
  bioTooLong: tooLong('Bio', 5000),
  invalidPhone: FieldMessages.invalidPhone,
  invalidEmail: FieldMessages.invalidEmail,
  invalidWebsite: 'Please enter a valid website address',
  websiteTooLong: tooLong('Website', 300),
} as const;

const M = ProfileFieldMessages;
const MAX_RATE = 100_000;
/** The contact form's rule (spec §5): 6 to 20 digits, plus signs, spaces, parentheses or hyphens. */
const PHONE = /^[0-9+\s()-]{6,20}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const WEBSITE = /^https?:\/\/[^\s/]+\.[^\s]+$/i;

const required = filled(M.required);
const rate = (label: string) => field(wholeNumber(), wholeNumberFrom(0, MAX_RATE, whole(label, 0, MAX_RATE)));

/**
 * Every profile field and its rules, once: sign-up (with the account fields, registration module)
 * and the owner's editor (UpdateProfileDto) both validate with this class, so a profile one of them
 * can save the other could have made. A field the spec's wizard requires can be changed, never
 * blanked. The order is the wizard's (spec §5 steps 1-5), which sign-up reports in.
 */
export class ProfileFieldsDto {
  @field(
    text(),
    required,
    rule('minLength', (value) => isText(value) && value.length >= USERNAME_MIN_LENGTH, M.usernameTooShort),
    maxLength(30, M.usernameTooLong),
    matches(/^[A-Za-z0-9._-]+$/, M.usernameCharacters),
  )
  username?: string | null;

  @field(text(), filled(M.fullNameRequired), rule('isText', isText, M.fullNameRequired), maxLength(100, M.fullNameTooLong))
  full_name?: string | null;

  @field(text(), required, rule('isoDate', isIsoDate, M.invalidBirthdate), ageAtLeast(MIN_AGE, M.mustBeAdult), ageAtMost(MAX_AGE, M.tooOld))
  birthdate?: string | null;

  @field(text(), required, oneOf(NATIONALITIES, choose('nationality')))
  nationality?: string | null;

  /** Free text ('City, Area'), as the editor has it; the wizard offers the registration list (spec §3). */
  @field(text(), required, maxLength(100, M.locationTooLong))
  location?: string | null;

  @field(list(), listOf(choose('language')))
  languages?: string[];

  @field(wholeNumber(), required, wholeNumberFrom(100, 250, whole('Height', 100, 250)))
  height?: number | null;

  @field(wholeNumber(), required, wholeNumberFrom(30, 250, whole('Weight', 30, 250)))
  weight?: number | null;

  @field(text(), required, oneOf(BODY_TYPES, choose('body type')))
  body_type?: string | null;

  @field(text(), oneOf(BUST_SIZES, choose('bust size')))
  bust_size?: string | null;

  @field(text(), oneOf(HAIR_COLORS, choose('hair color')))
  hair_color?: string | null;

  @field(text(), oneOf(EYE_COLORS, choose('eye color')))
  eye_color?: string | null;

  @field(wholeNumber(), required, wholeNumberFrom(0, MAX_RATE, whole('1 hour rate', 0, MAX_RATE)))
  rates_1hour?: number | null;

  @field(text(), required, oneOf(MEETING_WITH, choose('meeting with')))
  meeting_with?: string | null;

  @field(text(), required, oneOf(AVAILABLE_FOR, choose('available for')))
  available_for?: string | null;

  @rate('30 minutes rate')
  rates_30min?: number | null;

  @rate('2 hours rate')
  rates_2hour?: number | null;

  @rate('Overnight rate')
  rates_overnight?: number | null;

  @field(list(), listOf(choose('service'), SERVICE_TYPES))
  service_types?: string[];

  @field(list(), listOf(choose('category'), CATEGORIES))
  categories?: string[];

  @field(text(), oneOf(OUTCALLS, choose('out calls')))
  outcalls?: string | null;

  @field(text(), oneOf(AVAILABILITY, choose('availability')))
  availability?: string | null;

  @field(text(), maxLength(2000, M.servicesTooLong))
  services?: string | null;

  @field(text(), required, maxLength(5000, M.bioTooLong), rule('minLength', (value) => isText(value) && value.length >= BIO_MIN_LENGTH, M.bioTooShort))
  bio?: string | null;

  @field(text(), required, matches(PHONE, M.invalidPhone))
  phone?: string | null;

  /** The contact email the profile shows (the wizard's contactEmail); not the sign-in email. */
  @field(text(), required, rule('email', (value) => isText(value) && value.length <= 254 && EMAIL.test(value), M.invalidEmail))
  email?: string | null;

  @field(text(), maxLength(300, M.websiteTooLong), matches(WEBSITE, M.invalidWebsite))
  website?: string | null;
}
