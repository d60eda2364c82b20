import { Injectable, NotFoundException } from '@nestjs/common';
import { filterDate, filterIds, filterOneOf, filterText, filterUuid, isUuid, likePattern, ListQuery } from '../common/http/simple-rest';
import { AdminSubscriptionSortField, AdminSubscriptionsRepository, SubscriptionSearch } from './admin-subscriptions.repository';
import { AdminSubscription, MonthlyTotal, toAdminSubscription, toMonthlyTotal } from './dto/admin-subscription.dto';

export const ADMIN_SUBSCRIPTION_SORTABLE = [
  'id',
  'starts_at',
  'expires_at',
  'created_at',
  'price',
  'tier',
  'status',
  'email',
] as const satisfies readonly AdminSubscriptionSortField[];
export const ADMIN_SUBSCRIPTION_FILTERS = ['user_id', 'tier', 'status', 'q', 'starts_at_gte', 'starts_at_lte'] as const;

const TIERS = ['basic', 'premium'] as const;
const STATUSES = ['active', 'expired', 'replaced'] as const;

/** Read-only view of subscription records and their monthly totals for the back office. */
@Injectable()
export class AdminSubscriptionsService {
  constructor(private readonly repository: AdminSubscriptionsRepository) {}

  async list(query: ListQuery<AdminSubscriptionSortField>): Promise<{ items: AdminSubscription[]; total: number }> {
    const [rows, total] = await this.repository.findPage(this.search(query.filter), query.sort, query.offset, query.limit);
    return { items: rows.map(toAdminSubscription), total };
  }

  async get(id: string): Promise<AdminSubscription> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw new NotFoundException('Subscription not found');
    return toAdminSubscription(row);
  }

  async monthlyTotals(filter: Record<string, unknown>): Promise<MonthlyTotal[]> {
    return (await this.repository.monthlyTotals(this.search(filter))).map(toMonthlyTotal);
  }

  private search(filter: Record<string, unknown>): SubscriptionSearch {
    const q = filterText(filter, 'q');
    return {
      ids: filterIds(filter)?.filter(isUuid),
      userId: filterUuid(filter, 'user_id'),
      tier: filterOneOf(filter, 'tier', TIERS),
      status: filterOneOf(filter, 'status', STATUSES),
      q: q ? likePattern(q) : undefined,
      startsFrom: filterDate(filter, 'starts_at_gte', 'start'),
      startsTo: filterDate(filter, 'starts_at_lte', 'end'),
    };
  }
}
