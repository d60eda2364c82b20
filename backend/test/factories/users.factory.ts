import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { AccountsService } from '../../src/auth/accounts.service';
import { AdminUser } from '../../src/auth/entities/admin-user.entity';
import { User } from '../../src/auth/entities/user.entity';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { SessionsService } from '../../src/auth/sessions/sessions.service';
import { TwoFactorService } from '../../src/auth/two-factor/two-factor.service';
import { Profile } from '../../src/profiles/entities/profile.entity';
import { TestApp } from '../test-app';

export const FACTORY_PASSWORD = 'Factory-Pass-2026';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export interface SignedInUser {
  user: User;
  token: string;
  sessionId: string;
  /** `{ Authorization: 'Bearer …' }` for supertest's `.set()`. */
  auth: Record<string, string>;
}

export interface Advertiser extends SignedInUser {
  profile: Profile;
}

export interface Admin extends SignedInUser {
  admin: AdminUser;
  /** The TOTP secret the admin enrolled with (base32), for computing further codes; null when not enrolled. */
  totpSecret: string | null;
  /** The ten recovery codes enrolment answered. */
  recoveryCodes: string[];
}

/** The 6-digit code of `secret` for the time step `stepsFromNow` steps away (the server accepts -1, 0 and +1). */
export function totpCode(secret: string, stepsFromNow = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsFromNow * 30 });
}

/** A real session (access tokens of unknown sessions are refused), without the cost of signing in. */
async function tokenFor(t: TestApp, user: User): Promise<SignedInUser> {
  const { accessToken: token, sessionId } = await t.app.get(SessionsService).start(user);
  return { user, token, sessionId, auth: { Authorization: `Bearer ${token}` } };
}

export async function createUser(t: TestApp, email?: string): Promise<User> {
  passwordHash ??= t.app.get(PasswordHasher).hash(FACTORY_PASSWORD);
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
  return { ...(await tokenFor(t, user)), profile };
}

/**
 * An admin signed in the way the back office requires: password, then enrolment in
 * two-factor sign-in with a code computed from the secret the server handed out, through the same
 * services the sign-in routes call. The enrolment used the current time step: a later sign-in needs
 * `totpCode(secret, 1)` or a recovery code. `enrolled: false` leaves the admin without a second
 * factor, holding a password-only session (as an account promoted to admin would), which no admin
 * route accepts.
 */
export async function createAdmin(
  t: TestApp,
  flags: Partial<Pick<AdminUser, 'canVerifyProfiles' | 'isSuperadmin'>> = {},
  options: { enrolled?: boolean } = {},
): Promise<Admin> {
  const user = await createUser(t);
  const admin = await t.db.getRepository(AdminUser).save({ userId: user.id, canVerifyProfiles: false, isSuperadmin: false, ...flags });
  if (options.enrolled === false) return { ...(await tokenFor(t, user)), admin, totpSecret: null, recoveryCodes: [] };
  const outcome = await t.app.get(AccountsService).signIn(user.email, FACTORY_PASSWORD);
  if (!('challenge' in outcome) || outcome.challenge.twoFactor !== 'enrol') throw new Error('an admin without two-factor sign-in must be asked to enrol');
  const twoFactor = t.app.get(TwoFactorService);
  const { secret } = await twoFactor.startSignInEnrolment(outcome.challenge.challenge);
  const { session, recoveryCodes } = await twoFactor.completeSignInEnrolment(outcome.challenge.challenge, await totpCode(secret));
  return { user, token: session.accessToken, sessionId: session.sessionId, auth: { Authorization: `Bearer ${session.accessToken}` }, admin, totpSecret: secret, recoveryCodes };
}
