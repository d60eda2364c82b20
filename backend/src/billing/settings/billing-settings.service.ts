import type { BillingSettingsView } from 'contract';
import { PAID_TIERS, PlanPrice, TIER_LABELS } from 'contract';
import { Injectable } from '@nestjs/common';
import { AuditService } from '../../audit/audit.service';
import { badInput } from '../billing.exception';
import { bankAccountProblem, BankAccountProblem, formatBankAccount, parseBankAccount } from '../nz-bank-account';
import { formatIrdNumber, irdDigits, isValidIrdNumber } from '../nz-tax-number';
import { PLAN_PERIOD_DAYS } from '../plans';
import { UpdateBillingSettingsDto } from './billing-settings.dto';
import { BillingSettings, BillingSettingsRepository } from './billing-settings.repository';
import { BILLING_MESSAGES } from '../billing.messages';

const BANK_ACCOUNT_MESSAGES: Record<BankAccountProblem, string> = {
  format: BILLING_MESSAGES.bankAccountFormat,
  bank: BILLING_MESSAGES.bankAccountBank,
  branch: BILLING_MESSAGES.bankAccountBranch,
  'check-digit': BILLING_MESSAGES.bankAccountCheckDigit,
};


export function toSettingsView(settings: BillingSettings): BillingSettingsView {
  return {
    id: 'billing',
    trading_name: settings.tradingName,
    gst_number: formatIrdNumber(settings.gstNumber),
    bank_account: settings.bankAccount,
    invoice_due_days: settings.invoiceDueDays,
    basic_price_cents: settings.priceCents.basic,
    premium_price_cents: settings.priceCents.premium,
    updated_at: settings.updatedAt.toISOString(),
  };
}

/** The business's details that go on invoices, and the plan prices (superadmin; stored in the database). */
@Injectable()
export class BillingSettingsService {
  constructor(
    private readonly repository: BillingSettingsRepository,
    private readonly audit: AuditService,
  ) {}

  async view(): Promise<BillingSettingsView> {
    return toSettingsView(await this.repository.get());
  }

  async planPrices(): Promise<PlanPrice[]> {
    const settings = await this.repository.get();
    return PAID_TIERS.map((tier) => ({ tier, price_cents: settings.priceCents[tier], period_days: PLAN_PERIOD_DAYS }));
  }

  /** Issued invoices keep the values they were issued with; only new ones see the change. */
  async update(dto: UpdateBillingSettingsDto, adminUserId: string): Promise<{ message: string; settings: BillingSettingsView }> {
    const next = validSettings(dto);
    await this.repository.transaction(async (manager) => {
      const before = await this.repository.get(manager);
      await this.repository.update(manager, next, adminUserId);
      await this.audit.record(adminUserId, 'billing.settings', 'billing_settings', null, changes(before, next), manager);
    });
    return { message: BILLING_MESSAGES.settingsSaved, settings: await this.view() };
  }
}

function validSettings(dto: UpdateBillingSettingsDto): Omit<BillingSettings, 'updatedAt'> {
  const tradingName = dto.trading_name.trim();
  if (!tradingName) throw badInput(BILLING_MESSAGES.tradingNameRequired);
  if (tradingName.length > 100) throw badInput(BILLING_MESSAGES.tradingNameTooLong);
  const gstNumber = irdDigits(dto.gst_number);
  if (!gstNumber || !isValidIrdNumber(gstNumber)) throw badInput(BILLING_MESSAGES.gstNumberInvalid);
  const problem = bankAccountProblem(dto.bank_account);
  if (problem) throw badInput(BANK_ACCOUNT_MESSAGES[problem]);
  if (dto.invoice_due_days < 1 || dto.invoice_due_days > 60) throw badInput(BILLING_MESSAGES.dueDaysInvalid);
  const priceCents = { basic: dto.basic_price_cents, premium: dto.premium_price_cents };
  for (const tier of PAID_TIERS) {
    if (priceCents[tier] < 100 || priceCents[tier] > 1_000_000) throw badInput(BILLING_MESSAGES.priceInvalid(TIER_LABELS[tier]));
  }
  return { tradingName, gstNumber, bankAccount: formatBankAccount(parseBankAccount(dto.bank_account)!), invoiceDueDays: dto.invoice_due_days, priceCents };
}

function changes(before: BillingSettings, after: Omit<BillingSettings, 'updatedAt'>): Record<string, unknown> {
  const pairs: Array<[string, unknown, unknown]> = [
    ['trading_name', before.tradingName, after.tradingName],
    ['gst_number', before.gstNumber, after.gstNumber],
    ['bank_account', before.bankAccount, after.bankAccount],
    ['invoice_due_days', before.invoiceDueDays, after.invoiceDueDays],
    ['basic_price_cents', before.priceCents.basic, after.priceCents.basic],
    ['premium_price_cents', before.priceCents.premium, after.priceCents.premium],
  ];
  return Object.fromEntries(pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => [field, { from, to }]));
}
