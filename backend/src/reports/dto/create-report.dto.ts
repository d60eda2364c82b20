import { FieldMessages, REPORT_REASONS, ReportMessages, ReportReason } from 'contract';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateReportDto {
  @IsIn(REPORT_REASONS, { message: ReportMessages.reasonRequired })
  reason: ReportReason;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Details must be 2000 characters or fewer' })
  @MaxLength(2000, { message: 'Details must be 2000 characters or fewer' })
  details?: string;

  /** Where the outcome of a consent report is sent (optional; asked for on that reason only). */
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() || undefined : value))
  @IsEmail({}, { message: FieldMessages.invalidEmail })
  @MaxLength(254, { message: FieldMessages.invalidEmail })
  contact_email?: string;
}
