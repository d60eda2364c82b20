import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { jpeg as pictureJpeg, png as picturePng } from '../fixtures/images';
import request from 'supertest';
import { RateLimitStore } from '../../src/auth/rate-limit/rate-limit.store';
import { totpCode } from '../factories/users.factory';
import { TestApp } from '../test-app';

let counter = 0;

/** A birth date `years` years (and a few days) before today. */
export function birthdateYearsAgo(years: number, extraDays = 3): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
}

/** A complete, valid wizard payload (spec §5); override any field. */
export function wizard(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    email: `new.user${id}@example.co.nz`,
    password: 'Wizard-Pass-2026',
    username: `newuser${id}`,
    full_name: 'Ruby Tuesday',
    contactEmail: `contact${id}@example.co.nz`,
    acceptTerms: true,
    birthdate: birthdateYearsAgo(25),
    nationality: 'Kiwi',
    location: 'Wellington',
    languages: ['English'],
    height: 168,
    weight: 58,
    body_type: 'Slim',
    bust_size: 'C',
    hair_color: 'Brunette',
    eye_color: 'Green',
    categories: ['Independent'],
    service_types: ['GFE', 'Dinner Date'],
    meeting_with: 'Men',
    available_for: 'Incall & Outcall',
    outcalls: 'Yes',
    availability: 'Anytime',
    rates_30min: 180,
    rates_1hour: 250,
    rates_2hour: 450,
    rates_overnight: 1200,
    bio: 'Warm, witty and well travelled companion based in Wellington, available most evenings.',
    phone: '021 555 0199',
    ...overrides,
  };
}

/** Small pictures, a different one on each call (fixtures/images.ts says why). */
export function jpeg(width = 40, height = 30): Promise<Buffer> {
  return pictureJpeg(width, height);
}

export function png(width = 40, height = 30): Promise<Buffer> {
  return picturePng(width, height);
}

export interface Upload {
  name: string;
  body: Buffer;
  contentType?: string;
}

export function signup(t: TestApp, data: Record<string, unknown> | string, photos: Upload[] = []): request.Test {
  let req = t.http().post('/api/auth/signup').field('data', typeof data === 'string' ? data : JSON.stringify(data));
  for (const photo of photos) req = req.attach('photos', photo.body, { filename: photo.name, contentType: photo.contentType ?? 'image/jpeg' });
  return req;
}

export function signin(t: TestApp, email: string, password: string): request.Test {
  return t.http().post('/api/auth/signin').send({ email, password });
}

/**
 * An admin's whole sign-in over HTTP: the password, then either the code (from `code`,
 * given the enrolled secret) or, for an admin not enrolled yet, enrolment with a code computed from
 * the secret the server hands out. Answers the last response (session, cookie) and that secret.
 */
export async function signInAdminOverHttp(
  t: TestApp,
  email: string,
  password: string,
  code?: () => Promise<string>,
): Promise<{ res: request.Response; secret?: string }> {
  const first = await signin(t, email, password).expect(200);
  const { challenge, twoFactor } = first.body as { challenge: string; twoFactor: 'code' | 'enrol' };
  if (twoFactor === 'code') {
    if (!code) throw new Error('this admin is enrolled: pass a code');
    return { res: await t.http().post('/api/auth/signin/two-factor').send({ challenge, code: await code() }).expect(200) };
  }
  const enrolment = await t.http().post('/api/auth/signin/enrol').send({ challenge }).expect(200);
  const secret: string = enrolment.body.secret;
  const res = await t.http().post('/api/auth/signin/enrol/confirm').send({ challenge, code: await totpCode(secret) }).expect(200);
  return { res, secret };
}

/** The refresh_token cookie a response set, as `name=value` for a Cookie header. */
export function refreshCookie(res: request.Response): string {
  const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const cookie = cookies.find((c) => c.startsWith('refresh_token=') && !c.startsWith('refresh_token=;'));
  if (!cookie) throw new Error(`no refresh_token cookie in ${JSON.stringify(cookies)}`);
  return cookie.split(';')[0];
}

export function resetRateLimits(t: TestApp): Promise<void> {
  return t.app.get(RateLimitStore).clear();
}

export async function count(t: TestApp, table: string): Promise<number> {
  const [row] = await t.db.query(`SELECT count(*)::int AS n FROM ${table}`);
  return row.n;
}

/** Every file under the app's local storage (photos and documents). */
export function storedFiles(t: TestApp): string[] {
  const root = join(t.config.dataDir, 'storage');
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}
