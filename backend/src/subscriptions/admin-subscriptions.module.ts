import { Module } from '@nestjs/common';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AdminSubscriptionsRepository } from './admin-subscriptions.repository';
import { AdminSubscriptionsService } from './admin-subscriptions.service';

/** The back office's read-only subscription views, apart from the owner's upgrade in SubscriptionsModule. */
@Module({
  controllers: [AdminSubscriptionsController],
  providers: [AdminSubscriptionsRepository, AdminSubscriptionsService],
})
export class AdminSubscriptionsModule {}
