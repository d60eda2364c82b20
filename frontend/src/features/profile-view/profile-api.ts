import { api } from '../../lib/api-client';
import type { LikeResult } from '../../lib/types';

/** The reasons of POST /profiles/:username/report, labelled as the back office shows them (docs/api-contract.md). */
export const REPORT_REASONS = [
  { value: 'under_18', label: 'Under 18' },
  { value: 'fake_photos', label: 'Fake or stolen photos' },
  { value: 'unsafe_content', label: 'Unsafe or illegal content' },
  { value: 'other', label: 'Other' },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]['value'];

export function likeProfile(username: string): Promise<LikeResult> {
  return api<LikeResult>(`/profiles/${encodeURIComponent(username)}/like`, { method: 'POST' });
}

export function sendHeartbeat(): Promise<{ last_active_at: string }> {
  return api('/profiles/me/heartbeat', { method: 'POST' });
}

export function reportProfile(username: string, reason: ReportReason, details: string): Promise<{ message: string }> {
  return api(`/profiles/${encodeURIComponent(username)}/report`, {
    method: 'POST',
    body: details.trim() ? { reason, details: details.trim() } : { reason },
  });
}

// The server counts one like per browser; remembering it here keeps the button pressed on return.
const LIKED_KEY = 'liked-profiles';

export function hasLiked(profileId: string): boolean {
  try {
    return (JSON.parse(window.localStorage.getItem(LIKED_KEY) ?? '[]') as string[]).includes(profileId);
  } catch {
    return false;
  }
}

export function rememberLiked(profileId: string): void {
  try {
    const liked = JSON.parse(window.localStorage.getItem(LIKED_KEY) ?? '[]') as string[];
    if (!liked.includes(profileId)) window.localStorage.setItem(LIKED_KEY, JSON.stringify([...liked, profileId]));
  } catch {
    // storage blocked: the server still counts the like once
  }
}
