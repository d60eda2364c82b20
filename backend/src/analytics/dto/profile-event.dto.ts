import { IsIn } from 'class-validator';
import { EVENT_TYPES, type EventType } from '../event-types';

export class ProfileEventDto {
  @IsIn(EVENT_TYPES, { message: 'Unknown event type' })
  type!: EventType;
}
