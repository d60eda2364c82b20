import { MailerOptions } from '@nestjs-modules/mailer';
import { AppConfig } from '../config/app-config';

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer renders each message to a buffer that
 * MailSender writes as an .eml file, so a zero-configuration install still "sends" visibly.
 * Timeouts are short because the worker holds a row lock while it sends.
 */
export function mailerOptions(config: AppConfig): MailerOptions {
  return {
    transport: config.smtpUrl
      ? { url: config.smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }
      : { streamTransport: true, buffer: true, newline: 'unix' },
    sendTimeout: 60_000,
  };
}
