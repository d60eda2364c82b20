import request from 'supertest';
import { ContactRevealService } from '../../src/profiles/contact-reveal.service';
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

  it('100 reveals in a minute from one address: a handful answered, then 429 with Retry-After', async () => {
    const profiles = await Promise.all(Array.from({ length: 10 }, (_, i) => advertiser(10 + i)));
    const agent = browser();
    // One by one: the first answer sets the browser's visitor cookie, which every token is bound to.
    const tokens: string[] = [];
    for (const p of profiles) tokens.push(await tokenFor(agent, p));
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 100; i += 1) {
      const p = profiles[i % profiles.length];
      const res = await agent.post(`/api/profiles/${p.profile.username}/contact`).set(AGE).send({ token: tokens[i % profiles.length], field: 'phone' });
      statuses.push(res.status);
      if (res.status === 429) retryAfter ??= res.headers['retry-after'];
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(8);
    expect(statuses.slice(8).every((s) => s === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
