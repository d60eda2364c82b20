import type { AdminSubscription, MonthlyTotal } from 'contract';
import type { MonthlyTotalRow, SubscriptionRow } from '../admin-subscriptions.repository';

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
