import { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';

export const REFRESH_COOKIE = 'refresh_token';

/** httpOnly so scripts cannot read it; SameSite=Strict so other sites cannot make the browser send it. */
function options(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: config.publicUrl.startsWith('https:') };
}

export function setRefreshCookie(res: Response, config: AppConfig, token: string, expiresAt: Date): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(config), expires: expiresAt });
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
}

export function refreshCookieOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}
