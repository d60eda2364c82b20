import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import type { OwnerAnalytics } from 'contract';
import { AnalyticsReportsService } from './analytics-reports.service';

/** The editor's Analytics tab. */
@Controller('profiles/me/analytics')
@UseGuards(JwtAuthGuard)
export class OwnerAnalyticsController {
  constructor(private readonly reports: AnalyticsReportsService) {}

  @Get()
  mine(@CurrentUser() user: AuthUser, @Query('days') days?: string): Promise<OwnerAnalytics> {
    return this.reports.forOwner(user.id, days === undefined ? 30 : Number(days));
  }
}
