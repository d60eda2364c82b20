import request from 'supertest';
import { Admin, Advertiser, createAdmin } from '../factories/users.factory';
import { clearAccounts } from '../profiles/profile-helpers';
import { TestApp } from '../test-app';

/** The invoice an advertiser gets by choosing a plan (POST /api/subscriptions/upgrade). */
export async function choosePlan(t: TestApp, advertiser: Advertiser, tier: 'basic' | 'premium'): Promise<{ id: string; number: string; total_cents: number; [key: string]: unknown }> {
  const res = await t.http().post('/api/subscriptions/upgrade').set(advertiser.auth).send({ tier });
  if (res.status !== 200) throw new Error(`choosing ${tier} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.invoice;
}

/** Today in New Zealand, yyyy-MM-dd. */
export function nzToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Pacific/Auckland' }).format(new Date());
}

/** An admin's "Mark as paid" of the whole invoice, today, by bank transfer. */
export function markPaid(t: TestApp, admin: Admin, invoiceId: string, body: Record<string, unknown> = {}): request.Test {
  return t.http().post(`/api/admin/invoices/${invoiceId}/payments`).set(admin.auth).send({ received_on: nzToday(), method: 'bank_transfer', ...body });
}

/** A paid plan, the way an advertiser gets one now: choose it, then an admin records the payment. */
export async function buyPlan(t: TestApp, advertiser: Advertiser, tier: 'basic' | 'premium', admin?: Admin): Promise<{ id: string; number: string }> {
  const invoice = await choosePlan(t, advertiser, tier);
  const payer = admin ?? (await createAdmin(t));
  const res = await markPaid(t, payer, invoice.id, { amount_cents: invoice.total_cents });
  if (res.status !== 200) throw new Error(`paying ${invoice.number} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return invoice;
}

/** The .pdf attachments queued in the outbox for an email address, with the email's subject. */
export async function invoiceEmailsTo(t: TestApp, email: string): Promise<{ subject: string; text_body: string; filename: string; content: Buffer }[]> {
  return t.db.query(
    `SELECT o.subject, o.text_body, a.filename, a.content
     FROM mail_outbox o JOIN mail_outbox_attachments a ON a.email_id = o.id
     WHERE o.recipient = $1 AND o.kind = 'invoice' ORDER BY o.created_at`,
    [email],
  );
}

/** The demo settings the migration seeds, for tests that change them. */
async function resetBillingSettings(t: TestApp): Promise<void> {
  await t.db.query(
    `UPDATE billing_settings SET trading_name = 'Kiwi Companions Limited', gst_number = '49091850', bank_account = '12-3140-0123452-000',
       invoice_due_days = 7, basic_price_cents = 2999, premium_price_cents = 4999`,
  );
}

/** Removes every billing record (invoices outlive their accounts, as tax records must) and the audit log of them. */
async function clearBilling(t: TestApp): Promise<void> {
  await t.db.query(`DELETE FROM admin_audit_log`);
  await t.db.query(`DELETE FROM payments`);
  await t.db.query(`DELETE FROM credit_notes`);
  await t.db.query(`DELETE FROM statement_lines`);
  await t.db.query(`DELETE FROM statement_imports`);
  await t.db.query(`DELETE FROM subscriptions WHERE invoice_id IS NOT NULL`);
  await t.db.query(`DELETE FROM invoices`);
}

/** Before each billing test: no accounts, no billing records, the seeded settings. */
export async function startBillingAfresh(t: TestApp): Promise<void> {
  await clearAccounts(t);
  await clearBilling(t);
  await resetBillingSettings(t);
}

/** The plan the profiles table holds for an advertiser now. */
export async function planOf(t: TestApp, advertiser: Advertiser): Promise<{ tier: string; expires: Date | null }> {
  const rows = await t.db.query(`SELECT subscription_tier AS tier, subscription_expires_at AS expires FROM profiles WHERE id = $1`, [advertiser.profile.id]);
  return rows[0];
}

/** The emails of a kind queued for an address, oldest first, each with its attachment if it has one. */
export async function billingEmailsTo(t: TestApp, email: string, kind: string): Promise<{ subject: string; text_body: string; filename: string | null; content: Buffer | null }[]> {
  return t.db.query(
    `SELECT o.subject, o.text_body, a.filename, a.content
     FROM mail_outbox o LEFT JOIN mail_outbox_attachments a ON a.email_id = o.id
     WHERE o.recipient = $1 AND o.kind = $2 ORDER BY o.created_at`,
    [email, kind],
  );
}
