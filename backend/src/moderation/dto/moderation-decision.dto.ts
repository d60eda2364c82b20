import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REJECT_REASON_KEYS, RejectReason } from '../moderation-kinds';

export class ModerationDecisionDto {
  @IsOptional()
  @IsIn(REJECT_REASON_KEYS, { message: 'Choose a reason for rejecting.' })
  reason?: RejectReason;

  @IsOptional()
  @IsString({ message: 'The note must be text' })
  @MaxLength(2000, { message: 'The note must be at most 2000 characters' })
  note?: string;
}

/** react-admin PUTs the whole setting; only mode is read. */
export class ModerationSettingDto {
  @IsString({ message: "Mode must be 'pre' or 'post'" })
  mode: string;
}
