import { PAID_TIERS, PaidTier } from 'contract';
import { IsIn, IsInt, IsString, IsUUID, Max, MaxLength, Min, MinLength } from 'class-validator';
import { Trim } from '../../auth/dto/trim';

/** POST /api/admin/subscriptions/complimentary: a plan without payment (superadmin). */
export class ComplimentaryPlanDto {
  @IsUUID('all', { message: 'Please choose the advertiser' })
  user_id: string;

  @IsIn(PAID_TIERS, { message: 'Tier must be basic or premium' })
  tier: PaidTier;

  @IsInt({ message: 'Days must be a whole number from 1 to 366' })
  @Min(1, { message: 'Days must be a whole number from 1 to 366' })
  @Max(366, { message: 'Days must be a whole number from 1 to 366' })
  days: number;

  @Trim()
  @MaxLength(500, { message: 'Reason must be 500 characters or fewer' })
  @MinLength(1, { message: 'Please give a reason' })
  @IsString({ message: 'Please give a reason' })
  reason: string;
}
