import { DataSource } from 'typeorm';
import { entityColumns } from '../../src/common/sql/entity-columns';
import { readRows } from '../../src/common/sql/pg-pool';
import { ProfilePhoto } from '../../src/photos/entities/profile-photo.entity';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { createAdvertiser } from '../factories/users.factory';
import { addPhoto } from '../profiles/profile-helpers';
import { createTestApp, TestApp } from '../test-app';

/** Every column of a profile set, nullable ones included, so each type is compared with a value. */
const EVERY_COLUMN_SET: Partial<Profile> = {
  bustSize: 'C',
  hairColor: 'Brunette',
  eyeColor: 'Brown',
  languages: ['English', 'Te Reo Māori'],
  services: 'Dinner dates',
  website: 'https://example.co.nz',
  rates30min: 150,
  rates2hour: 450,
  ratesOvernight: 1200,
  subscriptionTier: 'premium',
  subscriptionExpiresAt: new Date('2027-01-31T10:00:00Z'),
  isVerified: true,
  verificationSubmittedAt: new Date('2026-11-01T09:30:00Z'),
  lastActiveAt: new Date('2026-11-27T08:15:00Z'),
  availableUntil: new Date('2026-11-27T20:00:00Z'),
  avatarUrl: '/media/avatar.webp',
  likeCount: 42,
  withheldFor: ['stale_photos'],
  photosUpdatedAt: new Date('2026-11-20T01:00:00Z'),
  photosReminderFor: new Date('2026-05-20T01:00:00Z'),
};

describe('entityColumns: raw reads shaped as TypeORM hydrates them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reads a profile with every column set exactly as TypeORM does', async () => {
    const { profile } = await createAdvertiser(t, EVERY_COLUMN_SET);
    const [raw] = await readRows<Profile>(t.db, `SELECT ${entityColumns(t.db, Profile)} FROM profiles WHERE id = $1`, [profile.id]);

    expect(raw).toEqual({ ...(await t.db.getRepository(Profile).findOneByOrFail({ id: profile.id })) });
    expect(raw.birthdate).toBe('1998-05-17');
  });

  it('reads photos exactly as TypeORM does, fingerprint included', async () => {
    const { profile } = await createAdvertiser(t);
    const photo = await addPhoto(t, profile.id, 0, true);
    await t.db.query(`UPDATE profile_photos SET phash = '-8070450532247928832', width = 800, height = 1200 WHERE id = $1`, [photo.id]);
    const rows = await readRows<ProfilePhoto>(t.db, `SELECT ${entityColumns(t.db, ProfilePhoto)} FROM profile_photos WHERE id = $1`, [photo.id]);

    expect(rows).toEqual([{ ...(await t.db.getRepository(ProfilePhoto).findOneByOrFail({ id: photo.id })) }]);
    expect(rows[0].phash).toBe('-8070450532247928832');
  });
});

it('refuses a column it would not read as TypeORM does', () => {
  const metadata = { name: 'Note', columns: [{ propertyName: 'tags', databaseName: 'tags', type: 'simple-array' }] };
  const db = { getMetadata: () => metadata } as unknown as DataSource;

  expect(() => entityColumns(db, 'Note')).toThrow('Note.tags: a simple-array column is not read through entityColumns');
});
