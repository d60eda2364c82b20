import { IsIn } from 'class-validator';

export class UpgradeDto {
  @IsIn(['basic', 'premium'], { message: 'Tier must be basic or premium' })
  tier: 'basic' | 'premium';
}
