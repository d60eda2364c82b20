import { api } from '../../lib/api-client';
import type { OwnerProfile } from '../../lib/types';

export const upgradeSubscription = (tier: 'basic' | 'premium') =>
  api<{ message: string; profile: OwnerProfile }>('/subscriptions/upgrade', { method: 'POST', body: { tier } });
