import { Module } from '@nestjs/common';
import { AdminBillingController } from './admin-billing.controller';
import { AdminInvoicesController } from './admin-invoices.controller';
import { AdminStatementsController } from './admin-statements.controller';
import { BillingController } from './billing.controller';
import { CreditNotesService } from './credit-notes/credit-notes.service';
import { InvoicesRepository } from './invoices/invoices.repository';
import { InvoicesService } from './invoices/invoices.service';
import { InvoiceDeadlinesJob } from './jobs/invoice-deadlines.job';
import { PaymentsService } from './payments/payments.service';
import { BankTransferProvider } from './providers/bank-transfer.provider';
import { PaymentProviders } from './providers/payment-providers';
import { RevenueRepository } from './revenue/revenue.repository';
import { RevenueService } from './revenue/revenue.service';
import { BillingSettingsRepository } from './settings/billing-settings.repository';
import { BillingSettingsService } from './settings/billing-settings.service';
import { StatementImportsService } from './statements/statement-imports.service';
import { StatementsRepository } from './statements/statements.repository';

/**
 * Money: billing settings, tax invoices and their numbering, payments, credit notes,
 * bank statement imports and the revenue report. It owns those tables and knows nothing of plans:
 * the subscriptions module asks it for invoices and hears invoice.paid / invoice.credited.
 */
@Module({
  controllers: [BillingController, AdminInvoicesController, AdminStatementsController, AdminBillingController],
  providers: [
    BillingSettingsRepository,
    BillingSettingsService,
    InvoicesRepository,
    InvoicesService,
    PaymentsService,
    CreditNotesService,
    BankTransferProvider,
    PaymentProviders,
    StatementsRepository,
    StatementImportsService,
    RevenueRepository,
    RevenueService,
    InvoiceDeadlinesJob,
  ],
  exports: [InvoicesService],
})
export class BillingModule {}
