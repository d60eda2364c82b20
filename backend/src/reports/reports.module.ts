import { Module } from '@nestjs/common';
import { AdminProfilesModule } from '../profiles/admin-profiles.module';
import { AdminReportsController } from './admin-reports.controller';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  imports: [AdminProfilesModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
