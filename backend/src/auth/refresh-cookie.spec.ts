import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { setRefreshCookie } from './refresh-cookie';

type SetCookie = { name: string; value: string; options: CookieOptions };

function cookiesSetFor(publicUrl: string): Map<string, SetCookie> {
  const set = new Map<string, SetCookie>();
  const res = { cookie: (name: string, value: string, options: CookieOptions) => set.set(name, { name, value, options }) } as unknown as Response;
  setRefreshCookie(res, { publicUrl } as AppConfig, 'the-refresh-token', new Date('2026-12-27T00:00:00Z'));
  return set;
}

describe('the refresh cookie', () => {
  it('is httpOnly, SameSite=Strict, sent to /api/auth only, and Secure when the site is served over https', () => {
    expect(cookiesSetFor('https://kiwicompanions.co.nz').get('refresh_token')).toEqual({
      name: 'refresh_token',
      value: 'the-refresh-token',
      options: { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: true, expires: new Date('2026-12-27T00:00:00Z') },
    });
  });

  it('comes with a hint the site can read, holding no secret, so a visitor who never signed in asks for no refresh', () => {
    expect(cookiesSetFor('https://kiwicompanions.co.nz').get('signed_in')).toEqual({
      name: 'signed_in',
      value: '1',
      options: { httpOnly: false, sameSite: 'lax', path: '/', secure: true, expires: new Date('2026-12-27T00:00:00Z') },
    });
  });

  it('is not Secure on a local http address, where the browser would never send it back', () => {
    expect(cookiesSetFor('http://localhost:3000').get('refresh_token')!.options.secure).toBe(false);
  });
});
