import { Allow, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { Transform } from 'class-transformer';
import { CONTACT_LIMITS } from '../contact-limits';
import { CONTACT_MESSAGES } from '../messages.messages';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * Spec §5 contact form: every field required; email and phone checked; lengths bounded.
 * class-validator checks a property's rules bottom-up, so each list reads from the last check to the first.
 */
export class ContactMessageDto {
  @MaxLength(CONTACT_LIMITS.name, { message: CONTACT_MESSAGES.nameTooLong })
  @Matches(/\S/, { message: CONTACT_MESSAGES.required })
  @IsString({ message: CONTACT_MESSAGES.required })
  @Transform(trim)
  name: string;

  @Matches(/^[0-9+ ()-]{6,20}$/, { message: CONTACT_MESSAGES.invalidPhone })
  @Matches(/\S/, { message: CONTACT_MESSAGES.required })
  @IsString({ message: CONTACT_MESSAGES.required })
  @Transform(trim)
  phone: string;

  @Matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: CONTACT_MESSAGES.invalidEmail })
  @MaxLength(CONTACT_LIMITS.email, { message: CONTACT_MESSAGES.invalidEmail })
  @Matches(/\S/, { message: CONTACT_MESSAGES.required })
  @IsString({ message: CONTACT_MESSAGES.required })
  @Transform(trim)
  email: string;

  @MaxLength(CONTACT_LIMITS.city, { message: CONTACT_MESSAGES.cityTooLong })
  @Matches(/\S/, { message: CONTACT_MESSAGES.required })
  @IsString({ message: CONTACT_MESSAGES.required })
  @Transform(trim)
  city: string;

  /** Stored as typed (never trimmed or turned into HTML); it only has to contain something. */
  @MaxLength(CONTACT_LIMITS.message, { message: CONTACT_MESSAGES.messageTooLong })
  @Matches(/\S/, { message: CONTACT_MESSAGES.required })
  @IsString({ message: CONTACT_MESSAGES.required })
  message: string;

  /** Honeypot: hidden from people, filled in by bots. Anything in it drops the message silently. */
  @IsOptional()
  @Allow()
  website?: unknown;
}
