import { ProfileFieldsDto } from './dto/profile-fields.dto';
import { Profile } from './entities/profile.entity';

/**
 * The free-text fields a visitor can see, which moderation reviews and the advertising rules read: the contact
 * email and website too, since a visitor's reveal shows them. The username is read at sign-up, the one time it is set.
 */
export const REVIEWED_TEXT_FIELDS = ['full_name', 'bio', 'services', 'location', 'website', 'email'] as const satisfies readonly (keyof ProfileFieldsDto)[];
export type ReviewedTextField = (typeof REVIEWED_TEXT_FIELDS)[number];

const COLUMN_OF: Record<ReviewedTextField, keyof Profile> = {
  full_name: 'fullName',
  bio: 'bio',
  services: 'services',
  location: 'location',
  website: 'website',
  email: 'email',
};

/** The reviewed fields the save changes, with their new text; undefined when none changes. */
export function changedText(profile: Profile, fields: ProfileFieldsDto): Record<string, string> | undefined {
  const changed: Record<string, string> = {};
  for (const field of REVIEWED_TEXT_FIELDS) {
    const next = fields[field];
    if (next === undefined) continue;
    if ((next ?? '') !== (profile[COLUMN_OF[field]] ?? '')) changed[field] = next ?? '';
  }
  return Object.keys(changed).length ? changed : undefined;
}

/** The profile's text of each of these fields ('' when blank). */
export function textOf(profile: Profile, fields: string[]): Record<string, string> {
  return Object.fromEntries(fields.filter((field): field is ReviewedTextField => field in COLUMN_OF).map((field) => [field, (profile[COLUMN_OF[field]] as string | null) ?? '']));
}

/** Every non-empty reviewed field of the profile. */
export function reviewedText(profile: Profile): Record<string, string> {
  const text: Record<string, string> = {};
  for (const field of REVIEWED_TEXT_FIELDS) {
    const value = profile[COLUMN_OF[field]];
    if (typeof value === 'string' && value.trim()) text[field] = value;
  }
  return text;
}

/** The reviewed fields a request gives (field name → text). */
export function pickReviewed(fields: ProfileFieldsDto): Record<string, string | null | undefined> {
  return Object.fromEntries(REVIEWED_TEXT_FIELDS.map((field) => [field, fields[field]]));
}

/**
 * What the advertising rules read at sign-up: the reviewed fields and the username, public text that can
 * never be changed afterwards. In the wizard's order (name, then username), so a refusal names the first field to fix.
 */
export function signUpText(fields: ProfileFieldsDto): Record<string, string | null | undefined> {
  const { full_name, ...rest } = pickReviewed(fields);
  return { full_name, username: fields.username, ...rest };
}
