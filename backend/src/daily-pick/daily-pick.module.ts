import { Module } from '@nestjs/common';
import { DailyPickJob } from './daily-pick.job';
import { DailyPickRepository } from './daily-pick.repository';
import { DailyPickService } from './daily-pick.service';

/** Its controller is registered by ProfilesModule, ahead of /profiles/:username. */
@Module({
  providers: [DailyPickRepository, DailyPickService, DailyPickJob],
  exports: [DailyPickService, DailyPickJob],
})
export class DailyPickModule {}
