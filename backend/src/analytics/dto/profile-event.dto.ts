import { PROFILE_EVENT_TYPES, type ProfileEventType } from 'contract';
import { IsIn } from 'class-validator';

export class ProfileEventDto {
  @IsIn(PROFILE_EVENT_TYPES, { message: 'Unknown event type' })
  type!: ProfileEventType;
}
