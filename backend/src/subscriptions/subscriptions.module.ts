import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { BillingModule } from '../billing/billing.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { PlanExpiryJob } from './plan-expiry.job';
import { PlanPeriodsListener } from './plan-periods.listener';
import { PlanPeriodsService } from './plan-periods.service';
import { RenewalInvoicesJob } from './renewal-invoices.job';
import { SubscriptionsController } from './subscriptions.controller';
import { SubscriptionsRepository } from './subscriptions.repository';
import { SubscriptionsService } from './subscriptions.service';

/** The plan on each profile: choosing one (an invoice from billing), periods from payments, renewals and expiry. */
@Module({
  imports: [AuthModule, ProfilesModule, BillingModule],
  controllers: [SubscriptionsController],
  providers: [SubscriptionsRepository, SubscriptionsService, PlanPeriodsService, PlanPeriodsListener, PlanExpiryJob, RenewalInvoicesJob],
  exports: [SubscriptionsService, PlanExpiryJob, RenewalInvoicesJob],
})
export class SubscriptionsModule {}
