import type { PaidTier, SubscriptionSource, SubscriptionStatus } from 'contract';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DummyValue, GenerateSql } from '../common/sql/generate-sql';
import { SqlConditions } from '../common/sql/sql-conditions';

export interface SubscriptionSearch {
  ids?: string[];
  userId?: string;
  tier?: string;
  status?: string;
  /** Already a LIKE pattern, matched against the account's email. */
  q?: string;
  /** Accounts whose profile's username matched `q` (asked of the profiles module). */
  qUserIds?: string[];
  startsFrom?: Date;
  startsTo?: Date;
}

export type AdminSubscriptionSortField = 'id' | 'starts_at' | 'expires_at' | 'created_at' | 'price' | 'tier' | 'status' | 'email';

export interface SubscriptionRow {
  id: string;
  user_id: string;
  email: string;
  tier: PaidTier;
  price: string;
  status: SubscriptionStatus;
  source: SubscriptionSource;
  invoice_id: string | null;
  note: string | null;
  starts_at: Date;
  expires_at: Date;
  created_at: Date;
}

export interface MonthlyTotalRow {
  month: string;
  count: string;
  total: string;
}

const SORT_EXPRESSIONS: Record<AdminSubscriptionSortField, string> = {
  id: 's.id',
  starts_at: 's.starts_at',
  expires_at: 's.expires_at',
  created_at: 's.created_at',
  price: 's.price',
  tier: 's.tier',
  status: 's.status',
  email: 'lower(u.email)',
};

// The account's email is sorted and searched on, so the list joins it; the username comes from the profiles module.
const FROM = `FROM subscriptions s JOIN users u ON u.id = s.user_id`;

/** Subscription records with their account's email, for the back office. */
@Injectable()
export class AdminSubscriptionsRepository {
  constructor(private readonly dataSource: DataSource) {}

  @GenerateSql(
    {
      name: 'every filter',
      params: [
        { ids: [DummyValue.UUID], userId: DummyValue.USER_ID, tier: 'basic', status: 'active', q: '%text%', qUserIds: [DummyValue.USER_ID], startsFrom: DummyValue.DATE, startsTo: DummyValue.DATE },
        { field: 'email', order: 'ASC' },
        0,
        25,
      ],
    },
    { name: 'no filter', params: [{}, { field: 'starts_at', order: 'DESC' }, 0, 25] },
  )
  async findPage(
    search: SubscriptionSearch,
    sort: { field: AdminSubscriptionSortField; order: 'ASC' | 'DESC' },
    offset: number,
    limit: number,
  ): Promise<[SubscriptionRow[], number]> {
    const { where, params } = whereClause(search);
    const rows: SubscriptionRow[] = await this.dataSource.query(
      `SELECT s.id, s.user_id, u.email, s.tier, s.price, s.status, s.source, s.invoice_id, s.note, s.starts_at, s.expires_at, s.created_at
       ${FROM} ${where}
       ORDER BY ${SORT_EXPRESSIONS[sort.field]} ${sort.order}, s.starts_at DESC, s.id DESC
       OFFSET $${params.length + 1} LIMIT $${params.length + 2}`,
      [...params, offset, limit],
    );
    const [{ total }] = await this.dataSource.query(`SELECT count(*)::int AS total ${FROM} ${where}`, params);
    return [rows, total];
  }

  @GenerateSql({ params: [DummyValue.UUID] })
  async findById(id: string): Promise<SubscriptionRow | undefined> {
    const [rows] = await this.findPage({ ids: [id] }, { field: 'starts_at', order: 'DESC' }, 0, 1);
    return rows[0];
  }

  /** Months are New Zealand calendar months of the start date, newest first. */
  @GenerateSql({ params: [{ tier: 'basic' }] })
  monthlyTotals(search: SubscriptionSearch): Promise<MonthlyTotalRow[]> {
    const { where, params } = whereClause(search);
    return this.dataSource.query(
      `SELECT to_char(s.starts_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') AS month, count(*) AS count, sum(s.price) AS total
       ${FROM} ${where}
       GROUP BY 1 ORDER BY 1 DESC`,
      params,
    );
  }
}

function whereClause(search: SubscriptionSearch): { where: string; params: unknown[] } {
  const conditions = new SqlConditions();
  if (search.ids) conditions.add((p) => `s.id = ANY(${p}::uuid[])`, search.ids);
  if (search.userId) conditions.add((p) => `s.user_id = ${p}`, search.userId);
  if (search.tier) conditions.add((p) => `s.tier = ${p}`, search.tier);
  if (search.status) conditions.add((p) => `s.status = ${p}`, search.status);
  if (search.q) conditions.addAll((q, ids) => `(u.email ILIKE ${q} OR s.user_id = ANY(${ids}::uuid[]))`, search.q, search.qUserIds ?? []);
  if (search.startsFrom) conditions.add((p) => `s.starts_at >= ${p}`, search.startsFrom);
  if (search.startsTo) conditions.add((p) => `s.starts_at <= ${p}`, search.startsTo);
  return { where: conditions.where, params: conditions.params };
}
