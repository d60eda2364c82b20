import { IsString, Matches, MaxLength } from 'class-validator';
import { CONTACT_LIMITS, MessagesText } from '../messages.errors';

/** Rules run bottom-up (class-validator), so the first check is the last line. */
export class ThreadReplyDto {
  @MaxLength(CONTACT_LIMITS.message, { message: MessagesText.replyTooLong })
  @Matches(/\S/, { message: MessagesText.replyRequired })
  @IsString({ message: MessagesText.replyRequired })
  message: string;
}
