import { MAX_AGE, MIN_AGE, OwnerProfile, ProfileMessages, SignUpMessages } from 'contract';

/** The editable fields of the Basic, Physical and Services & Rates tabs, as typed. */
export interface ProfileForm {
  full_name: string;
  username: string;
  categories: string[];
  bio: string;
  location: string;
  phone: string;
  email: string;
  website: string;
  languages: string;
  birthdate: string; // yyyy-MM-dd from the date picker
  nationality: string;
  height: string;
  weight: string;
  body_type: string;
  bust_size: string;
  hair_color: string;
  eye_color: string;
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
}

export const PROFILE_MESSAGES = {
  fullNameRequired: SignUpMessages.fullNameRequired,
  ageRange: `You must be between ${MIN_AGE} and ${MAX_AGE} years old`,
  updated: ProfileMessages.updated,
  updateFailed: 'Failed to update profile. Please try again.',
} as const;

const text = (value: string | null | undefined): string => value ?? '';
const num = (value: number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

export function formFromProfile(profile: OwnerProfile): ProfileForm {
  return {
    full_name: profile.full_name,
    username: profile.username,
    categories: [...profile.categories],
    bio: text(profile.bio),
    location: text(profile.location),
    phone: text(profile.phone),
    email: text(profile.email),
    website: text(profile.website),
    languages: profile.languages.join(', '),
    birthdate: text(profile.birthdate).slice(0, 10),
    nationality: text(profile.nationality),
    height: num(profile.height),
    weight: num(profile.weight),
    body_type: text(profile.body_type),
    bust_size: text(profile.bust_size),
    hair_color: text(profile.hair_color),
    eye_color: text(profile.eye_color),
    service_types: [...profile.service_types],
    services: text(profile.services),
    meeting_with: text(profile.meeting_with),
    available_for: text(profile.available_for),
    outcalls: text(profile.outcalls),
    availability: text(profile.availability),
    rates_30min: num(profile.rates_30min),
    rates_1hour: num(profile.rates_1hour),
    rates_2hour: num(profile.rates_2hour),
    rates_overnight: num(profile.rates_overnight),
  };
}

/** Whole years from a yyyy-MM-dd birth date to today; null when there is no valid date. */
export function ageFromIso(iso: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age;
}

/** The checks before Save Changes; the tab holding the field comes back so the editor can show it. */
export function validateProfileForm(form: ProfileForm, now: Date = new Date()): { message: string; field: keyof ProfileForm } | null {
  if (!form.full_name.trim()) return { message: PROFILE_MESSAGES.fullNameRequired, field: 'full_name' };
  if (form.birthdate) {
    const age = ageFromIso(form.birthdate, now);
    if (age === null || age < MIN_AGE || age > MAX_AGE) return { message: PROFILE_MESSAGES.ageRange, field: 'birthdate' };
  }
  return null;
}

/** The PUT /api/profiles/me body: every owner field; blanks are sent as empty (the server stores null). */
export function profilePayload(form: ProfileForm): Record<string, unknown> {
  const { username: _fixed, languages, ...rest } = form;
  return {
    ...rest,
    full_name: form.full_name.trim(),
    languages: languages
      .split(',')
      .map((l) => l.trim())
      .filter(Boolean),
  };
}
