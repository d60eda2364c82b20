import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { PlanExpiryJob } from './plan-expiry.job';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [ProfilesModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsRepository, SubscriptionsService, PlanExpiryJob],
  exports: [SubscriptionsService, PlanExpiryJob],
})
export class SubscriptionsModule {}
