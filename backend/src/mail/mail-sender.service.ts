import { MailerService } from '@nestjs-modules/mailer';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ClaimedEmail, OutboxRepository } from './outbox.repository';

/** Hands one rendered email to the transport: the SMTP relay, or an .eml file under DATA_DIR/mail. */
@Injectable()
export class MailSender {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly mailer: MailerService,
    private readonly outbox: OutboxRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get mailDir(): string {
    return join(this.config.dataDir, 'mail');
  }

  async send(email: ClaimedEmail): Promise<void> {
    const attachments = await this.outbox.findAttachments(email.id);
    const info = (await this.mailer.sendMail({
      to: email.recipient,
      from: this.config.mailFrom,
      subject: email.subject,
      html: email.html,
      text: email.text,
      attachments: attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      // A stable Message-ID lets a mailbox drop the copy if a crash ever makes us send twice.
      messageId: `<${email.id}@${new URL(this.config.publicUrl).hostname}>`,
    })) as { message?: Buffer };
    if (this.config.smtpUrl) {
      this.logger.log(`Sent ${email.kind} email ${email.id} to ${email.recipient}`);
      return;
    }
    await mkdir(this.mailDir, { recursive: true });
    const file = join(this.mailDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${email.kind}-${email.id}.eml`);
    await writeFile(file, info.message ?? Buffer.alloc(0));
    this.logger.log(`No SMTP_URL: wrote ${email.kind} email to ${email.recipient} as ${file}`);
  }
}
