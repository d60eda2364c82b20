import {
  AVAILABILITY,
  AVAILABLE_FOR,
  BODY_TYPES,
  BUST_SIZES,
  CATEGORIES,
  EYE_COLORS,
  HAIR_COLORS,
  LANGUAGES,
  MEETING_WITH,
  NATIONALITIES,
  OUTCALLS,
  SERVICE_TYPES,
} from './enums';
import { BIO_MIN_LENGTH, MAX_AGE, MIN_AGE, USERNAME_MIN_LENGTH } from './limits';
import { FieldMessages } from './messages';

/** The registration wizard's steps that collect the profile's fields (spec §5), in order. */
export const SIGN_UP_FIELD_STEPS = ['ACCOUNT', 'PERSONAL', 'APPEARANCE', 'SERVICES', 'ABOUT'] as const;
export type SignUpFieldStep = (typeof SIGN_UP_FIELD_STEPS)[number];

/** The editor's tabs that show the profile's fields, in order. */
export const PROFILE_FIELD_TABS = ['basic', 'physical', 'services'] as const;
export type ProfileFieldTab = (typeof PROFILE_FIELD_TABS)[number];

interface FieldPlace {
  /** The field's name in messages ('Height must be ...'); a list's names one item ('Please choose a valid language'). */
  label: string;
  step: SignUpFieldStep;
  tab: ProfileFieldTab;
  /** Every profile has it: sign-up asks for it and the editor cannot blank it. */
  required: boolean;
  /** Shown on the public profile; the others only to the owner (contact details through the reveal). */
  public: boolean;
}

export type ProfileFieldSpec = FieldPlace &
  (
    | { type: 'text'; minLength?: number; maxLength?: number; match?: { pattern: RegExp; message: string } }
    | { type: 'choice'; values: readonly string[] }
    | { type: 'list'; values: readonly string[]; maxItems: number }
    | { type: 'number'; min: number; max: number }
    | { type: 'date'; minAge: number; maxAge: number }
  );

const MAX_RATE = 100_000;
const MAX_LIST_ITEMS = 20;
const rate = <Required extends boolean>(label: string, required: Required) =>
  ({ label, step: 'SERVICES', tab: 'services', required, public: true, type: 'number', min: 0, max: MAX_RATE }) as const;

/**
 * Every field of a profile an advertiser fills in, once, in the wizard's order: the sites' forms, their step and
 * tab lists, the request types and the backend's rules are made from it (spec §3, §5).
 */
export const PROFILE_FIELDS = {
  full_name: { label: 'Full name', step: 'ACCOUNT', tab: 'basic', required: true, public: true, type: 'text', maxLength: 100 },
  username: {
    label: 'Username',
    step: 'ACCOUNT',
    tab: 'basic',
    required: true,
    public: true,
    type: 'text',
    minLength: USERNAME_MIN_LENGTH,
    maxLength: 30,
    match: { pattern: /^[A-Za-z0-9._-]+$/, message: 'Username can only contain letters, numbers, dots, hyphens and underscores' },
  },
  birthdate: { label: 'Date of birth', step: 'PERSONAL', tab: 'physical', required: true, public: false, type: 'date', minAge: MIN_AGE, maxAge: MAX_AGE },
  nationality: { label: 'Nationality', step: 'PERSONAL', tab: 'physical', required: true, public: true, type: 'choice', values: NATIONALITIES },
  /** Free text ('City, Area'), as the editor has it; the wizard offers the registration list. */
  location: { label: 'Location', step: 'PERSONAL', tab: 'basic', required: true, public: true, type: 'text', maxLength: 100 },
  languages: { label: 'Language', step: 'PERSONAL', tab: 'basic', required: false, public: true, type: 'list', values: LANGUAGES, maxItems: MAX_LIST_ITEMS },
  height: { label: 'Height', step: 'APPEARANCE', tab: 'physical', required: true, public: true, type: 'number', min: 100, max: 250 },
  weight: { label: 'Weight', step: 'APPEARANCE', tab: 'physical', required: true, public: true, type: 'number', min: 30, max: 250 },
  body_type: { label: 'Body type', step: 'APPEARANCE', tab: 'physical', required: true, public: true, type: 'choice', values: BODY_TYPES },
  bust_size: { label: 'Bust size', step: 'APPEARANCE', tab: 'physical', required: false, public: true, type: 'choice', values: BUST_SIZES },
  hair_color: { label: 'Hair color', step: 'APPEARANCE', tab: 'physical', required: false, public: true, type: 'choice', values: HAIR_COLORS },
  eye_color: { label: 'Eye color', step: 'APPEARANCE', tab: 'physical', required: false, public: true, type: 'choice', values: EYE_COLORS },
  rates_1hour: rate('1 hour rate', true),
  meeting_with: { label: 'Meeting with', step: 'SERVICES', tab: 'services', required: true, public: true, type: 'choice', values: MEETING_WITH },
  available_for: { label: 'Available for', step: 'SERVICES', tab: 'services', required: true, public: true, type: 'choice', values: AVAILABLE_FOR },
  rates_30min: rate('30 minutes rate', false),
  rates_2hour: rate('2 hours rate', false),
  rates_overnight: rate('Overnight rate', false),
  service_types: { label: 'Service', step: 'SERVICES', tab: 'services', required: false, public: true, type: 'list', values: SERVICE_TYPES, maxItems: MAX_LIST_ITEMS },
  categories: { label: 'Category', step: 'SERVICES', tab: 'basic', required: false, public: true, type: 'list', values: CATEGORIES, maxItems: MAX_LIST_ITEMS },
  outcalls: { label: 'Out calls', step: 'SERVICES', tab: 'services', required: false, public: true, type: 'choice', values: OUTCALLS },
  availability: { label: 'Availability', step: 'SERVICES', tab: 'services', required: false, public: true, type: 'choice', values: AVAILABILITY },
  services: { label: 'Services', step: 'SERVICES', tab: 'services', required: false, public: true, type: 'text', maxLength: 2000 },
  bio: { label: 'Bio', step: 'ABOUT', tab: 'basic', required: true, public: true, type: 'text', minLength: BIO_MIN_LENGTH, maxLength: 5000 },
  /** The contact form's rule (spec §5): 6 to 20 digits, plus signs, spaces, parentheses or hyphens. */
  phone: { label: 'Phone', step: 'ABOUT', tab: 'basic', required: true, public: false, type: 'text', match: { pattern: /^[0-9+\s()-]{6,20}$/, message: FieldMessages.invalidPhone } },
  /** The contact email the profile shows (the wizard's contactEmail), not the sign-in email. */
  email: {
    label: 'Contact email',
    step: 'ABOUT',
    tab: 'basic',
    required: true,
    public: false,
    type: 'text',
    maxLength: 254,
    match: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: FieldMessages.invalidEmail },
  },
  website: {
    label: 'Website',
    step: 'ABOUT',
    tab: 'basic',
    required: false,
    public: false,
    type: 'text',
    maxLength: 300,
    match: { pattern: /^https?:\/\/[^\s/]+\.[^\s]+$/i, message: 'Please enter a valid website address' },
  },
} as const satisfies Record<string, ProfileFieldSpec>;

type Fields = typeof PROFILE_FIELDS;
export type ProfileFieldName = keyof Fields;

/** The fields in the wizard's order. */
export const PROFILE_FIELD_NAMES = Object.keys(PROFILE_FIELDS) as ProfileFieldName[];

export type RequiredProfileField = { [K in ProfileFieldName]: Fields[K]['required'] extends true ? K : never }[ProfileFieldName];
export type ListProfileField = { [K in ProfileFieldName]: Fields[K]['type'] extends 'list' ? K : never }[ProfileFieldName];
export type NumberProfileField = { [K in ProfileFieldName]: Fields[K]['type'] extends 'number' ? K : never }[ProfileFieldName];

/** A field's value as sent and stored: a list is empty, anything else null, when not given. */
export type ProfileFieldValues = { [K in ProfileFieldName]: K extends ListProfileField ? string[] : (K extends NumberProfileField ? number : string) | null };

/** A field as a form holds it while typed: text (numbers and dates too), or the items chosen. */
export type ProfileFieldInputs = { [K in ProfileFieldName]: K extends ListProfileField ? string[] : string };

/** The fields of a wizard step or an editor tab, in the wizard's order. */
export function profileFieldsWhere(where: Partial<Pick<FieldPlace, 'step' | 'tab' | 'required' | 'public'>>): ProfileFieldName[] {
  return PROFILE_FIELD_NAMES.filter((name) => Object.entries(where).every(([key, value]) => PROFILE_FIELDS[name][key as keyof FieldPlace] === value));
}

/** The `data` part of POST /api/auth/signup: the profile's fields (its email as contactEmail) and the account's. */
export type SignUpRequest = Omit<ProfileFieldValues, 'email'> & {
  email: string;
  password: string;
  contactEmail: string;
  acceptTerms: boolean;
};

/** The body of PUT /api/profiles/me: the fields as typed (blank is not given), the username fixed after sign-up. */
export type ProfileUpdateRequest = Omit<ProfileFieldInputs, 'username'>;

/**
 * How a list of field names differs from the description: each one missing, then each one it has that the
 * description does not. The tests run it on every list still written by hand (and on a drifted copy).
 */
export function profileFieldDrift(place: string, names: Iterable<string>, expected: readonly string[] = PROFILE_FIELD_NAMES): string[] {
  const listed = new Set(names);
  return [
    ...expected.filter((name) => !listed.has(name)).map((name) => `${place} lacks ${name}`),
    ...[...listed].filter((name) => !expected.includes(name)).map((name) => `${place} has ${name}, which is not a profile field`),
  ];
}
