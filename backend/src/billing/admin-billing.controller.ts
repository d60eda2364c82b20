import type { RevenueMonth } from 'contract';
import { Body, Controller, Get, Header, Put, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { RevenueService } from './revenue/revenue.service';
import { UpdateBillingSettingsDto } from './settings/billing-settings.dto';
import { BillingSettingsService } from './settings/billing-settings.service';

/** The Revenue report (any admin) and the billing settings (superadmin). */
@Controller('admin')
@UseGuards(AdminGuard)
export class AdminBillingController {
  constructor(
    private readonly revenue: RevenueService,
    private readonly settings: BillingSettingsService,
  ) {}

  @Get('revenue')
  report(@Query('from') from?: string, @Query('to') to?: string): Promise<RevenueMonth[]> {
    return this.revenue.report(from, to);
  }

  @Get('revenue/csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="revenue.csv"')
  csv(@Query('from') from?: string, @Query('to') to?: string): Promise<string> {
    return this.revenue.csv(from, to);
  }

  @Get('billing-settings')
  @RequireAdminFlag('isSuperadmin')
  getSettings() {
    return this.settings.view();
  }

  @Put('billing-settings')
  @RequireAdminFlag('isSuperadmin')
  updateSettings(@CurrentAdmin() admin: AdminAccess, @Body() body: UpdateBillingSettingsDto) {
    return this.settings.update(body, admin.userId);
  }
}
