import type { PaidTier } from 'contract';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { DummyValue, GenerateSql, MANAGER, RunsNoSql } from '../../common/sql/generate-sql';
import { centsFrom } from '../money';

export interface BillingSettings {
  tradingName: string;
  /** Digits only. */
  gstNumber: string;
  /** BB-bbbb-AAAAAAA-SSS */
  bankAccount: string;
  invoiceDueDays: number;
  priceCents: Record<PaidTier, number>;
  updatedAt: Date;
}

interface SettingsRow {
  trading_name: string;
  gst_number: string;
  bank_account: string;
  invoice_due_days: number;
  /** bigint columns, which the driver reads as text. */
  basic_price_cents: string;
  premium_price_cents: string;
  updated_at: Date;
}

/** The one row of billing_settings. */
@Injectable()
export class BillingSettingsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @GenerateSql()
  async get(manager: EntityManager = this.db.manager): Promise<BillingSettings> {
    const [row]: SettingsRow[] = await manager.query(
      `SELECT trading_name, gst_number, bank_account, invoice_due_days, basic_price_cents, premium_price_cents, updated_at FROM billing_settings`,
    );
    return {
      tradingName: row.trading_name,
      gstNumber: row.gst_number,
      bankAccount: row.bank_account,
      invoiceDueDays: row.invoice_due_days,
      priceCents: { basic: centsFrom(row.basic_price_cents), premium: centsFrom(row.premium_price_cents) },
      updatedAt: row.updated_at,
    };
  }

  @GenerateSql({
    params: [MANAGER, { tradingName: 'text', gstNumber: '123456789', bankAccount: '12-3456-7890123-000', invoiceDueDays: 7, priceCents: { basic: 4_900, premium: 9_900 } }, DummyValue.USER_ID],
  })
  async update(manager: EntityManager, settings: Omit<BillingSettings, 'updatedAt'>, adminUserId: string): Promise<void> {
    await manager.query(
      `UPDATE billing_settings
       SET trading_name = $1, gst_number = $2, bank_account = $3, invoice_due_days = $4,
           basic_price_cents = $5, premium_price_cents = $6, updated_at = now(), updated_by = $7`,
      [settings.tradingName, settings.gstNumber, settings.bankAccount, settings.invoiceDueDays, settings.priceCents.basic, settings.priceCents.premium, adminUserId],
    );
  }

  @RunsNoSql()
  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
