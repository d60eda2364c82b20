import { MailerOptions } from '@nestjs-modules/mailer';
import { AppConfig } from '../config/app-config';

/**
 * SMTP when SMTP_URL is set; otherwise nodemailer renders each message to a buffer that
 * MailSender writes as an .eml file, so a zero-configuration install still "sends" visibly.
 * MAIL_SEND_TIMEOUT_SECONDS bounds each whole message (sendTimeout), and each stage of the SMTP
 * conversation too, so a silent server frees its socket as well. One connection per message, so
 * the outbox's sends run in parallel.
 */
export function mailerOptions(config: AppConfig): MailerOptions {
  const timeout = config.mailSendTimeoutMs;
  return {
    transport: config.smtpUrl
      ? { url: config.smtpUrl, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }
      : { streamTransport: true, buffer: true, newline: 'unix' },
    sendTimeout: timeout,
  };
}
