import { Allow, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { CONTACT_LIMITS, MessagesText } from '../messages.errors';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Spec §5 contact form: every field required; email and phone checked; lengths bounded.
 * class-validator checks a property's rules bottom-up, so each list reads from the last check to the first.
 */
export class ContactMessageDto {
  @MaxLength(CONTACT_LIMITS.name, { message: MessagesText.nameTooLong })
  @Matches(/\S/, { message: MessagesText.required })
  @IsString({ message: MessagesText.required })
  @Transform(trim)
  name: string;

  @Matches(/^[0-9+ ()-]{6,20}$/, { message: MessagesText.invalidPhone })
  @Matches(/\S/, { message: MessagesText.required })
  @IsString({ message: MessagesText.required })
  @Transform(trim)
  phone: string;

  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: MessagesText.invalidEmail })
  @MaxLength(CONTACT_LIMITS.email, { message: MessagesText.invalidEmail })
  @Matches(/\S/, { message: MessagesText.required })
  @IsString({ message: MessagesText.required })
  @Transform(trim)
  email: string;

  @MaxLength(CONTACT_LIMITS.city, { message: MessagesText.cityTooLong })
  @Matches(/\S/, { message: MessagesText.required })
  @IsString({ message: MessagesText.required })
  @Transform(trim)
  city: string;

  /** Stored as typed (never trimmed or turned into HTML); it only has to contain something. */
  @MaxLength(CONTACT_LIMITS.message, { message: MessagesText.messageTooLong })
  @Matches(/\S/, { message: MessagesText.required })
  @IsString({ message: MessagesText.required })
  message: string;

  /** Honeypot: hidden from people, filled in by bots. Anything in it drops the message silently. */
  @IsOptional()
  @Allow()
  website?: unknown;
}
