import type { PaidTier, SubscriptionSource, SubscriptionStatus } from 'contract';
import type { MonthlyTotalRow, SubscriptionRow } from '../admin-subscriptions.repository';

/** A subscription record on the Subscriptions screen (docs/api-contract.md, `subscriptions`). */
export interface AdminSubscription {
  id: string;
  user_id: string;
  email: string;
  username: string | null;
  tier: PaidTier;
  price: number;
  status: SubscriptionStatus;
  /** What granted the period: a paid invoice, a complimentary grant, or a free upgrade from before issue 16. */
  source: SubscriptionSource;
  invoice_id: string | null;
  note: string | null;
  starts_at: string;
  expires_at: string;
  created_at: string;
}

export interface MonthlyTotal {
  month: string;
  count: number;
  total: number;
}

export function toAdminSubscription(row: SubscriptionRow, username: string | null): AdminSubscription {
  return {
    id: row.id,
    user_id: row.user_id,
    email: row.email,
    username,
    tier: row.tier,
    price: Number(row.price),
    status: row.status,
    source: row.source,
    invoice_id: row.invoice_id,
    note: row.note,
    starts_at: new Date(row.starts_at).toISOString(),
    expires_at: new Date(row.expires_at).toISOString(),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export function toMonthlyTotal(row: MonthlyTotalRow): MonthlyTotal {
  // numeric sums arrive as text; cents are exact in numeric, so rounding only trims float noise.
  return { month: row.month, count: Number(row.count), total: Math.round(Number(row.total) * 100) / 100 };
}
