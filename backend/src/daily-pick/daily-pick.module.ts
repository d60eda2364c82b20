import { Module } from '@nestjs/common';
import { DirectoryModule } from '../directory/directory.module';
import { DailyPickJob } from './daily-pick.job';
import { DailyPickRepository } from './daily-pick.repository';
import { DailyPickService } from './daily-pick.service';

/** Girl of the Day: the daily_picks table and its midnight job; GET /profiles/daily-pick is the profiles controller's. */
@Module({
  imports: [DirectoryModule],
  providers: [DailyPickRepository, DailyPickService, DailyPickJob],
  exports: [DailyPickService, DailyPickJob],
})
export class DailyPickModule {}
