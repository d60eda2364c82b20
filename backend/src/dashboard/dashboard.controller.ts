import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminGuard } from '../auth/guards/admin.guard';
import { DashboardCounts, DashboardService } from './dashboard.service';

@Controller('admin/dashboard')
@UseGuards(AdminGuard)
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  counts(): Promise<DashboardCounts> {
    return this.dashboard.counts();
  }
}
