import { PAYMENT_METHODS } from 'contract';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../auth/dto/trim';
import { BILLING_MESSAGES } from '../billing.messages';

/** POST /api/admin/invoices/:id/payments: an admin's "Mark as paid". */
export class MarkPaidDto {
  @IsInt({ message: BILLING_MESSAGES.amountRequired })
  amount_cents: number;

  @IsString({ message: BILLING_MESSAGES.dateInvalid })
  received_on: string;

  @IsIn(PAYMENT_METHODS, { message: BILLING_MESSAGES.methodInvalid })
  method: (typeof PAYMENT_METHODS)[number];

  @IsOptional()
  @Trim()
  @IsString({ message: BILLING_MESSAGES.noteTooLong })
  @MaxLength(500, { message: BILLING_MESSAGES.noteTooLong })
  note?: string;
}

export class VoidInvoiceDto {
  @Trim()
  @MaxLength(500, { message: BILLING_MESSAGES.reasonTooLong })
  @MinLength(1, { message: BILLING_MESSAGES.reasonRequired })
  @IsString({ message: BILLING_MESSAGES.reasonRequired })
  reason: string;
}

export class CreditNoteDto {
  @IsInt({ message: BILLING_MESSAGES.amountRequired })
  amount_cents: number;

  @Trim()
  @MaxLength(500, { message: BILLING_MESSAGES.reasonTooLong })
  @MinLength(1, { message: BILLING_MESSAGES.reasonRequired })
  @IsString({ message: BILLING_MESSAGES.reasonRequired })
  reason: string;
}

export class MatchLineDto {
  @IsUUID('all', { message: 'Please choose the invoice this payment is for' })
  invoice_id: string;
}

export class DismissLineDto {
  @IsOptional()
  @Trim()
  @IsString({ message: BILLING_MESSAGES.noteTooLong })
  @MaxLength(500, { message: BILLING_MESSAGES.noteTooLong })
  note?: string;
}
