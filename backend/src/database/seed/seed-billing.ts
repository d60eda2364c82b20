import { formatCents, TIER_LABELS, type InvoiceStatus, type PaidTier, type SubscriptionTier } from 'contract';
import { randomUUID } from 'node:crypto';
import { centsFrom, gstOf } from '../../billing/money';
import { PLAN_PERIOD_DAYS } from '../../billing/plans';
import { nzDatePlus } from '../../common/time/nz-date';
import { insertRows, Queryable } from './seed-rows';

const DAY = 86_400_000;

export interface BillingHistoryOptions {
  now: number;
  adminUserId: string;
  /** Never billed: whoever signs in with the demo advertiser account sees a clean Billing tab. */
  advertiserUsername: string;
}

interface Holder {
  user_id: string;
  username: string;
  full_name: string;
  email: string;
  tier: SubscriptionTier;
  expires_at: Date | null;
}

interface Settings {
  trading_name: string;
  gst_number: string;
  bank_account: string;
  invoice_due_days: number;
  /** bigint columns, which the driver reads as text. */
  basic_price_cents: string;
  premium_price_cents: string;
}

interface SeedInvoice {
  id: string;
  holder: Holder;
  tier: PaidTier;
  issuedAt: Date;
  renewalOf: Date | null;
  status: InvoiceStatus;
  paidAt: Date | null;
  /** The period the payment bought, when paid. */
  period?: { startsAt: Date; expiresAt: Date; current: boolean };
  credit?: { amountCents: number; reason: string };
}

const INVOICE_COLUMNS = [
  'id', 'number', 'user_id', 'username', 'recipient_name', 'recipient_email', 'supplier_name', 'supplier_gst_number', 'tier', 'period_days',
  'description', 'total_cents', 'gst_cents', 'payment_provider', 'bank_account', 'particulars', 'code', 'reference', 'renewal_of', 'status',
  'issued_at', 'due_on', 'amount_paid_cents', 'credited_cents', 'paid_at', 'voided_at', 'void_reason',
];

const field = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, 12).toUpperCase();
const nzDay = (at: Date) => nzDatePlus(at, 0);

/**
 * Each paid plan's history as it would have happened: one to four 30-day periods, each bought with
 * an invoice paid a day or two after it was issued (the later ones renewals), the last one running
 * now; plus the open and closed cases the back office deals with: an unpaid invoice, an overdue one
 * with an underpayment waiting in an imported bank statement, a voided one and a credit note.
 */
function plan(holders: Holder[], now: number): SeedInvoice[] {
  const invoices: SeedInvoice[] = [];
  const paid = holders.filter((h) => h.tier !== 'free' && h.expires_at);
  paid.forEach((holder, index) => {
    const periods = (index % 4) + 1;
    for (let back = periods - 1; back >= 0; back -= 1) {
      const expiresAt = new Date(holder.expires_at!.getTime() - back * PLAN_PERIOD_DAYS * DAY);
      const startsAt = new Date(expiresAt.getTime() - PLAN_PERIOD_DAYS * DAY);
      const issuedAt = new Date(startsAt.getTime() - (1 + (index % 2)) * DAY - 3 * 3_600_000);
      invoices.push({
        id: randomUUID(),
        holder,
        tier: holder.tier as PaidTier,
        issuedAt,
        renewalOf: back < periods - 1 ? startsAt : null,
        status: 'paid',
        paidAt: startsAt,
        period: { startsAt, expiresAt, current: back === 0 },
      });
    }
  });
  const old = invoices.find((invoice) => invoice.period && !invoice.period.current);
  if (old) Object.assign(old, { status: 'credited', credit: { amountCents: 1000, reason: 'Listing was offline for six days' } });

  const free = holders.filter((h) => h.tier === 'free');
  const open = (holder: Holder | undefined, daysAgo: number, status: SeedInvoice['status'], tier: PaidTier) =>
    holder && invoices.push({ id: randomUUID(), holder, tier, issuedAt: new Date(now - daysAgo * DAY), renewalOf: null, status, paidAt: null });
  open(free[0], 2, 'unpaid', 'premium');
  open(free[1], 12, 'overdue', 'basic');
  open(free[2], 45, 'void', 'basic');
  return invoices.sort((a, b) => a.issuedAt.getTime() - b.issuedAt.getTime());
}

/** Once per database, with the demo data: a few months of invoices, payments and plan periods, so the back office's billing screens have content. */
export async function seedBillingHistory(db: Queryable, options: BillingHistoryOptions): Promise<void> {
  const holders = (await db.query(
    `SELECT p.user_id, p.username, p.full_name, u.email, p.subscription_tier AS tier, p.subscription_expires_at AS expires_at
     FROM profiles p JOIN users u ON u.id = p.user_id
     WHERE NOT p.is_deleted AND p.username <> $1 ORDER BY p.created_at DESC, p.username`,
    [options.advertiserUsername],
  )) as Holder[];
  const [settings] = (await db.query(`SELECT * FROM billing_settings`)) as Settings[];
  const invoices = plan(holders, options.now);
  const price = (tier: PaidTier) => centsFrom(tier === 'basic' ? settings.basic_price_cents : settings.premium_price_cents);

  const rows = invoices.map((invoice, index) => {
    const number = `INV-${String(index + 1).padStart(6, '0')}`;
    const total = price(invoice.tier);
    const paid = invoice.paidAt ? total : 0;
    const voided = invoice.status === 'void' ? new Date(invoice.issuedAt.getTime() + (settings.invoice_due_days + 30) * DAY) : null;
    return [
      invoice.id, number, invoice.holder.user_id, invoice.holder.username, invoice.holder.full_name, invoice.holder.email, settings.trading_name,
      settings.gst_number, invoice.tier, PLAN_PERIOD_DAYS, `${TIER_LABELS[invoice.tier]} plan${invoice.renewalOf ? ' renewal' : ''}, ${PLAN_PERIOD_DAYS} days`,
      total, gstOf(total), 'bank_transfer', settings.bank_account, field(invoice.holder.username), field(TIER_LABELS[invoice.tier]), number,
      invoice.renewalOf, invoice.status, invoice.issuedAt, nzDatePlus(invoice.issuedAt, settings.invoice_due_days), paid,
      invoice.credit?.amountCents ?? 0, invoice.paidAt, voided, voided ? 'Not paid within 30 days of the due date' : null,
    ];
  });
  await insertRows(db, 'invoices', INVOICE_COLUMNS, rows);

  const bought = invoices.filter((invoice) => invoice.period);
  await insertRows(
    db,
    'payments',
    ['invoice_id', 'amount_cents', 'received_on', 'method', 'recorded_by', 'created_at'],
    bought.map((invoice) => [invoice.id, price(invoice.tier), nzDay(invoice.paidAt!), 'bank_transfer', options.adminUserId, invoice.paidAt]),
  );
  await insertRows(
    db,
    'subscriptions',
    ['user_id', 'tier', 'price', 'status', 'starts_at', 'expires_at', 'source', 'invoice_id', 'created_at'],
    bought.map((invoice) => [
      invoice.holder.user_id, invoice.tier, (price(invoice.tier) / 100).toFixed(2), invoice.period!.current ? 'active' : 'expired',
      invoice.period!.startsAt, invoice.period!.expiresAt, 'invoice', invoice.id, invoice.paidAt,
    ]),
  );
  const credited = invoices.find((invoice) => invoice.credit);
  if (credited?.credit) {
    const issuedAt = new Date(credited.period!.expiresAt.getTime() - 2 * DAY);
    await insertRows(db, 'credit_notes', ['number', 'invoice_id', 'amount_cents', 'gst_cents', 'reason', 'issued_at', 'issued_by'], [
      ['CN-000001', credited.id, credited.credit.amountCents, gstOf(credited.credit.amountCents), credited.credit.reason, issuedAt, options.adminUserId],
    ]);
  }
  await seedStatement(db, invoices, rows, price, options);
  await db.query(
    `UPDATE billing_counters SET last_number = CASE name WHEN 'invoice' THEN $1::int ELSE $2::int END`,
    [invoices.length, credited ? 1 : 0],
  );
}

/** Yesterday's bank statement, imported: the overdue invoice's underpayment and a deposit with no reference, both left to match. */
async function seedStatement(
  db: Queryable,
  invoices: SeedInvoice[],
  rows: unknown[][],
  price: (tier: PaidTier) => number,
  options: BillingHistoryOptions,
): Promise<void> {
  const overdue = invoices.findIndex((invoice) => invoice.status === 'overdue');
  if (overdue < 0) return;
  const number = rows[overdue][1] as string;
  const importId = randomUUID();
  const postedOn = nzDatePlus(new Date(options.now), -1);
  await insertRows(
    db,
    'statement_imports',
    ['id', 'filename', 'imported_by', 'imported_at', 'line_count', 'matched_count', 'partial_count', 'unmatched_count', 'duplicate_count', 'ignored_count'],
    [[importId, 'anz-business-account.csv', options.adminUserId, new Date(options.now - 3 * 3_600_000), 3, 0, 1, 1, 0, 1]],
  );
  const { holder, tier } = invoices[overdue];
  await insertRows(
    db,
    'statement_lines',
    ['import_id', 'line_number', 'fingerprint', 'posted_on', 'amount_cents', 'payee', 'particulars', 'code', 'reference', 'outcome', 'invoice_id', 'note'],
    [
      [importId, 2, `seed-${importId}-2`, postedOn, 2000, holder.full_name, field(holder.username), field(TIER_LABELS[tier]), number, 'partial', invoices[overdue].id, `$20.00 paid, ${formatCents(price(tier))} due on invoice ${number}`],
      [importId, 3, `seed-${importId}-3`, postedOn, 5000, 'A Client', '', '', 'Thank you', 'unmatched', null, 'No invoice number in the particulars, code or reference'],
    ],
  );
}
