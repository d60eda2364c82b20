// Helpers for the back-office journeys: arrange data through the real HTTP API, sign in through the real login page.
import { deflateSync } from 'node:zlib';
import { Page } from 'playwright-core';
import { BASE_URL, DEMO_ADMIN } from './browser';
import { firstCode, nextAuthenticatorCode, nextSecondFactor, recoveryCodesLeft, rememberRecoveryCodes } from './two-factor';

export interface ApiAnswer<T = any> {
  status: number;
  json: T;
}

export async function api<T = any>(path: string, init: { method?: string; body?: unknown; token?: string; form?: FormData } = {}): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${BASE_URL}/api${path}`, {
    method: init.method ?? (init.body !== undefined || init.form ? 'POST' : 'GET'),
    headers,
    body: init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined };
}

/**
 * Signs in through the API and answers the access token. An account with two-factor sign-in (every admin)
 * continues with a code from the run's authenticator (support/two-factor.ts); an admin not enrolled yet enrols. Before
 * the recovery codes run out, the admin gets ten new ones.
 */
export async function signIn(credentials: { email: string; password: string }): Promise<string> {
  const res = await api<{ accessToken?: string; twoFactor?: 'code' | 'enrol'; challenge?: string }>('/auth/signin', { body: credentials });
  expect(res.status).toBeLessThan(300);
  if (!res.json.twoFactor) return res.json.accessToken!;
  const { challenge } = res.json;
  let token: string;
  if (res.json.twoFactor === 'enrol') {
    const enrolment = await api<{ secret: string }>('/auth/signin/enrol', { body: { challenge } });
    const done = await api<{ accessToken: string; recoveryCodes: string[] }>('/auth/signin/enrol/confirm', { body: { challenge, code: await firstCode(credentials.email, enrolment.json.secret) } });
    expect(done.status).toBe(200);
    rememberRecoveryCodes(credentials.email, done.json.recoveryCodes);
    token = done.json.accessToken;
  } else {
    const done = await api<{ accessToken: string }>('/auth/signin/two-factor', { body: { challenge, code: await nextSecondFactor(credentials.email) } });
    expect(done.status).toBe(200);
    token = done.json.accessToken;
  }
  if (recoveryCodesLeft(credentials.email) < 4) {
    const fresh = await api<{ recoveryCodes: string[] }>('/auth/two-factor/recovery-codes', {
      token,
      body: { password: credentials.password, code: await nextAuthenticatorCode(credentials.email) },
    });
    expect(fresh.status).toBe(200);
    rememberRecoveryCodes(credentials.email, fresh.json.recoveryCodes);
  }
  return token;
}

/**
 * A new advertiser made through the real sign-up API with a complete wizard payload, for journeys
 * about what comes after registering (the advertiser journey registers through the screens).
 */
/**
 * Approves every pending moderation item of the profile as the demo admin: a new profile is
 * published, and a new photo shown, once an admin approves it.
 */
export async function approvePending(profileId: string): Promise<void> {
  const admin = await signIn(DEMO_ADMIN);
  const pending = await api<{ id: string }[]>(`/admin/moderation?filter=${encodeURIComponent(JSON.stringify({ profile_id: profileId, state: 'pending' }))}`, { token: admin });
  expect(pending.status).toBe(200);
  for (const item of pending.json) expect((await api(`/admin/moderation/${item.id}/approve`, { token: admin, body: {} })).status).toBe(200);
}

/** A new advertiser, published: signed up through the API, then approved by an admin (pass `publish: false` to leave it held). */
export async function registerAdvertiser(account: { email: string; password: string; username: string; fullName: string }, options: { publish?: boolean } = {}): Promise<void> {
  const form = new FormData();
  form.append(
    'data',
    JSON.stringify({
      email: account.email,
      password: account.password,
      username: account.username,
      full_name: account.fullName,
      contactEmail: account.email,
      acceptTerms: true,
      birthdate: '1993-05-20',
      nationality: 'Kiwi',
      location: 'Hamilton',
      height: 168,
      weight: 60,
      body_type: 'Athletic',
      rates_1hour: 280,
      meeting_with: 'Men',
      available_for: 'Incall',
      bio: 'Easy-going companion in Hamilton who enjoys good food, long walks and great conversation.',
      phone: '021 555 0123',
    }),
  );
  const res = await api('/auth/signup', { form });
  expect(res.status).toBe(201);
  if (options.publish !== false) await approvePending(res.json.profile.id);
}

/** Today in New Zealand, yyyy-MM-dd (a payment's date). */
export function nzToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
}

/**
 * A paid plan the way advertisers get one: the owner chooses it (an invoice), an admin
 * records the payment. Answers the paid invoice.
 */
export async function buyPlan(ownerToken: string, tier: 'basic' | 'premium', adminToken: string): Promise<{ id: string; number: string; total_cents: number }> {
  const chosen = await api('/subscriptions/upgrade', { token: ownerToken, body: { tier } });
  expect(chosen.status).toBe(200);
  const { invoice } = chosen.json;
  const paid = await api(`/admin/invoices/${invoice.id}/payments`, { token: adminToken, body: { amount_cents: invoice.total_cents, received_on: nzToday(), method: 'bank_transfer' } });
  expect(paid.json.invoice.status).toBe('paid');
  return invoice;
}

export interface ListedProfile {
  id: string;
  username: string;
  full_name: string;
}

/** The first profile the directory lists, optionally for a query such as `tier=premium`: a seeded one. */
export async function firstListed(query = ''): Promise<ListedProfile> {
  const res = await api<{ items: ListedProfile[] }>(`/profiles?pageSize=1${query ? `&${query}` : ''}`);
  return res.json.items[0];
}

/**
 * The first listed profile with at least `count` photos. Journeys that run earlier create listed
 * profiles of their own with fewer photos, so the first card is not always a seeded one.
 */
export async function firstListedWithPhotos(count: number): Promise<ListedProfile> {
  const res = await api<{ items: ListedProfile[] }>('/profiles?pageSize=24');
  for (const card of res.json.items) {
    const profile = await api<{ photos: unknown[] }>(`/profiles/${card.username}`);
    if (profile.json.photos.length >= count) return card;
  }
  throw new Error(`no listed profile has ${count} photos`);
}

/** A list answer of an admin resource with its Content-Range total. */
export async function adminList<T = any>(resource: string, token: string, filter: object = {}, range = [0, 99]): Promise<{ rows: T[]; total: number }> {
  const query = new URLSearchParams({ filter: JSON.stringify(filter), range: JSON.stringify(range) });
  const res = await fetch(`${BASE_URL}/api/admin/${resource}?${query}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return { rows: (await res.json()) as T[], total: Number(res.headers.get('content-range')!.split('/').pop()) };
}

/**
 * Signs in through /admin/login and waits for the dashboard: the password, then the code from the run's authenticator,
 * or, for an admin without two-factor sign-in yet, its enrolment (the key read off the screen, the first code, the
 * recovery codes kept).
 */
export async function adminLogin(page: Page, credentials: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  const enrol = page.getByRole('heading', { name: 'Set up two-factor sign-in' });
  await page.getByRole('heading', { name: /^(Two-factor sign-in|Set up two-factor sign-in)$/ }).waitFor();
  if (await enrol.isVisible()) {
    await enrolOnScreen(page, credentials.email);
    await page.getByRole('button', { name: 'Continue to the dashboard' }).click();
  } else {
    await page.getByLabel('Authentication code').fill(await nextSecondFactor(credentials.email));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await page.waitForURL('**/admin/dashboard');
}

/** On /admin/login's enrolment step: reads the key, types the first code, keeps the recovery codes shown. */
export async function enrolOnScreen(page: Page, email: string): Promise<string[]> {
  const secret = (await page.getByTestId('totp-secret').textContent())!.replace(/\s/g, '');
  await page.getByLabel('6-digit code').fill(await firstCode(email, secret));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await list.waitFor();
  const codes = (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
  rememberRecoveryCodes(email, codes);
  return codes;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (tiny, solid colour) PNG, so the server's type-by-bytes check and decoders accept it. */
export function solidPng(width = 16, height = 16, rgb: [number, number, number] = [200, 80, 120]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Gives a seeded advertiser a known password (superadmin call), signs in and submits both identity documents. */
export async function submitVerification(adminToken: string, profile: { user_id: string; email: string }, password: string): Promise<void> {
  const set = await api(`/admin/users/${profile.user_id}/password`, { token: adminToken, body: { password } });
  expect(set.status).toBeLessThan(300);
  const token = await signIn({ email: profile.email, password });
  const form = new FormData();
  form.append('id', new Blob([new Uint8Array(solidPng())], { type: 'image/png' }), 'id.png');
  form.append('selfie', new Blob([new Uint8Array(solidPng(16, 16, [40, 120, 200]))], { type: 'image/png' }), 'selfie.png');
  const res = await api('/verification', { token, form });
  expect(res.json).toEqual({ message: 'Verification documents submitted successfully!' });
}
