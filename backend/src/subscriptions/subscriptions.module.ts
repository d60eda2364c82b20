import { Module } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import { ProfilesModule } from '../profiles/profiles.module';
import { PlanExpiryJob } from './plan-expiry.job';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

@Module({
  imports: [ProfilesModule, ScheduleModule.forRoot()],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsRepository, SubscriptionsService, PlanExpiryJob],
  exports: [SubscriptionsService, PlanExpiryJob],
})
export class SubscriptionsModule {}
