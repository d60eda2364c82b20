import { PAID_TIERS, SUBSCRIPTION_STATUSES, type AdminSubscription, type MonthlyTotal } from 'contract';
import { Injectable } from '@nestjs/common';
import { filterDate, filterIds, filterOneOf, filterText, filterUuid, isUuid, likePattern, ListQuery } from '../common/http/lists/simple-rest';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { AdminSubscriptionSortField, AdminSubscriptionsRepository, SubscriptionRow, SubscriptionSearch } from './admin-subscriptions.repository';
import { toAdminSubscription, toMonthlyTotal } from './dto/admin-subscription.dto';
import { appError, ErrorKind } from '../common/errors/app.exception';

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


/** Read-only view of subscription records and their monthly totals for the back office. */
@Injectable()
export class AdminSubscriptionsService {
  constructor(
    private readonly repository: AdminSubscriptionsRepository,
    private readonly profileQueries: ProfileQueriesService,
  ) {}

  async list(query: ListQuery<AdminSubscriptionSortField>): Promise<{ items: AdminSubscription[]; total: number }> {
    const [rows, total] = await this.repository.findPage(await this.search(query.filter), query.sort, query.offset, query.limit);
    return { items: await this.withUsernames(rows), total };
  }

  async get(id: string): Promise<AdminSubscription> {
    const row = isUuid(id) ? await this.repository.findById(id) : undefined;
    if (!row) throw appError(ErrorKind.NotFound, 'Subscription not found');
    return (await this.withUsernames([row]))[0];
  }

  async monthlyTotals(filter: Record<string, unknown>): Promise<MonthlyTotal[]> {
    return (await this.repository.monthlyTotals(await this.search(filter))).map(toMonthlyTotal);
  }

  private async withUsernames(rows: SubscriptionRow[]): Promise<AdminSubscription[]> {
    const names = await this.profileQueries.namesByUserIds([...new Set(rows.map((row) => row.user_id))]);
    return rows.map((row) => toAdminSubscription(row, names.get(row.user_id)?.username ?? null));
  }

  /** `q` matches the account's email or the profile's username (which the profiles module looks up). */
  private async search(filter: Record<string, unknown>): Promise<SubscriptionSearch> {
    const q = filterText(filter, 'q');
    const pattern = q ? likePattern(q) : undefined;
    return {
      ids: filterIds(filter)?.filter(isUuid),
      userId: filterUuid(filter, 'user_id'),
      tier: filterOneOf(filter, 'tier', PAID_TIERS),
      status: filterOneOf(filter, 'status', SUBSCRIPTION_STATUSES),
      q: pattern,
      qUserIds: pattern ? await this.profileQueries.userIdsWithUsernameLike(pattern) : undefined,
      startsFrom: filterDate(filter, 'starts_at_gte', 'start'),
      startsTo: filterDate(filter, 'starts_at_lte', 'end'),
    };
  }
}
