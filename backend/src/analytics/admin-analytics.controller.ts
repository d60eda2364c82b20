import type { ProfileAnalytics, SiteAnalyticsDay } from 'contract';
import { Controller, Get, Param, ParseUUIDPipe, Query, UseGuards } from '@nestjs/common';
import { AdminRefusal } from '../auth/decorators/admin-refusal.decorator';
import { AdminGuard } from '../auth/guards/admin.guard';
import { AnalyticsReportsService } from './analytics-reports.service';
import { ANALYTICS_MESSAGES } from './analytics.messages';
import { appError, ErrorKind } from '../common/errors/app.exception';

const SITE_PERIODS = [7, 30, 90];

/** The dashboard's site-wide chart and the Profile Details modal's totals. */
@Controller('admin/analytics')
@UseGuards(AdminGuard)
@AdminRefusal('Not authorized to view dashboard')
export class AdminAnalyticsController {
  constructor(private readonly reports: AnalyticsReportsService) {}

  @Get('daily')
  daily(@Query('days') days?: string): Promise<SiteAnalyticsDay[]> {
    const period = days === undefined ? 30 : Number(days);
    if (!SITE_PERIODS.includes(period)) throw appError(ErrorKind.BadInput, ANALYTICS_MESSAGES.badPeriod);
    return this.reports.siteDaily(period);
  }

  @Get('profiles/:id')
  profile(@Param('id', new ParseUUIDPipe()) id: string): Promise<ProfileAnalytics> {
    return this.reports.forProfile(id);
  }
}
