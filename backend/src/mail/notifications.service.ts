import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { OutboxService } from './outbox.service';
import {
  passwordResetEmail,
  planExpiredEmail,
  planExpiringSoonEmail,
  threadReplyEmail,
  verificationApprovedEmail,
  verificationRejectedEmail,
  welcomeEmail,
} from './templates/templates';

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

  async sendVerificationRejected(email: string, name: string, reason?: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('verification_rejected', email, verificationRejectedEmail(this.config.productName, this.config.publicUrl, name, reason), {
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

  async sendPasswordReset(email: string, resetUrl: string, options: NotifyOptions = {}): Promise<void> {
    await this.outbox.enqueue('password_reset', email, passwordResetEmail(this.config.productName, resetUrl), { manager: options.manager });
  }
}
