import { SESSION_HINT_COOKIE, type SessionView } from 'contract';
import { CookieOptions, Request, Response } from 'express';
import { AppConfig } from '../config/app-config';
import type { SignedIn } from './auth.service';

export const REFRESH_COOKIE = 'refresh_token';

/** httpOnly so scripts cannot read it; SameSite=Strict so other sites cannot make the browser send it. */
function options(config: AppConfig): CookieOptions {
  return { httpOnly: true, sameSite: 'strict', path: '/api/auth', secure: config.publicUrl.startsWith('https:') };
}

/** The session hint: readable by the site's scripts and sent with its pages, so it holds nothing but "1". */
function hintOptions(config: AppConfig): CookieOptions {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure: config.publicUrl.startsWith('https:') };
}

export function setRefreshCookie(res: Response, config: AppConfig, token: string, expiresAt: Date): void {
  res.cookie(REFRESH_COOKIE, token, { ...options(config), expires: expiresAt });
  res.cookie(SESSION_HINT_COOKIE, '1', { ...hintOptions(config), expires: expiresAt });
}

export function clearRefreshCookie(res: Response, config: AppConfig): void {
  res.clearCookie(REFRESH_COOKIE, options(config));
  res.clearCookie(SESSION_HINT_COOKIE, hintOptions(config));
}

export function refreshCookieOf(req: Request): string | undefined {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

/** A new session as the client gets it: the refresh token in its cookie, the access token in the body. */
export function answerSignedIn(res: Response, config: AppConfig, { view, session }: SignedIn): SessionView & { accessToken: string } {
  setRefreshCookie(res, config, session.refreshToken, session.refreshExpiresAt);
  return { ...view, accessToken: session.accessToken };
}
