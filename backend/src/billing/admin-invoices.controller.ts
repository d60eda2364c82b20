import { AdminInvoice } from 'contract';
import { Body, Controller, Get, HttpCode, Param, Post, Query, UseGuards } from '@nestjs/common';
import { CurrentAdmin } from '../auth/decorators/current-user.decorator';
import { RequireAdminFlag } from '../auth/decorators/require-admin-flag.decorator';
import type { AdminAccess } from '../auth/guards/admin-access.service';
import { AdminGuard } from '../auth/guards/admin.guard';
import { parseListQuery, listPage, ListPage } from '../common/http/lists/simple-rest';
import { CreditNotesService } from './credit-notes/credit-notes.service';
import { CreditNoteDto, MarkPaidDto, VoidInvoiceDto } from './dto/billing-actions.dto';
import { INVOICE_FILTERS, INVOICE_SORTABLE, InvoicesService } from './invoices/invoices.service';
import { PaymentsService } from './payments/payments.service';

type InvoiceAnswer = Promise<{ message: string; invoice: AdminInvoice }>;

/** The `invoices` admin resource, "Mark as paid" for any admin, and the superadmin's corrections. */
@Controller('admin/invoices')
@UseGuards(AdminGuard)
export class AdminInvoicesController {
  constructor(
    private readonly invoices: InvoicesService,
    private readonly payments: PaymentsService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  @Get()
  async list(@Query() raw: Record<string, unknown>): Promise<ListPage<AdminInvoice>> {
    const query = parseListQuery(raw, { sortable: INVOICE_SORTABLE, defaultSort: { field: 'issued_at', order: 'DESC' }, filterable: INVOICE_FILTERS });
    const { items, total } = await this.invoices.list(query);
    return listPage('invoices', query.offset, items, total);
  }

  @Get(':id')
  get(@Param('id') id: string): Promise<AdminInvoice> {
    return this.invoices.get(id);
  }

  @Post(':id/payments')
  @HttpCode(200)
  markPaid(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: MarkPaidDto): InvoiceAnswer {
    return this.payments.markPaid(id, { amountCents: body.amount_cents, receivedOn: body.received_on, method: body.method, note: body.note || null }, admin.userId);
  }

  @Post(':id/void')
  @HttpCode(200)
  @RequireAdminFlag('isSuperadmin')
  void(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: VoidInvoiceDto): InvoiceAnswer {
    return this.invoices.void(id, body.reason, admin.userId);
  }

  @Post(':id/credit-notes')
  @HttpCode(200)
  @RequireAdminFlag('isSuperadmin')
  creditNote(@CurrentAdmin() admin: AdminAccess, @Param('id') id: string, @Body() body: CreditNoteDto): InvoiceAnswer {
    return this.creditNotes.issue(id, body.amount_cents, body.reason, admin.userId);
  }
}
