import { MailerModule } from '@nestjs-modules/mailer';
import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailSender } from './mail-sender.service';
import { mailerOptions } from './mail-transport';
import { NotificationsService } from './notifications.service';
import { OutboxRepository } from './outbox.repository';
import { OutboxService } from './outbox.service';
import { OutboxWorker } from './outbox.worker';

/**
 * Email for every module: NotificationsService (the product's emails) and OutboxService (delivery
 * states). Global because sign-up, verification, subscriptions and messages all notify.
 */
@Global()
@Module({
  imports: [MailerModule.forRootAsync({ useFactory: (config: AppConfig) => mailerOptions(config), inject: [APP_CONFIG] })],
  providers: [OutboxRepository, OutboxService, MailSender, OutboxWorker, NotificationsService],
  exports: [OutboxService, NotificationsService, OutboxWorker],
})
export class MailModule {}
