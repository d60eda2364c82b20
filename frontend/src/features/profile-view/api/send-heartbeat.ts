import { api } from '../../../lib/api-client';

/** The owner looking at their own page counts as activity (spec §2); nobody waits for the answer. */
export function sendHeartbeat(): Promise<{ last_active_at: string }> {
  return api('/profiles/me/heartbeat', { method: 'POST' });
}
