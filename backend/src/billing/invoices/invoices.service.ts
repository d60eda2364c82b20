import { AdminInvoice, formatCents, Invoice, InvoiceCreditNote, InvoicePayment, INVOICE_STATUSES, nzLongDate, PaidTier, PAYMENT_METHOD_LABELS, TIER_LABELS } from 'contract';
import { Inject, Injectable } from '@nestjs/common';
import { Readable } from 'node:stream';
import { EntityManager } from 'typeorm';
import { AuditService } from '../../audit/audit.service';
import type { ExportFile } from '../../common/data-export/export-file';
import { filterIds, filterOneOf, filterText, filterUuid, isUuid, likePattern, ListQuery } from '../../common/http/lists/simple-rest';
import { nzDatePlus } from '../../common/time/nz-date';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { NotificationsService } from '../../mail/notifications.service';
import { conflict, notFound } from '../billing.exception';
import { renderCreditNotePdf } from '../credit-note-pdf';
import { renderInvoicePdf } from '../invoice-pdf';
import { formatIrdNumber } from '../nz-tax-number';
import { gstOf } from '../money';
import { PLAN_PERIOD_DAYS } from '../plans';
import { PaymentProviders } from '../providers/payment-providers';
import { BillingSettingsRepository } from '../settings/billing-settings.repository';
import { InvoiceLinks } from './invoice-links';
import { balanceDue, InvoiceRow, isOpen } from './invoice-row';
import { toCreditNoteDocument, toCreditNoteView, toInvoiceDocument, toInvoiceView, toPaymentView } from './invoice.mapper';
import { CreditNoteRow, InvoiceSortField, InvoicesRepository, PaymentRow } from './invoices.repository';
import { BILLING_MESSAGES } from '../billing.messages';
import { appError, ErrorKind } from '../../common/errors/app.exception';

export const INVOICE_SORTABLE = ['id', 'number', 'issued_at', 'due_on', 'total_cents', 'status', 'recipient_name'] as const satisfies readonly InvoiceSortField[];
export const INVOICE_FILTERS = ['status', 'q', 'user_id'] as const;

/** Who a plan invoice is for, as the plan's owner module knows them. */
export interface PlanInvoiceRequest {
  userId: string;
  username: string;
  recipientName: string;
  recipientEmail: string;
  tier: PaidTier;
  /** Set by the renewal job: the expiry of the plan this invoice renews (one renewal invoice per expiry). */
  renewalOf?: Date;
}

/** An invoice as its owner's data export lists it: `pdf` names its file in the archive. */
export type InvoiceExport = Omit<Invoice, 'pdf_url' | 'credit_notes'> & {
  pdf: string;
  payments: InvoicePayment[];
  credit_notes: (Omit<InvoiceCreditNote, 'pdf_url'> & { pdf: string })[];
};

/** Open invoices stay open this many days after their due date, then they are voided. */
export const VOID_AFTER_DAYS_OVERDUE = 30;

/** Tax invoices for plans: issuing them, showing them, and the deadlines that close unpaid ones. */
@Injectable()
export class InvoicesService {
  private readonly links: InvoiceLinks;
  private readonly creditLinks: InvoiceLinks;

  constructor(
    private readonly invoices: InvoicesRepository,
    private readonly settings: BillingSettingsRepository,
    private readonly providers: PaymentProviders,
    private readonly notifications: NotificationsService,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.links = new InvoiceLinks(config.jwtSecret);
    this.creditLinks = new InvoiceLinks(config.jwtSecret, undefined, 'credit-notes');
  }

  /**
   * The invoice for a plan in the caller's transaction: the owner's open invoice for that plan if
   * there is one (choosing twice sends one invoice), else a new one, numbered next, priced from the
   * settings, with its PDF emailed through the outbox in the same transaction.
   */
  async invoicePlan(manager: EntityManager, request: PlanInvoiceRequest, now: Date = new Date()): Promise<{ invoice: Invoice; created: boolean }> {
    const existing =
      (request.renewalOf && (await this.invoices.findRenewal(manager, request.userId, request.renewalOf))) ||
      (await this.invoices.findOpenForTier(manager, request.userId, request.tier));
    if (existing) return { invoice: this.view(existing), created: false };

    const settings = await this.settings.get(manager);
    const number = `INV-${String(await this.invoices.nextNumber(manager, 'invoice')).padStart(6, '0')}`;
    const provider = this.providers.forNewInvoices();
    const planName = TIER_LABELS[request.tier];
    const pay = provider.instructionsFor({ number, username: request.username, tierName: planName, bankAccount: settings.bankAccount });
    const totalCents = settings.priceCents[request.tier];
    const invoice = await this.invoices.insert(manager, {
      number,
      user_id: request.userId,
      username: request.username,
      recipient_name: request.recipientName,
      recipient_email: request.recipientEmail,
      supplier_name: settings.tradingName,
      supplier_gst_number: settings.gstNumber,
      tier: request.tier,
      period_days: PLAN_PERIOD_DAYS,
      description: `${planName} plan${request.renewalOf ? ' renewal' : ''}, ${PLAN_PERIOD_DAYS} days`,
      total_cents: totalCents,
      gst_cents: gstOf(totalCents),
      payment_provider: provider.id,
      bank_account: pay.bankAccount,
      particulars: pay.particulars,
      code: pay.code,
      reference: pay.reference,
      renewal_of: request.renewalOf ?? null,
      issued_at: now,
      due_on: nzDatePlus(now, settings.invoiceDueDays),
    });
    await this.email(manager, invoice);
    return { invoice: this.view(invoice), created: true };
  }

  /** The owner's invoices, each with its credit notes (without the staff member's email, which is not about them). */
  async ownerInvoices(userId: string): Promise<Invoice[]> {
    const rows = await this.invoices.findForOwner(userId);
    const credits = await this.invoices.creditNotesOf(rows.map((row) => row.id));
    return rows.map((row) => this.view(row, credits.filter((c) => c.invoice_id === row.id).map((c) => ({ ...c, issued_by_email: null }))));
  }

  /**
   * The owner's invoices for their data export: each with its payments and credit notes (without
   * the staff member's email), and each invoice's and credit note's PDF, drawn when the archive
   * reaches it. Invoices stay after the profile is deleted, so this answers for any account.
   */
  async exportForOwner(userId: string): Promise<{ invoices: InvoiceExport[]; files: ExportFile[] }> {
    const rows = await this.invoices.findForOwner(userId);
    const ids = rows.map((row) => row.id);
    const [payments, credits] = await Promise.all([this.invoices.paymentsOf(ids), this.invoices.creditNotesOf(ids)]);
    const files: ExportFile[] = [];
    const invoices = rows.map((row) => {
      const { pdf_url: _link, credit_notes: _credits, ...invoice } = this.view(row);
      const own = { payments: payments.filter((p) => p.invoice_id === row.id), credits: credits.filter((c) => c.invoice_id === row.id) };
      files.push({ name: `${row.number}.pdf`, open: async () => Readable.from([await renderInvoicePdf(toInvoiceDocument(row, own.payments, own.credits))]) });
      for (const credit of own.credits) {
        files.push({ name: `${credit.number}.pdf`, open: async () => Readable.from([await renderCreditNotePdf(toCreditNoteDocument(credit, row))]) });
      }
      return {
        ...invoice,
        pdf: `${row.number}.pdf`,
        payments: own.payments.map((payment) => toPaymentView({ ...payment, recorded_by_email: null })),
        credit_notes: own.credits.map((credit) => {
          const { pdf_url: _creditLink, ...view } = toCreditNoteView({ ...credit, issued_by_email: null }, '');
          return { ...view, pdf: `${credit.number}.pdf` };
        }),
      };
    });
    return { invoices, files };
  }

  /** The PDF behind a signed link (the owner's Billing tab and the back office hand those out), marked paid or credited. */
  async pdfByLink(id: string, expires: number, signature: unknown): Promise<{ filename: string; pdf: Buffer }> {
    if (!isUuid(id) || !this.links.verify(id, expires, signature)) throw appError(ErrorKind.Forbidden, BILLING_MESSAGES.linkExpired);
    const row = await this.invoices.findById(id);
    if (!row) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    const [payments, credits] = await Promise.all([this.invoices.paymentsOf([id]), this.invoices.creditNotesOf([id])]);
    return { filename: `${row.number}.pdf`, pdf: await renderInvoicePdf(toInvoiceDocument(row, payments, credits)) };
  }

  /** A credit note's PDF behind its signed link. */
  async creditNotePdfByLink(id: string, expires: number, signature: unknown): Promise<{ filename: string; pdf: Buffer }> {
    if (!isUuid(id) || !this.creditLinks.verify(id, expires, signature)) throw appError(ErrorKind.Forbidden, BILLING_MESSAGES.linkExpired);
    const note = await this.invoices.findCreditNoteById(id);
    const invoice = note && (await this.invoices.findById(note.invoice_id));
    if (!note || !invoice) throw notFound(BILLING_MESSAGES.creditNoteNotFound);
    return { filename: `${note.number}.pdf`, pdf: await renderCreditNotePdf(toCreditNoteDocument(note, invoice)) };
  }

  /** The credit note emailed to the invoice's recipient with its PDF, in the caller's transaction. */
  async emailCreditNote(manager: EntityManager, invoice: InvoiceRow, note: CreditNoteRow): Promise<void> {
    const pdf = await renderCreditNotePdf(toCreditNoteDocument(note, invoice));
    await this.notifications.sendCreditNote(
      invoice.recipient_email,
      invoice.recipient_name,
      { number: note.number, invoiceNumber: invoice.number, amount: formatCents(note.amount_cents), gst: formatCents(note.gst_cents), reason: note.reason },
      { filename: `${note.number}.pdf`, contentType: 'application/pdf', content: pdf },
      { manager },
    );
  }

  /** A receipt for a payment, in the caller's transaction; `invoice` is the invoice as the payment left it. */
  async emailReceipt(manager: EntityManager, invoice: InvoiceRow, paymentId: string, payment: Pick<PaymentRow, 'amount_cents' | 'received_on' | 'method'>): Promise<void> {
    const due = balanceDue(invoice);
    await this.notifications.sendPaymentReceipt(
      invoice.recipient_email,
      invoice.recipient_name,
      paymentId,
      {
        invoiceNumber: invoice.number,
        planName: TIER_LABELS[invoice.tier],
        amount: formatCents(payment.amount_cents),
        receivedOn: nzLongDate(payment.received_on),
        method: PAYMENT_METHOD_LABELS[payment.method].toLowerCase(),
        balanceDue: due > 0 ? formatCents(due) : null,
        supplierName: invoice.supplier_name,
        supplierGstNumber: formatIrdNumber(invoice.supplier_gst_number),
      },
      { manager },
    );
  }

  async list(query: ListQuery<InvoiceSortField>): Promise<{ items: AdminInvoice[]; total: number }> {
    const q = filterText(query.filter, 'q');
    const [rows, total] = await this.invoices.findPage(
      {
        ids: filterIds(query.filter)?.filter(isUuid),
        status: filterOneOf(query.filter, 'status', INVOICE_STATUSES),
        userId: filterUuid(query.filter, 'user_id'),
        q: q ? likePattern(q) : undefined,
      },
      query.sort,
      query.offset,
      query.limit,
    );
    return { items: await this.adminViews(rows), total };
  }

  async get(id: string): Promise<AdminInvoice> {
    const row = isUuid(id) ? await this.invoices.findById(id) : undefined;
    if (!row) throw notFound(BILLING_MESSAGES.invoiceNotFound);
    return (await this.adminViews([row]))[0];
  }

  /** A superadmin's void of an invoice nobody has paid anything on (paid ones get a credit note). */
  async void(id: string, reason: string, adminUserId: string): Promise<{ message: string; invoice: AdminInvoice }> {
    const number = await this.invoices.transaction(async (manager) => {
      const invoice = isUuid(id) ? await this.invoices.lockById(manager, id) : undefined;
      if (!invoice) throw notFound(BILLING_MESSAGES.invoiceNotFound);
      if (!isOpen(invoice) || invoice.amount_paid_cents > 0) throw conflict(BILLING_MESSAGES.voidOnlyUnpaid(invoice.number));
      await this.invoices.markVoid(manager, id, reason, new Date());
      await this.audit.record(adminUserId, 'invoice.void', 'invoice', id, { number: invoice.number, reason }, manager);
      return invoice.number;
    });
    return { message: BILLING_MESSAGES.voided(number), invoice: await this.get(id) };
  }

  /** Daily: unpaid invoices past their due date (a New Zealand day) become overdue. Idempotent. */
  markOverdue(now: Date = new Date()): Promise<number> {
    return this.invoices.markOverdue(nzDatePlus(now, 0));
  }

  /** Daily: invoices still open 30 days after their due date are voided. Idempotent. */
  voidLapsed(now: Date = new Date()): Promise<number> {
    return this.invoices.voidDueOnOrBefore(
      nzDatePlus(now, -VOID_AFTER_DAYS_OVERDUE),
      `Not paid within ${VOID_AFTER_DAYS_OVERDUE} days of the due date`,
      now,
    );
  }

  countOpen(): Promise<number> {
    return this.invoices.countOpen();
  }

  view(row: InvoiceRow, credits: CreditNoteRow[] = []): Invoice {
    return toInvoiceView(row, this.links.pdfUrl(row.id), credits.map((credit) => toCreditNoteView(credit, this.creditLinks.pdfUrl(credit.id))));
  }

  private async adminViews(rows: InvoiceRow[]): Promise<AdminInvoice[]> {
    const ids = rows.map((row) => row.id);
    const [payments, credits] = await Promise.all([this.invoices.paymentsOf(ids), this.invoices.creditNotesOf(ids)]);
    return rows.map((row) => ({
      ...this.view(row, credits.filter((c) => c.invoice_id === row.id)),
      user_id: row.user_id,
      username: row.username,
      payments: payments.filter((p) => p.invoice_id === row.id).map(toPaymentView),
    }));
  }

  private async email(manager: EntityManager, invoice: InvoiceRow): Promise<void> {
    const pdf = await renderInvoicePdf(toInvoiceDocument(invoice));
    await this.notifications.sendInvoice(
      invoice.recipient_email,
      invoice.recipient_name,
      {
        number: invoice.number,
        planName: TIER_LABELS[invoice.tier],
        total: formatCents(invoice.total_cents),
        gst: formatCents(invoice.gst_cents),
        dueDate: nzLongDate(invoice.due_on),
        accountName: invoice.supplier_name,
        bankAccount: invoice.bank_account,
        particulars: invoice.particulars,
        code: invoice.code,
        reference: invoice.reference,
        planEnds: invoice.renewal_of ? nzLongDate(invoice.renewal_of) : undefined,
      },
      { filename: `${invoice.number}.pdf`, contentType: 'application/pdf', content: pdf },
      { manager },
    );
  }
}
