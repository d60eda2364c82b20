import { RequiredFieldMessages } from 'contract';
import { IsDefined } from 'class-validator';
import { ProfileFieldsDto } from './profile-fields.dto';

/**
 * The owner's editor (spec §2): the profile fields, each with sign-up's rules. Only the fields sent
 * change; full_name must always be sent (spec §5 'Full name is required'). username is accepted
 * only unchanged (it is fixed after registration).
 */
export class UpdateProfileDto extends ProfileFieldsDto {
  @IsDefined({ message: RequiredFieldMessages.full_name })
  declare full_name: string;
}
