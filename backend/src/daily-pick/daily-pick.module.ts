import { Module } from '@nestjs/common';
import { ProfilesModule } from '../profiles/profiles.module';
import { DailyPickController } from './daily-pick.controller';
import { DailyPickJob } from './daily-pick.job';
import { DailyPickRepository } from './daily-pick.repository';
import { DailyPickService } from './daily-pick.service';

/** Girl of the Day: the daily_picks table, its midnight job and GET /profiles/daily-pick. */
@Module({
  imports: [ProfilesModule],
  controllers: [DailyPickController],
  providers: [DailyPickRepository, DailyPickService, DailyPickJob],
  exports: [DailyPickService, DailyPickJob],
})
export class DailyPickModule {}
