import { randomUUID } from 'node:crypto';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { TestApp } from '../test-app';

let sequence = 0;

/** Deletes every user (and by cascade every profile, photo, like and subscription). */
export async function clearAccounts(t: TestApp): Promise<void> {
  await t.db.query(`DELETE FROM daily_picks`);
  await t.db.query(`DELETE FROM users`);
}

/**
 * An advertiser created `minutesAgo` minutes in the past, so tests control the listing order
 * (newest first) without waiting.
 */
export async function advertiserCreated(t: TestApp, minutesAgo: number, overrides: Partial<Profile> = {}): Promise<Advertiser> {
  const advertiser = await createAdvertiser(t, overrides);
  const createdAt = new Date(Date.now() - minutesAgo * 60_000);
  await t.db.query(`UPDATE profiles SET created_at = $2 WHERE id = $1`, [advertiser.profile.id, createdAt]);
  advertiser.profile.createdAt = createdAt;
  return advertiser;
}

/** Several advertisers, each one minute older than the previous, all with the same overrides. */
export async function advertisers(t: TestApp, count: number, overrides: Partial<Profile> = {}): Promise<Advertiser[]> {
  const made: Advertiser[] = [];
  for (let i = 0; i < count; i++) made.push(await advertiserCreated(t, ++sequence, overrides));
  return made;
}

/** A photo row (no files); `copies` names the narrower widths it records (none: a photo stored before them). */
export async function addPhoto(t: TestApp, profileId: string, position: number, isPrimary = false, copies: Pick<ProfilePhoto, 'widths' | 'cardWidths'> = { widths: [], cardWidths: [] }): Promise<ProfilePhoto> {
  const key = `${profileId}/${randomUUID()}`;
  return t.db.getRepository(ProfilePhoto).save({
    profileId,
    url: `/media/profile-photos/${key}.webp`,
    cardUrl: `/media/profile-photos/${key}-card.webp`,
    storageKey: `${key}.webp`,
    cardStorageKey: `${key}-card.webp`,
    width: 800,
    height: 1000,
    ...copies,
    position,
    isPrimary,
  });
}

/** yyyy-MM-dd of a birthday `years` years (and `days` days) before today in New Zealand. */
export function birthdateForAge(years: number, days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y - years, m - 1, d - days)).toISOString().slice(0, 10);
}
