import type { BackupsOverview } from 'contract';
import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import { AdminGuard } from '../auth/guards/admin.guard';
import { BackupsService } from './backups.service';

/** The back office's Backups screen: superadmins only, as a backup holds everything the site knows. */
@Controller('admin/backups')
@UseGuards(AdminGuard)
@RequireAdminFlag('isSuperadmin')
export class AdminBackupsController {
  constructor(private readonly backups: BackupsService) {}

  @Get()
  overview(): Promise<BackupsOverview> {
    return this.backups.overview();
  }

  @Post()
  @HttpCode(202)
  start(): Promise<{ message: string }> {
    return this.backups.startFromBackOffice();
  }
}
