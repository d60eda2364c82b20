import { PROFILE_EVENT_TYPES, type ProfileEventType } from 'contract';
import { IsIn } from 'class-validator';
import { ANALYTICS_MESSAGES } from '../analytics.messages';

export class ProfileEventDto {
  @IsIn(PROFILE_EVENT_TYPES, { message: ANALYTICS_MESSAGES.unknownEventType })
  type!: ProfileEventType;
}
