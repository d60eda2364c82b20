import type { TourStopInput } from 'contract';
import { AVAILABLE_NOW_MAX_HOURS, AVAILABLE_NOW_MIN_HOURS } from 'contract';
import { IsInt, IsString, Max, Min } from 'class-validator';
import { TOURING_MESSAGES } from '../profiles.exception';

/** A new tour stop; the town and the days are checked against the place list and today by TouringService. */
export class TourStopDto implements TourStopInput {
  @IsString({ message: TOURING_MESSAGES.town })
  town: string;

  @IsString({ message: TOURING_MESSAGES.firstDay })
  first_day: string;

  @IsString({ message: TOURING_MESSAGES.lastDay })
  last_day: string;
}

export class AvailableNowDto {
  @IsInt({ message: TOURING_MESSAGES.hours })
  @Min(AVAILABLE_NOW_MIN_HOURS, { message: TOURING_MESSAGES.hours })
  @Max(AVAILABLE_NOW_MAX_HOURS, { message: TOURING_MESSAGES.hours })
  hours: number;
}
