import type { PaidTier, SubscriptionStatus } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../common/sql/generate-sql';

/** A plan period (a subscriptions row). */
export interface PlanPeriod {
  id: string;
  userId: string;
  tier: PaidTier;
  status: SubscriptionStatus;
  startsAt: Date;
  expiresAt: Date;
}

/** A plan period as its owner's data export lists it. */
export interface PlanPeriodExport {
  tier: PaidTier;
  status: SubscriptionStatus;
  source: string;
  price_nzd: string;
  note: string | null;
  invoice_id: string | null;
  starts_at: string;
  expires_at: string;
}

export interface NewPlanPeriod {
  userId: string;
  tier: PaidTier;
  priceCents: number;
  startsAt: Date;
  expiresAt: Date;
  source: 'invoice' | 'complimentary';
  invoiceId: string | null;
  note: string | null;
}

/** Arbitrary fixed key: one expiry sweep at a time across every app instance. */
const EXPIRY_LOCK_KEY = 1795320001;

type PeriodRow = { id: string; user_id: string; tier: PlanPeriod['tier']; status: PlanPeriod['status']; starts_at: Date; expires_at: Date };
const toPeriod = (row: PeriodRow): PlanPeriod => ({ id: row.id, userId: row.user_id, tier: row.tier, status: row.status, startsAt: row.starts_at, expiresAt: row.expires_at });

/** Every query on subscription records (the plan itself is a profile column, set through ProfilesService). */
@Injectable()
export class SubscriptionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Every plan period of the user, oldest first (their data export); the invoice is named by its number. */
  @GenerateSql({ params: [DummyValue.USER_ID] })
  async findForExport(userId: string): Promise<PlanPeriodExport[]> {
    const rows: { tier: PaidTier; status: SubscriptionStatus; source: string; price: string; note: string | null; invoice_id: string | null; starts_at: Date; expires_at: Date }[] =
      await this.db.query(`SELECT tier, status, source, price, note, invoice_id, starts_at, expires_at FROM subscriptions WHERE user_id = $1 ORDER BY starts_at, created_at`, [userId]);
    return rows.map((row) => ({
      tier: row.tier,
      status: row.status,
      source: row.source,
      price_nzd: row.price,
      note: row.note,
      invoice_id: row.invoice_id,
      starts_at: row.starts_at.toISOString(),
      expires_at: row.expires_at.toISOString(),
    }));
  }

  /** Periods still to run when a higher plan takes over at once. */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.DATE] })
  async replaceRunningPeriods(manager: EntityManager, userId: string, now: Date): Promise<void> {
    await manager.query(`UPDATE subscriptions SET status = 'replaced' WHERE user_id = $1 AND status = 'active' AND expires_at > $2`, [userId, now]);
  }

  @GenerateSql({
    params: [MANAGER, { userId: DummyValue.USER_ID, tier: 'basic', priceCents: 4_900, startsAt: DummyValue.DATE, expiresAt: DummyValue.DATE, source: 'invoice', invoiceId: DummyValue.UUID, note: 'text' }],
  })
  async insertPeriod(manager: EntityManager, period: NewPlanPeriod): Promise<void> {
    await manager.query(
      `INSERT INTO subscriptions (user_id, tier, price, status, starts_at, expires_at, source, invoice_id, note)
       VALUES ($1, $2, $3::numeric / 100, 'active', $4, $5, $6, $7, $8)`,
      [period.userId, period.tier, period.priceCents, period.startsAt, period.expiresAt, period.source, period.invoiceId, period.note],
    );
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID] })
  async lockPeriodOfInvoice(manager: EntityManager, invoiceId: string): Promise<PlanPeriod | null> {
    const rows: PeriodRow[] = await manager.query(
      `SELECT id, user_id, tier, status, starts_at, expires_at FROM subscriptions WHERE invoice_id = $1 FOR UPDATE`,
      [invoiceId],
    );
    return rows[0] ? toPeriod(rows[0]) : null;
  }

  @GenerateSql({ params: [MANAGER, DummyValue.UUID, DummyValue.DATE, 'replaced'] })
  async endPeriod(manager: EntityManager, periodId: string, expiresAt: Date, status: PlanPeriod['status']): Promise<void> {
    await manager.query(`UPDATE subscriptions SET expires_at = $2, status = $3 WHERE id = $1`, [periodId, expiresAt, status]);
  }

  /** Moves the user's active periods that start at or after `from` earlier by `ms` (they were stacked behind a shortened one). */
  @GenerateSql({ params: [MANAGER, DummyValue.USER_ID, DummyValue.DATE, DummyValue.UUID, 86_400_000] })
  async moveLaterPeriods(manager: EntityManager, userId: string, from: Date, exceptId: string, ms: number): Promise<void> {
    await manager.query(
      `UPDATE subscriptions SET starts_at = starts_at - $4 * interval '1 millisecond', expires_at = expires_at - $4 * interval '1 millisecond'
       WHERE user_id = $1 AND status = 'active' AND starts_at >= $2 AND id <> $3`,
      [userId, from, exceptId, ms],
    );
  }

  /** Whether this transaction may sweep: the advisory lock keeps two instances from sweeping at once. */
  @GenerateSql({ params: [MANAGER] })
  async tryLockExpirySweep(manager: EntityManager): Promise<boolean> {
    const [{ locked }] = await manager.query(`SELECT pg_try_advisory_xact_lock($1) AS locked`, [EXPIRY_LOCK_KEY]);
    return locked;
  }

  @GenerateSql({ params: [MANAGER, DummyValue.DATE] })
  async markExpired(manager: EntityManager, now: Date): Promise<void> {
    await manager.query(`UPDATE subscriptions SET status = 'expired' WHERE status = 'active' AND expires_at <= $1`, [now]);
  }
}
