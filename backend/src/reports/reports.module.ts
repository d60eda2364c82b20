import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AdminProfilesModule } from '../profiles/admin-profiles.module';
import { ProfilesModule } from '../profiles/profiles.module';
import { AdminReportsController } from './admin-reports.controller';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { AdminTakedownsController } from './admin-takedowns.controller';
import { TakedownEscalationJob } from './takedown-escalation.job';
import { TakedownsRepository } from './takedowns.repository';
import { TakedownsService } from './takedowns.service';

@Module({
  imports: [AdminProfilesModule, ProfilesModule, AuthModule],
  controllers: [ReportsController, AdminReportsController, AdminTakedownsController],
  providers: [ReportsRepository, ReportsService, TakedownsRepository, TakedownsService, TakedownEscalationJob],
  exports: [TakedownsService],
})
export class ReportsModule {}
