import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { EmailAttachment } from './outbox.repository';
import { OutboxService } from './outbox.service';
import {
  creditNoteEmail,
  CreditNoteEmailDetails,
  invoiceEmail,
  InvoiceEmailDetails,
  paymentReceiptEmail,
  PaymentReceiptDetails,
  emailChangeConfirmEmail,
  emailChangeNoticeEmail,
  passwordResetEmail,
  planExpiredEmail,
  planExpiringSoonEmail,
  threadReplyEmail,
  verificationApprovedEmail,
  verificationRejectedEmail,
  welcomeEmail,
} from './templates/templates';
import { dataExportFailedEmail, dataExportReadyEmail } from './templates/privacy-templates';
import {
  moderationDecisionEmail,
  ModerationDecisionNotice,
  photoReminderEmail,
  photosStaleEmail,
  takedownAdvertiserEmail,
  takedownEscalationEmail,
  takedownReporterEmail,
  TakedownOutcomeNotice,
} from './templates/trust-templates';

/** Pass the caller's transaction manager so the email is queued if and only if the change commits. */
export interface NotifyOptions {
  manager?: EntityManager;
}

export interface ThreadReplyNotice {
  to: string;
  name: string;
  reply: string;
  originalMessage?: string;
  /** The stored reply message: its id links the email's delivery state to the message. */
  replyMessageId: string;
}

/**
 * The emails the product promises, each queued in the outbox (delivery and retries are the
 * worker's job). Emails that a scheduled job could trigger twice carry a dedupe key.
 */
@Injectable()
export class NotificationsService {
  constructor(
    private readonly outbox: OutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async sendThreadReply(notice: ThreadReplyNotice, options: NotifyOptions = {}): Promise<void> {
    const email = threadReplyEmail(this.config.productName, notice.name, notice.reply, notice.originalMessage);
    await this.outbox.enqueue('admin_reply', notice.to, email, { manager: options.manager, referenceId: notice.replyMessageId });
  }

  async sendModerationDecision(email: string, name: string, notice: ModerationDecisionNotice, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('moderation_decision', email, moderationDecisionEmail(this.config.productName, this.config.publicUrl, name, notice), { manager: options.manager });
  }

  async sendTakedownOutcome(reporter: string | null, advertiser: { email: string; name: string } | null, notice: TakedownOutcomeNotice, options: NotifyOptions = {}): Promise<void> {
    if (reporter) await this.outbox.enqueue('takedown_reporter', reporter, takedownReporterEmail(this.config.productName, notice), { manager: options.manager });
    if (advertiser) await this.outbox.enqueue('takedown_advertiser', advertiser.email, takedownAdvertiserEmail(this.config.productName, this.config.publicUrl, advertiser.name, notice), { manager: options.manager });
  }

  async sendTakedownEscalation(recipients: string[], cases: { username: string; dueAt: Date }[], options: NotifyOptions = {}): Promise<void> {
    for (const recipient of recipients) {
      await this.outbox.enqueue('takedown_escalation', recipient, takedownEscalationEmail(this.config.productName, this.config.publicUrl, cases), { manager: options.manager });
    }
  }

  /** Once per newest photo (`photosUpdatedAt`), however often the freshness job runs. */
  async sendPhotoReminder(email: string, name: string, profileId: string, photosUpdatedAt: Date, leavesDirectoryOn: Date, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('photo_reminder', email, photoReminderEmail(this.config.productName, this.config.publicUrl, name, photosUpdatedAt, leavesDirectoryOn), {
      manager: options.manager,
      dedupeKey: `photo-reminder:${profileId}:${photosUpdatedAt.toISOString()}`,
    });
  }

  /** Once per newest photo (`photosUpdatedAt`), however often the freshness job runs. */
  async sendPhotosStale(email: string, name: string, profileId: string, photosUpdatedAt: Date, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('photos_stale', email, photosStaleEmail(this.config.productName, this.config.publicUrl, name, photosUpdatedAt), {
      manager: options.manager,
      dedupeKey: `photos-stale:${profileId}:${photosUpdatedAt.toISOString()}`,
    });
  }

  async sendWelcome(email: string, name: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('welcome', email, welcomeEmail(this.config.productName, this.config.publicUrl, name), {
      manager: options.manager,
      dedupeKey: `welcome:${email.toLowerCase()}`,
    });
  }

  async sendVerificationApproved(email: string, name: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('verification_approved', email, verificationApprovedEmail(this.config.productName, this.config.publicUrl, name), {
      manager: options.manager,
    });
  }

  async sendVerificationRejected(email: string, name: string, why: { reason: string; note: string | null }, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('verification_rejected', email, verificationRejectedEmail(this.config.productName, this.config.publicUrl, name, why), {
      manager: options.manager,
    });
  }

  /** Once per plan end date, however often the daily job runs. */
  async sendPlanExpiringSoon(email: string, name: string, tier: string, expiresAt: Date, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('plan_expiring', email, planExpiringSoonEmail(this.config.productName, this.config.publicUrl, name, tier, expiresAt), {
      manager: options.manager,
      dedupeKey: `plan-expiring:${email.toLowerCase()}:${expiresAt.toISOString()}`,
    });
  }

  /** Once per plan end date, however often the daily job runs. */
  async sendPlanExpired(email: string, name: string, tier: string, expiresAt: Date, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('plan_expired', email, planExpiredEmail(this.config.productName, this.config.publicUrl, name, tier, expiresAt), {
      manager: options.manager,
      dedupeKey: `plan-expired:${email.toLowerCase()}:${expiresAt.toISOString()}`,
    });
  }

  /** The invoice with its PDF; once per invoice, however often the caller runs. */
  async sendInvoice(email: string, name: string, invoice: InvoiceEmailDetails, pdf: EmailAttachment, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('invoice', email, invoiceEmail(this.config.productName, this.config.publicUrl, name, invoice), {
      manager: options.manager,
      dedupeKey: `invoice:${invoice.number}`,
      attachments: [pdf],
    });
  }

  /** The credit note with its PDF; once per credit note. */
  async sendCreditNote(email: string, name: string, note: CreditNoteEmailDetails, pdf: EmailAttachment, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('credit_note', email, creditNoteEmail(this.config.productName, this.config.publicUrl, name, note), {
      manager: options.manager,
      dedupeKey: `credit-note:${note.number}`,
      attachments: [pdf],
    });
  }

  /** A receipt for each payment recorded; once per payment. */
  async sendPaymentReceipt(email: string, name: string, paymentId: string, receipt: PaymentReceiptDetails, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('payment_receipt', email, paymentReceiptEmail(this.config.productName, this.config.publicUrl, name, receipt), {
      manager: options.manager,
      dedupeKey: `payment:${paymentId}`,
    });
  }

  async sendEmailChangeConfirm(newEmail: string, confirmUrl: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('email_change_confirm', newEmail, emailChangeConfirmEmail(this.config.productName, confirmUrl, newEmail), { manager: options.manager });
  }

  async sendEmailChangeNotice(oldEmail: string, newEmail: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('email_change_notice', oldEmail, emailChangeNoticeEmail(this.config.productName, newEmail, this.config.publicUrl), { manager: options.manager });
  }

  /** The one-time link to a data export; its body is blanked once sent (outbox.repository.ts SECRET_BEARING_KINDS). */
  async sendDataExportReady(email: string, downloadUrl: string, expiresAt: Date, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('data_export', email, dataExportReadyEmail(this.config.productName, downloadUrl, expiresAt), { manager: options.manager });
  }

  async sendDataExportFailed(email: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('data_export_failed', email, dataExportFailedEmail(this.config.productName, `${this.config.publicUrl}/profile/edit`), { manager: options.manager });
  }

  async sendPasswordReset(email: string, resetUrl: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('password_reset', email, passwordResetEmail(this.config.productName, resetUrl), { manager: options.manager });
  }
}
