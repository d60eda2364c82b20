import type { AdminReport } from 'contract';
import { Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { REPORT_FILTERS, REPORT_SORTABLE, ReportResolution, ReportsService } from './reports.service';

/** The `reports` admin resource: the queue and its two resolutions. */
@Controller('admin/reports')
@UseGuards(AdminGuard)
export class AdminReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<AdminReport>> {
    const query = parseListQuery(raw, { sortable: REPORT_SORTABLE, defaultSort: { field: 'queue', order: 'ASC' }, filterable: REPORT_FILTERS });
    const { items, total } = await this.reports.list(query);
    return listPage('reports', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminReport> {
    return this.reports.get(id);
  }

  @Post(':id/pause-profile')
  @HttpCode(200)
  pauseProfile(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<ReportResolution> {
    return this.reports.pauseProfile(admin.userId, id);
  }

  @Post(':id/dismiss')
  @HttpCode(200)
  dismiss(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string): Promise<ReportResolution> {
    return this.reports.dismiss(admin.userId, id);
  }
}
