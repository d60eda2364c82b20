import { formatCents, InvoiceMessages, MAX_AMOUNT_CENTS } from 'contract';

/** The user-facing texts of billing, so screens can show the server's message as it is. */
export const BILLING_MESSAGES = {
  invoiceNotFound: InvoiceMessages.notFound,
  lineNotFound: 'Statement line not found',
  creditNoteNotFound: 'Credit note not found',
  invoiceCreated: (number: string, plan: string) => `We've sent you invoice ${number}. Your ${plan} plan starts as soon as your payment arrives.`,
  invoiceAlreadyOpen: (number: string, plan: string) => `Invoice ${number} for the ${plan} plan is waiting for your payment. Your plan starts as soon as it arrives.`,
  linkExpired: 'This link has expired or is not valid',

  // Payments
  amountRequired: 'Amount must be a whole number of cents',
  amountNotPositive: 'Amount must be more than $0.00',
  amountTooLarge: `Amount must be no more than ${formatCents(MAX_AMOUNT_CENTS)}`,
  dateInvalid: 'Date must be a date like 2026-11-23',
  dateInFuture: 'The payment date cannot be in the future',
  methodInvalid: 'Method must be bank_transfer, cash or other',
  noteTooLong: 'Note must be 500 characters or fewer',
  paymentToVoid: (number: string) => `Invoice ${number} is void and cannot take a payment`,
  alreadyPaid: (number: string) => `Invoice ${number} is already paid`,
  paymentRecorded: (number: string) => `Payment recorded on invoice ${number}`,

  // Corrections
  reasonRequired: 'Please give a reason',
  reasonTooLong: 'Reason must be 500 characters or fewer',
  voidOnlyUnpaid: (number: string) => `Invoice ${number} has payments or is closed, so it cannot be voided; issue a credit note instead`,
  voided: (number: string) => `Invoice ${number} voided`,
  creditOnlyPaid: (number: string) => `Invoice ${number} is not paid, so it cannot be credited; void it instead`,
  creditTooLarge: (available: string) => `A credit note cannot be more than what was paid and not yet credited (${available})`,
  creditIssued: (number: string, invoice: string) => `Credit note ${number} issued against invoice ${invoice}`,

  // Settings
  tradingNameRequired: 'Trading name is required',
  tradingNameTooLong: 'Trading name must be 100 characters or fewer',
  gstNumberInvalid: 'GST number must be 8 or 9 digits with a valid IRD check digit, like 49-091-850',
  bankAccountFormat: 'Bank account must be a New Zealand account number like 12-3140-0123452-000',
  bankAccountBank: 'Bank account: the first two digits are not a New Zealand bank',
  bankAccountBranch: 'Bank account: the branch number does not belong to that bank',
  bankAccountCheckDigit: 'Bank account: the number fails the bank check digit; please check it for a typing mistake',
  dueDaysInvalid: 'Invoice due days must be a whole number from 1 to 60',
  priceInvalid: (plan: string) => `${plan} price must be a whole number of cents from 100 to 1000000`,
  settingsSaved: 'Billing settings saved',

  // Bank statements
  statementRequired: 'Please choose a bank statement CSV file',
  statementTooLarge: 'The statement file is larger than 2 MB; export a shorter period',
  statementEmpty: 'The statement file is empty',
  statementNotText: 'The statement file is not a CSV text file',
  statementNoHeader: 'The statement has no header row with Date, Amount and Reference columns',
  statementNoLines: 'The statement has a header row but no transactions',
  statementTooManyLines: (max: number) => `The statement has more than ${max.toLocaleString('en-NZ')} transactions; export a shorter period`,
  statementBadLines: (problems: string[], more: number) =>
    `Nothing was imported. Fix these lines and import the file again: ${problems.join('; ')}${more > 0 ? `; and ${more} more` : ''}`,
  lineAlreadyResolved: 'This statement line has already been matched or dismissed',
  lineMatched: (number: string) => `Statement line matched to invoice ${number}`,
  lineDismissed: 'Statement line dismissed',
} as const;
