import type { AdminSubscription, MonthlyTotal } from 'contract';
import { Body, Controller, Get, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { ADMIN_SUBSCRIPTION_FILTERS, ADMIN_SUBSCRIPTION_SORTABLE, AdminSubscriptionsService } from './admin-subscriptions.service';
import { ComplimentaryPlanDto } from './dto/complimentary-plan.dto';
import { SubscriptionsService } from './subscriptions.service';

const LIST_OPTIONS = {
  sortable: ADMIN_SUBSCRIPTION_SORTABLE,
  defaultSort: { field: 'starts_at' as const, order: 'DESC' as const },
  filterable: ADMIN_SUBSCRIPTION_FILTERS,
};

/** The `subscriptions` admin resource (read-only), its monthly totals, and the superadmin's complimentary plans. */
@Controller('admin/subscriptions')
@UseGuards(AdminGuard)
export class AdminSubscriptionsController {
  constructor(
    private readonly subscriptions: AdminSubscriptionsService,
    private readonly plans: SubscriptionsService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<AdminSubscription>> {
    const query = parseListQuery(raw, LIST_OPTIONS);
    const { items, total } = await this.subscriptions.list(query);
    return listPage('subscriptions', query.offset, items, total);
  }

  // Declared before :id so the path is not taken for an id.
  @Get('monthly-totals')
  monthlyTotals(@Query('filter') filter: unknown): Promise<MonthlyTotal[]> {
    return this.subscriptions.monthlyTotals(parseListQuery({ filter }, LIST_OPTIONS).filter);
  }

  @Post('complimentary')
  @RequireAdminFlag('isSuperadmin')
  complimentary(@CurrentAdmin() admin: AdminAccess, @Body() body: ComplimentaryPlanDto) {
    return this.plans.grantComplimentary(body.user_id, body.tier, body.days, body.reason, admin.userId);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminSubscription> {
    return this.subscriptions.get(id);
  }
}
