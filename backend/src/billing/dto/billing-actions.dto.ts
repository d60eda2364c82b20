import { PAYMENT_METHODS } from 'contract';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Trim } from '../../auth/dto/trim';
import { BillingMessages } from '../billing.messages';

/** POST /api/admin/invoices/:id/payments: an admin's "Mark as paid". */
export class MarkPaidDto {
  @IsInt({ message: BillingMessages.amountRequired })
  amount_cents: number;

  @IsString({ message: BillingMessages.dateInvalid })
  received_on: string;

  @IsIn(PAYMENT_METHODS, { message: BillingMessages.methodInvalid })
  method: (typeof PAYMENT_METHODS)[number];

  @IsOptional()
  @Trim()
  @IsString({ message: BillingMessages.noteTooLong })
  @MaxLength(500, { message: BillingMessages.noteTooLong })
  note?: string;
}

export class VoidInvoiceDto {
  @Trim()
  @MaxLength(500, { message: BillingMessages.reasonTooLong })
  @MinLength(1, { message: BillingMessages.reasonRequired })
  @IsString({ message: BillingMessages.reasonRequired })
  reason: string;
}

export class CreditNoteDto {
  @IsInt({ message: BillingMessages.amountRequired })
  amount_cents: number;

  @Trim()
  @MaxLength(500, { message: BillingMessages.reasonTooLong })
  @MinLength(1, { message: BillingMessages.reasonRequired })
  @IsString({ message: BillingMessages.reasonRequired })
  reason: string;
}

export class MatchLineDto {
  @IsUUID('all', { message: 'Please choose the invoice this payment is for' })
  invoice_id: string;
}

export class DismissLineDto {
  @IsOptional()
  @Trim()
  @IsString({ message: BillingMessages.noteTooLong })
  @MaxLength(500, { message: BillingMessages.noteTooLong })
  note?: string;
}
