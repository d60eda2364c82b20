import { Injectable } from '@nestjs/common';
import { InvoiceToPay, PaymentInstructions, PaymentProvider } from './payment-provider';

/** New Zealand internet banking allows 12 characters in each of particulars, code and reference. */
const FIELD_LENGTH = 12;

const field = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '').slice(0, FIELD_LENGTH).toUpperCase();

/**
 * Payment by internet-banking transfer into the business's account: the invoice number as the
 * reference (the statement matcher looks for it), the plan as the code and the advertiser's
 * username as the particulars, so a payment can be recognised even when the reference is mistyped.
 */
@Injectable()
export class BankTransferProvider implements PaymentProvider {
  readonly id = 'bank_transfer';

  instructionsFor(invoice: InvoiceToPay): PaymentInstructions {
    return {
      method: 'bank_transfer',
      bankAccount: invoice.bankAccount,
      particulars: field(invoice.username ?? 'PLAN'),
      code: field(invoice.tierName),
      reference: field(invoice.number),
    };
  }
}
