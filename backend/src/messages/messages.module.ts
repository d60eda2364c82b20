import { Module } from '@nestjs/common';
import { AdminThreadsController } from './admin-threads.controller';
import { ContactController } from './contact.controller';
import { MessagesRepository } from './messages.repository';
import { MessagesService } from './messages.service';

/** Public contact form and the admin's message threads. Emails go through the global MailModule. */
@Module({
  controllers: [ContactController, AdminThreadsController],
  providers: [MessagesRepository, MessagesService],
  exports: [MessagesService],
})
export class MessagesModule {}
