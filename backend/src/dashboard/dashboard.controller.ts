import type { DashboardCounts } from 'contract';
import { Controller, Get, UseGuards } from '@nestjs/common';
import { AdminRefusal } from '../auth/decorators/admin-refusal.decorator';
import { AdminGuard } from '../auth/guards/admin.guard';
import { DashboardService } from './dashboard.service';

@Controller('admin/dashboard')
@UseGuards(AdminGuard)
@AdminRefusal('Not authorized to view dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  counts(): Promise<DashboardCounts> {
    return this.dashboard.counts();
  }
}
