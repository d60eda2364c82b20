import { VERIFICATION_NOTE_MAX_LENGTH, VERIFICATION_REJECT_REASONS, VerificationMessages, type VerificationRejectReason } from 'contract';
import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsString, MaxLength, ValidateIf } from 'class-validator';

/** Why the documents were not accepted: a reason from the list, and a note (needed for "Other"). */
export class VerificationRejectDto {
  @IsIn(Object.keys(VERIFICATION_REJECT_REASONS), { message: VerificationMessages.rejectReasonRequired })
  reason: VerificationRejectReason;

  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @ValidateIf((dto: VerificationRejectDto) => dto.reason === 'other' || (dto.note !== undefined && dto.note !== null && dto.note !== ''))
  // class-validator checks the lowest decorator first, and the first failure is the one answered.
  @MaxLength(VERIFICATION_NOTE_MAX_LENGTH, { message: VerificationMessages.rejectNoteTooLong })
  @IsNotEmpty({ message: VerificationMessages.rejectNoteRequired })
  @IsString({ message: VerificationMessages.rejectNoteRequired })
  note?: string;
}
