import type { CookieOptions, Response } from 'express';
import type { AppConfig } from '../config/app-config';
import { setRefreshCookie } from './refresh-cookie';

function cookieSetFor(publicUrl: string): { name: string; value: string; options: CookieOptions } {
  let set: { name: string; value: string; options: CookieOptions } | undefined;
  const res = { cookie: (name: string, value: string, options: CookieOptions) => (set = { name, value, options }) } as unknown as Response;
  setRefreshCookie(res, { publicUrl } as AppConfig, 'the-refresh-token', new Date('2026-12-27T00:00:00Z'));
  return set!;
}

describe('the refresh cookie', () => {
  it('is httpOnly, SameSite=Strict, sent to /api/auth only, and Secure when the site is served over https', () => {
    expect(cookieSetFor('https://kiwicompanions.co.nz')).toEqual({
      name: 'refresh_token',
      value: 'the-refresh-token',
      options: { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: true, expires: new Date('2026-12-27T00:00:00Z') },
    });
  });

  it('is not Secure on a local http address, where the browser would never send it back', () => {
    expect(cookieSetFor('http://localhost:3000').options.secure).toBe(false);
  });
});
