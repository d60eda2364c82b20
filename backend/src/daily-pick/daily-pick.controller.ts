import { Controller, Get } from '@nestjs/common';
import { DailyPickService, DailyPickView } from './daily-pick.service';

@Controller('profiles/daily-pick')
export class DailyPickController {
  constructor(private readonly dailyPick: DailyPickService) {}

  @Get()
  today(): Promise<DailyPickView> {
    return this.dailyPick.today();
  }
}
