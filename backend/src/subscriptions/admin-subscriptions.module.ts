import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { AdminSubscriptionsController } from './admin-subscriptions.controller';
import { AdminSubscriptionsRepository } from './admin-subscriptions.repository';
import { AdminSubscriptionsService } from './admin-subscriptions.service';
import { SubscriptionsModule } from './subscriptions.module';

/** The back office's read-only subscription views, apart from the owner's upgrade in SubscriptionsModule. */
@Module({
  imports: [ProfilesModule, SubscriptionsModule],
  controllers: [AdminSubscriptionsController],
  providers: [AdminSubscriptionsRepository, AdminSubscriptionsService],
})
export class AdminSubscriptionsModule {}
