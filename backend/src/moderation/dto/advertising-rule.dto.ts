import { IsIn, IsString } from 'class-validator';
import type { RuleAction } from '../advertising-rules.repository';

/** react-admin sends the whole record; name, pattern and action are read, the service checks them further. */
export class AdvertisingRuleDto {
  @IsString({ message: 'Name is required (at most 100 characters)' })
  name: string;

  @IsString({ message: 'Pattern is empty. A pattern is one or more phrases of letters and digits, separated by |' })
  pattern: string;

  @IsIn(['block', 'review'], { message: "Action must be 'block' or 'review'" })
  action: RuleAction;
}
