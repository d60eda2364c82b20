import type { DashboardCounts } from 'contract';
import { Injectable } from '@nestjs/common';
import { InvoicesService } from '../billing/invoices/invoices.service';
import { MessagesService } from '../messages/messages.service';
import { ModerationService } from '../moderation/moderation.service';
import { ProfileQueriesService } from '../profiles/profile-queries.service';
import { TakedownsService } from '../reports/takedowns.service';

/** The admin overview's tiles (spec §7's five, and unpaid invoices), each counted by the module that owns it. */
@Injectable()
export class DashboardService {
  constructor(
    private readonly profiles: ProfileQueriesService,
    private readonly messages: MessagesService,
    private readonly invoices: InvoicesService,
    private readonly moderation: ModerationService,
    private readonly takedowns: TakedownsService,
  ) {}

  async counts(): Promise<DashboardCounts> {
    const [profiles, newThreads, unpaidInvoices, pendingModeration, takedowns] = await Promise.all([
      this.profiles.counts(),
      this.messages.countAwaitingThreads(),
      this.invoices.countOpen(),
      this.moderation.countPending(),
      this.takedowns.counts(),
    ]);
    return { ...profiles, newThreads, unpaidInvoices, pendingModeration, openTakedowns: takedowns.open, overdueTakedowns: takedowns.overdue };
  }
}
