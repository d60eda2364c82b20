import { Injectable } from '@nestjs/common';
import { BankTransferProvider } from './bank-transfer.provider';
import { PaymentProvider } from './payment-provider';

/**
 * Which provider a new invoice is paid through. Bank transfer is the only one; a card gateway
 * would be injected here too and chosen by whatever rule the business sets (the invoice records
 * the provider's id, so existing invoices keep theirs).
 */
@Injectable()
export class PaymentProviders {
  constructor(private readonly bankTransfer: BankTransferProvider) {}

  forNewInvoices(): PaymentProvider {
    return this.bankTransfer;
  }
}
