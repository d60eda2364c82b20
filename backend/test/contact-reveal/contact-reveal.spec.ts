import request from 'supertest';
import { Clock } from '../../src/auth/rate-limit/clock';
import { ContactRevealService, REVEAL_LIMITS } from '../../src/contact-reveal/contact-reveal.service';
import { resetRateLimits } from '../auth/auth-fixtures';
import { Advertiser, createAdvertiser } from '../factories/users.factory';
import { createTestApp, TestApp } from '../test-app';

const PHONE = '021 987 6543';
const AGE = { 'X-Age-Confirmed': 'yes' };

describe('contact details that scrapers cannot harvest', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  beforeEach(() => resetRateLimits(t));

  afterEach(() => jest.restoreAllMocks());

  afterAll(() => t.close());

  const advertiser = (n = 0) => createAdvertiser(t, { phone: PHONE, email: `ruby${n}${Date.now()}@example.co.nz`, website: 'https://ruby.example.co.nz' });
  /** A browser: keeps the visitor cookie between requests. */
  const browser = () => request.agent(t.app.getHttpServer());

  async function tokenFor(agent: ReturnType<typeof browser>, a: Advertiser): Promise<string> {
    return (await agent.post(`/api/profiles/${a.profile.username}/contact-token`).set(AGE).expect(200)).body.token;
  }

  it('a crawler finds no phone, email or website in the directory, the profile JSON or the page', async () => {
    const a = await advertiser();
    const digits = PHONE.replace(/\D/g, '');
    const pages = [
      (await t.http().get('/api/profiles').expect(200)).text,
      (await t.http().get(`/api/profiles/${a.profile.username}`).expect(200)).text,
      (await t.http().get(`/profile/${a.profile.username}`).expect(200)).text,
    ];
    for (const page of pages) {
      expect(page.replace(/\D/g, '')).not.toContain(digits);
      expect(page).not.toContain(a.profile.email!);
      expect(page).not.toContain('ruby.example.co.nz');
    }
    const profile = (await t.http().get(`/api/profiles/${a.profile.username}`).expect(200)).body;
    expect(profile).toMatchObject({ has_phone: true, has_email: true, has_website: true });
    expect(profile).not.toHaveProperty('phone');
    expect(profile).not.toHaveProperty('email');
  });

  it('a browser that passed the age gate reveals each field with its token', async () => {
    const a = await advertiser();
    const agent = browser();
    const token = await tokenFor(agent, a);
    const phone = await agent.post(`/api/profiles/${a.profile.username}/contact`).set(AGE).send({ token, field: 'phone' }).expect(200);
    expect(phone.body).toEqual({ field: 'phone', value: PHONE });
    expect(phone.headers['cache-control']).toBe('no-store');
    expect((await agent.post(`/api/profiles/${a.profile.username}/contact`).set(AGE).send({ token, field: 'email' }).expect(200)).body.value).toBe(a.profile.email);
  });

  it('refuses without the age gate, with a forged, foreign, other-browser or expired token, and for unknown fields', async () => {
    const a = await advertiser(1);
    const b = await advertiser(2);
    const agent = browser();
    const token = await tokenFor(agent, a);
    const reveal = (username: string, body: object, headers: object = AGE, who = agent) => who.post(`/api/profiles/${username}/contact`).set(headers as Record<string, string>).send(body);

    expect((await t.http().post(`/api/profiles/${a.profile.username}/contact-token`).expect(403)).body.message).toBe('Please confirm you are 18 or over to see contact details.');
    expect((await reveal(a.profile.username, { token, field: 'phone' }, {}).expect(403)).body.message).toBe('Please confirm you are 18 or over to see contact details.');
    const expired = 'This page has expired. Reload it to see contact details.';
    expect((await reveal(b.profile.username, { token, field: 'phone' }).expect(403)).body.message).toBe(expired);
    expect((await reveal(a.profile.username, { token: `${token.split('.')[0]}.forged`, field: 'phone' }).expect(403)).body.message).toBe(expired);
    expect((await reveal(a.profile.username, { token: `${Number(token.split('.')[0]) + 600}.${token.split('.')[1]}`, field: 'phone' }).expect(403)).body.message).toBe(expired);
    expect((await reveal(a.profile.username, { token, field: 'phone' }, AGE, browser()).expect(403)).body.message).toBe(expired);
    expect((await reveal(a.profile.username, { field: 'phone' }).expect(403)).body.message).toBe(expired);
    expect((await reveal(a.profile.username, { token, field: 'password' }).expect(400)).body.message).toBe('Ask for phone, email or website');

    const service = t.app.get(ContactRevealService);
    const old = await service.issueToken(a.profile.username, 'visitor-1', '10.0.0.1', Date.now() - 301_000);
    await expect(service.reveal(a.profile.username, 'phone', old.token, 'visitor-1', '10.0.0.1')).rejects.toThrow(expired);
    const fresh = await service.issueToken(a.profile.username, 'visitor-1', '10.0.0.1');
    await expect(service.reveal(a.profile.username, 'phone', fresh.token, 'visitor-1', '10.0.0.1')).resolves.toEqual({ field: 'phone', value: PHONE });
  });

  it('a scraper asking 100 profiles for their numbers in a minute from one address gets a handful, then 429 with Retry-After', async () => {
    // The minute stands still, however long a loaded machine takes over 200 requests.
    jest.spyOn(t.app.get(Clock), 'now').mockReturnValue(Date.now());
    const profiles = await Promise.all(Array.from({ length: 100 }, (_, i) => advertiser(10 + i)));
    const agent = browser();
    const tokens: number[] = [];
    const reveals: number[] = [];
    let retryAfter: string | undefined;
    // One by one, as a crawler walks the directory: the first answer sets the browser's visitor cookie, which every token is bound to.
    for (const p of profiles) {
      const token = await agent.post(`/api/profiles/${p.profile.username}/contact-token`).set(AGE);
      tokens.push(token.status);
      if (token.status !== 200) continue;
      const res = await agent.post(`/api/profiles/${p.profile.username}/contact`).set(AGE).send({ token: token.body.token, field: 'phone' });
      reveals.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers['retry-after'];
    }
    expect(reveals.filter((s) => s === 200)).toHaveLength(REVEAL_LIMITS.perAddress.max);
    expect(reveals.slice(REVEAL_LIMITS.perAddress.max).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    // Nor does it keep collecting tokens to spend once the minute is over.
    expect(tokens.filter((s) => s === 200)).toHaveLength(REVEAL_LIMITS.tokensPerAddress.max);
    expect(tokens.slice(REVEAL_LIMITS.tokensPerAddress.max).every((s) => s === 429)).toBe(true);
  });

  it('reveals one profile 60 times a minute at most, however many addresses ask', async () => {
    let now = Date.now();
    jest.spyOn(t.app.get(Clock), 'now').mockImplementation(() => now);
    const a = await advertiser(200);
    const statuses: number[] = [];
    let refused: request.Response | undefined;
    // Ten addresses, seven reveals each: each address stays under its own limit of 8 a minute.
    for (let address = 1; address <= 10; address += 1) {
      const agent = browser();
      const from = { ...AGE, 'X-Forwarded-For': `198.51.100.${address}` };
      const { token } = (await agent.post(`/api/profiles/${a.profile.username}/contact-token`).set(from).expect(200)).body;
      for (let i = 0; i < 7; i += 1) {
        const res = await agent.post(`/api/profiles/${a.profile.username}/contact`).set(from).send({ token, field: 'phone' });
        statuses.push(res.status);
        refused ??= res.status === 429 ? res : undefined;
      }
    }
    expect(statuses.slice(0, REVEAL_LIMITS.perProfile.max).every((s) => s === 200)).toBe(true);
    expect(statuses.slice(REVEAL_LIMITS.perProfile.max)).toEqual(Array(10).fill(429));
    expect(refused!.body.message).toBe('Too many contact requests for this profile. Please try again in 60 seconds.');
    expect(refused!.headers['retry-after']).toBe('60');

    // Another profile answers the same addresses, and this one answers again a minute later.
    const other = await advertiser(201);
    const fresh = browser();
    const from = { ...AGE, 'X-Forwarded-For': '198.51.100.99' };
    const reveal = async (p: Advertiser) => {
      const { token } = (await fresh.post(`/api/profiles/${p.profile.username}/contact-token`).set(from).expect(200)).body;
      return fresh.post(`/api/profiles/${p.profile.username}/contact`).set(from).send({ token, field: 'phone' });
    };
    expect((await reveal(other)).status).toBe(200);
    expect((await reveal(a)).status).toBe(429);
    now += 60_001;
    expect((await reveal(a)).body).toEqual({ field: 'phone', value: PHONE });
  });
});
