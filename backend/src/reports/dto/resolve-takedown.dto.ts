import { IsOptional } from 'class-validator';

/** Checked by TakedownsService (the outcome, then a reason that is not blank). */
export class ResolveTakedownDto {
  @IsOptional()
  outcome?: unknown;

  @IsOptional()
  reason?: unknown;
}
