import {
  MAX_AGE,
  MIN_AGE,
  OwnerProfile,
  PROFILE_FIELD_NAMES,
  PROFILE_FIELD_TABS,
  PROFILE_FIELDS,
  type ProfileFieldInputs,
  type ProfileFieldName,
  type ProfileFieldTab,
  profileFieldsWhere,
  ProfileMessages,
  type ProfileUpdateRequest,
  RequiredFieldMessages,
  type RequiredProfileField,
  SignUpMessages,
} from 'contract';

/** The fields of the Basic, Physical and Services & Rates tabs, as typed (birthdate yyyy-MM-dd from the date picker). */
export type ProfileForm = ProfileFieldInputs;

export const PROFILE_MESSAGES = {
  fullNameRequired: SignUpMessages.fullNameRequired,
  ageRange: `You must be between ${MIN_AGE} and ${MAX_AGE} years old`,
  updated: ProfileMessages.updated,
  updateFailed: 'Failed to update profile. Please try again.',
} as const;

/** A stored value as the form shows it: a list as a copy, a number as digits, nothing as blank. */
function inputOf(name: ProfileFieldName, value: string | number | string[] | null | undefined): string | string[] {
  if (Array.isArray(value)) {
    // A value no longer on the list is left out rather than sent back to be refused.
    const spec = PROFILE_FIELDS[name];
    return spec.type === 'list' ? value.filter((item) => (spec.values as readonly string[]).includes(item)) : [...value];
  }
  if (value === null || value === undefined) return '';
  return PROFILE_FIELDS[name].type === 'date' ? String(value).slice(0, 10) : String(value);
}

export function formFromProfile(profile: OwnerProfile): ProfileForm {
  return Object.fromEntries(PROFILE_FIELD_NAMES.map((name) => [name, inputOf(name, profile[name])])) as ProfileForm;
}

/** The editor's tab that shows the field, so a failed check can take the user to it. */
export const tabOf = (field: keyof ProfileForm): ProfileFieldTab => PROFILE_FIELDS[field].tab;

/** Whole years from a yyyy-MM-dd birth date to today; null when there is no valid date. */
export function ageFromIso(iso: string, now: Date = new Date()): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  let age = now.getFullYear() - y;
  if (now.getMonth() + 1 < m || (now.getMonth() + 1 === m && now.getDate() < d)) age -= 1;
  return age;
}

/** Every field a profile must have (as at sign-up) but the fixed username, in the order of the editor's tabs. */
export const REQUIRED_FIELDS = PROFILE_FIELD_TABS.flatMap((tab) => profileFieldsWhere({ tab, required: true })).filter(
  (field): field is Exclude<RequiredProfileField, 'username'> => field !== 'username',
);

/** The checks before Save Changes; the tab holding the field comes back so the editor can show it. */
export function validateProfileForm(form: ProfileForm, now: Date = new Date()): { message: string; field: keyof ProfileForm } | null {
  const blank = REQUIRED_FIELDS.find((field) => !form[field].trim());
  if (blank) return { message: RequiredFieldMessages[blank], field: blank };
  if (form.birthdate) {
    const age = ageFromIso(form.birthdate, now);
    if (age === null || age < MIN_AGE || age > MAX_AGE) return { message: PROFILE_MESSAGES.ageRange, field: 'birthdate' };
  }
  return null;
}

/** The PUT /api/profiles/me body: every owner field; blanks are sent as empty (the server stores null). */
export function profilePayload(form: ProfileForm): ProfileUpdateRequest {
  const { username: _fixed, ...rest } = form;
  return { ...rest, full_name: form.full_name.trim() };
}
