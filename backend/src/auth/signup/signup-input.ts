import {
  AVAILABILITY,
  AVAILABLE_FOR,
  BODY_TYPES,
  BUST_SIZES,
  CATEGORIES,
  EYE_COLORS,
  HAIR_COLORS,
  LOCATIONS,
  MEETING_WITH,
  NATIONALITIES,
  OUTCALLS,
  SERVICE_TYPES,
} from '../../profiles/profile-enums';
import { ageFrom } from '../../profiles/profile.mapper';
import { AuthErrorCode, AuthException, AuthMessages } from '../auth.exception';
import { isEmail, normalisePassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../password-rules';

/** The whole registration wizard, checked and normalised; only these fields are ever stored. */
export interface SignupInput {
  email: string;
  password: string;
  username: string;
  fullName: string;
  birthdate: string;
  nationality: string;
  location: string;
  languages: string[];
  height: number;
  weight: number;
  bodyType: string;
  bustSize: string | null;
  hairColor: string | null;
  eyeColor: string | null;
  categories: string[];
  serviceTypes: string[];
  services: string | null;
  meetingWith: string;
  availableFor: string;
  outcalls: string | null;
  availability: string | null;
  rates30min: number | null;
  rates1hour: number;
  rates2hour: number | null;
  ratesOvernight: number | null;
  bio: string;
  phone: string;
  contactEmail: string;
  website: string | null;
}

type Raw = Record<string, unknown>;

const USERNAME = /^[A-Za-z0-9._-]+$/;
const PHONE = /^[0-9+\s()-]{6,20}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MAX_RATE = 100_000;

const bad = (message: string) => new AuthException(AuthErrorCode.BadInput, message);

function text(raw: Raw, key: string, max: number, label: string): string | null {
  const value = raw[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw bad(AuthMessages.invalidChoice(label));
  const trimmed = String(value).trim();
  if (trimmed.length > max) throw bad(AuthMessages.tooLong(label, max));
  return trimmed === '' ? null : trimmed;
}

function isMissing(raw: Raw, key: string): boolean {
  const value = raw[key];
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

function choice(raw: Raw, key: string, allowed: readonly string[], label: string): string | null {
  const value = text(raw, key, 100, label);
  if (value === null) return null;
  if (!allowed.includes(value)) throw bad(AuthMessages.invalidChoice(label));
  return value;
}

/** A list sent as an array or as a comma-joined string (the earlier app saved service_types that way). */
function list(raw: Raw, key: string, label: string, allowed?: readonly string[]): string[] {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return [];
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : undefined;
  if (!items || items.length > 20 || items.some((item) => typeof item !== 'string')) throw bad(AuthMessages.invalidChoice(label));
  const cleaned = [...new Set((items as string[]).map((item) => item.trim()).filter(Boolean))];
  if (cleaned.some((item) => item.length > 50 || (allowed && !allowed.includes(item)))) throw bad(AuthMessages.invalidChoice(label));
  return cleaned;
}

function whole(raw: Raw, key: string, label: string, min: number, max: number): number | null {
  const value = raw[key];
  if (value === undefined || value === null || value === '') return null;
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(number) || number < min || number > max) throw bad(AuthMessages.invalidNumber(label, min, max));
  return number;
}

function birthdate(raw: Raw, now: Date): string {
  const value = text(raw, 'birthdate', 10, 'date of birth')!;
  const match = ISO_DATE.exec(value);
  const date = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  if (!date || date.toISOString().slice(0, 10) !== value) throw bad(AuthMessages.invalidBirthdate);
  const age = ageFrom(value, now);
  if (age === null || age < 18) throw bad(AuthMessages.mustBeAdult);
  if (age > 99) throw bad(AuthMessages.tooOld);
  return value;
}

/** Parses the multipart `data` field; a request without one carries no credentials at all. */
export function parseSignupData(data: unknown): Raw {
  if (typeof data !== 'string' || data.trim() === '') throw bad(AuthMessages.credentialsRequired);
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    throw bad(AuthMessages.invalidSignupData);
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw bad(AuthMessages.invalidSignupData);
  return parsed as Raw;
}

/**
 * Re-checks every rule of the registration wizard (spec §5) in the order of its steps, so the
 * first message a caller gets is the one the wizard would have shown.
 */
export function validateSignup(raw: Raw, now: Date = new Date()): SignupInput {
  // Without credentials no account can be made at all (spec §5, sign-up server side); the wizard never sends that.
  if (isMissing(raw, 'email') || isMissing(raw, 'password') || typeof raw.password !== 'string') throw bad(AuthMessages.credentialsRequired);
  // Step 1: account
  if (['full_name', 'username'].some((key) => isMissing(raw, key))) throw bad(AuthMessages.requiredFields);
  const fullName = text(raw, 'full_name', 100, 'display name')!;
  const username = text(raw, 'username', 100, 'username')!;
  const email = text(raw, 'email', 254, 'email')!.toLowerCase();
  const password = normalisePassword(raw.password);
  if (raw.confirmEmail !== undefined && String(raw.confirmEmail).trim().toLowerCase() !== email) throw bad(AuthMessages.emailsDoNotMatch);
  if (raw.confirmPassword !== undefined && normalisePassword(raw.confirmPassword) !== password) throw bad(AuthMessages.passwordsDoNotMatch);
  if (password.length < PASSWORD_MIN_LENGTH) throw bad(AuthMessages.passwordTooShort);
  if (password.length > PASSWORD_MAX_LENGTH) throw bad(AuthMessages.passwordTooLong);
  if (username.length < 3) throw bad(AuthMessages.usernameTooShort);
  if (username.length > 30) throw bad(AuthMessages.usernameTooLong);
  if (!USERNAME.test(username)) throw bad(AuthMessages.usernameCharacters);
  if (!isEmail(email)) throw bad(AuthMessages.invalidEmail);

  // Step 2: personal
  if (['birthdate', 'nationality', 'location'].some((key) => isMissing(raw, key))) throw bad(AuthMessages.requiredFields);
  const birth = birthdate(raw, now);
  const nationality = choice(raw, 'nationality', NATIONALITIES, 'nationality')!;
  const location = choice(raw, 'location', LOCATIONS, 'location')!;
  const languages = list(raw, 'languages', 'language');

  // Step 3: appearance
  if (['height', 'weight', 'body_type'].some((key) => isMissing(raw, key))) throw bad(AuthMessages.requiredFields);
  const height = whole(raw, 'height', 'Height', 100, 250)!;
  const weight = whole(raw, 'weight', 'Weight', 30, 250)!;
  const bodyType = choice(raw, 'body_type', BODY_TYPES, 'body type')!;
  const bustSize = choice(raw, 'bust_size', BUST_SIZES, 'bust size');
  const hairColor = choice(raw, 'hair_color', HAIR_COLORS, 'hair color');
  const eyeColor = choice(raw, 'eye_color', EYE_COLORS, 'eye color');

  // Step 4: services
  if (['rates_1hour', 'meeting_with', 'available_for'].some((key) => isMissing(raw, key))) throw bad(AuthMessages.requiredFields);
  const rates1hour = whole(raw, 'rates_1hour', '1 hour rate', 0, MAX_RATE)!;
  const meetingWith = choice(raw, 'meeting_with', MEETING_WITH, 'meeting with')!;
  const availableFor = choice(raw, 'available_for', AVAILABLE_FOR, 'available for')!;
  const rates30min = whole(raw, 'rates_30min', '30 minutes rate', 0, MAX_RATE);
  const rates2hour = whole(raw, 'rates_2hour', '2 hours rate', 0, MAX_RATE);
  const ratesOvernight = whole(raw, 'rates_overnight', 'Overnight rate', 0, MAX_RATE);
  const serviceTypes = list(raw, 'service_types', 'service', SERVICE_TYPES);
  const categories = list(raw, 'categories', 'category', CATEGORIES);
  const outcalls = choice(raw, 'outcalls', OUTCALLS, 'out calls');
  const availability = choice(raw, 'availability', AVAILABILITY, 'availability');
  const services = text(raw, 'services', 1000, 'Services');

  // Step 5: about
  if (['bio', 'phone', 'contactEmail'].some((key) => isMissing(raw, key)) || raw.acceptTerms !== true) throw bad(AuthMessages.aboutRequired);
  const bio = text(raw, 'bio', 5000, 'Bio')!;
  if (bio.length < 50) throw bad(AuthMessages.bioTooShort);
  const phone = text(raw, 'phone', 20, 'Phone')!;
  if (!PHONE.test(phone)) throw bad(AuthMessages.invalidPhone);
  const contactEmail = text(raw, 'contactEmail', 254, 'contact email')!;
  if (!isEmail(contactEmail)) throw bad(AuthMessages.invalidEmail);
  const website = text(raw, 'website', 300, 'website');
  if (website !== null && !/^https?:\/\/[^\s/]+\.[^\s]+$/i.test(website)) throw bad(AuthMessages.invalidWebsite);

  return {
    email,
    password,
    username,
    fullName,
    birthdate: birth,
    nationality,
    location,
    languages,
    height,
    weight,
    bodyType,
    bustSize,
    hairColor,
    eyeColor,
    categories,
    serviceTypes,
    services,
    meetingWith,
    availableFor,
    outcalls,
    availability,
    rates30min,
    rates1hour,
    rates2hour,
    ratesOvernight,
    bio,
    phone,
    contactEmail,
    website,
  };
}
