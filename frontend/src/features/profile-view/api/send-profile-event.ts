import type { ProfileEventType } from 'contract';
import { getAccessToken } from '../../../lib/api-client';

/**
 * Reports a view or contact tap for the advertiser's analytics without delaying the page or the
 * tap: sendBeacon survives the page being left for the dialler or mail app. A signed-in visitor's
 * event goes with their token (fetch keepalive, as beacons carry no headers), so the server can
 * leave out owners and admins. Nothing waits for the answer, and a failure is nobody's concern.
 */
export function sendProfileEvent(username: string, type: ProfileEventType): void {
  const url = `/api/profiles/${encodeURIComponent(username)}/events`;
  const body = JSON.stringify({ type });
  const token = getAccessToken();
  if (!token && typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))) return;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  fetch(url, { method: 'POST', body, headers, keepalive: true, credentials: 'same-origin' }).catch(() => undefined);
}
