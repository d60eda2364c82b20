import * as argon2 from 'argon2';
import { randomUUID } from 'node:crypto';
import { AccessTokenService } from '../../src/auth/access-token.service';
import { AdminUser } from '../../src/auth/entities/admin-user.entity';
import { User } from '../../src/auth/entities/user.entity';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { TestApp } from '../test-app';

export const FACTORY_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface SignedInUser {
  user: User;
  token: string;
  /** `{ Authorization: 'Bearer …' }` for supertest's `.set()`. */
  auth: Record<string, string>;
}

export interface Advertiser extends SignedInUser {
  profile: Profile;
}

export interface Admin extends SignedInUser {
  admin: AdminUser;
}

function tokenFor(t: TestApp, user: User): SignedInUser {
  const token = t.app.get(AccessTokenService).sign({ id: user.id, email: user.email, sessionId: randomUUID() });
  return { user, token, auth: { Authorization: `Bearer ${token}` } };
}

export async function createUser(t: TestApp, email?: string): Promise<User> {
  passwordHash ??= argon2.hash(FACTORY_PASSWORD, { type: argon2.argon2id });
  counter += 1;
  return t.db.getRepository(User).save({ email: email ?? `user${counter}-${randomUUID().slice(0, 6)}@example.co.nz`, passwordHash: await passwordHash });
}

/** An advertiser with an active free profile; pass overrides for any profile field. */
export async function createAdvertiser(t: TestApp, overrides: Partial<Profile> = {}): Promise<Advertiser> {
  const user = await createUser(t);
  counter += 1;
  const profile = await t.db.getRepository(Profile).save({
    userId: user.id,
    username: `advertiser${counter}${randomUUID().slice(0, 4)}`,
    fullName: `Advertiser ${counter}`,
    email: user.email,
    phone: '021 555 0101',
    bio: 'Friendly and professional companion based in Auckland, available most days.',
    location: 'Auckland CBD',
    birthdate: '1998-05-17',
    height: 168,
    weight: 58,
    bodyType: 'Slim',
    nationality: 'Kiwi',
    availability: 'Anytime',
    outcalls: 'Yes',
    categories: ['Independent'],
    serviceTypes: ['GFE', 'Dinner Date'],
    meetingWith: 'Men',
    availableFor: 'Incall & Outcall',
    rates1hour: 250,
    ...overrides,
  });
  return { ...tokenFor(t, user), profile };
}

export async function createAdmin(t: TestApp, flags: Partial<Pick<AdminUser, 'canVerifyProfiles' | 'isSuperadmin'>> = {}): Promise<Admin> {
  const user = await createUser(t);
  const admin = await t.db.getRepository(AdminUser).save({ userId: user.id, canVerifyProfiles: false, isSuperadmin: false, ...flags });
  return { ...tokenFor(t, user), admin };
}
