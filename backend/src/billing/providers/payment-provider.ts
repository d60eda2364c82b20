/**
 * How an invoice gets paid. Invoices and plans do not know the method: each invoice names its
 * provider, the provider says what the payer must do, and every payment, whatever brought it in
 * (an admin, a bank statement, one day a card gateway's callback), goes through
 * PaymentsService.record. Bank transfer is the one built in; a card gateway would be another
 * provider listed in PaymentProviders, with its own way of reporting payments.
 */
export interface PaymentProvider {
  readonly id: string;
  /** The fields a payer needs, fixed when the invoice is issued (they are printed on it). */
  instructionsFor(invoice: InvoiceToPay): PaymentInstructions;
}

export interface InvoiceToPay {
  number: string;
  username: string | null;
  tierName: string;
  /** The business's account, from the settings at issue time. */
  bankAccount: string;
}

/** Bank transfer today; a card provider would add its own kind. */
export interface PaymentInstructions {
  method: 'bank_transfer';
  bankAccount: string;
  particulars: string;
  code: string;
  reference: string;
}
