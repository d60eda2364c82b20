import { IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_LIMITS } from '../contact-limits';
import { CONTACT_MESSAGES } from '../messages.messages';

/** Rules run bottom-up (class-validator), so the first check is the last line. */
export class ThreadReplyDto {
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.replyTooLong })
  @Matches(/\S/, { message: CONTACT_MESSAGES.replyRequired })
  @IsString({ message: CONTACT_MESSAGES.replyRequired })
  message: string;
}
