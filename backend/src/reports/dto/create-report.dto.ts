import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { REPORT_REASONS, ReportReason } from '../report-reasons';

export class CreateReportDto {
  @IsIn(REPORT_REASONS, { message: 'Please choose a reason for your report' })
  reason: ReportReason;

  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: 'Details must be 2000 characters or fewer' })
  @MaxLength(2000, { message: 'Details must be 2000 characters or fewer' })
  details?: string;
}
