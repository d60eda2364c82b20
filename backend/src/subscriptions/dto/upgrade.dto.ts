import { PAID_TIERS, PaidTier } from 'contract';
import { IsIn } from 'class-validator';

export class UpgradeDto {
  @IsIn(PAID_TIERS, { message: 'Tier must be basic or premium' })
  tier: PaidTier;
}
