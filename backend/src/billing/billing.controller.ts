import { Invoice, PlanPrice } from 'contract';
import { Controller, Get, Header, Param, Query, StreamableFile, UseGuards } from '@nestjs/common';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { InvoicesService } from './invoices/invoices.service';
import { BillingSettingsService } from './settings/billing-settings.service';

/** A document's PDF, opened in the browser under its number. */
function pdfFile({ filename, pdf }: { filename: string; pdf: Buffer }): StreamableFile {
  return new StreamableFile(pdf, { type: 'application/pdf', disposition: `inline; filename="${filename}"` });
}

/** The advertiser's side of billing: the plans' prices, their own invoices and the PDFs of invoices and credit notes. */
@Controller('billing')
export class BillingController {
  constructor(
    private readonly settings: BillingSettingsService,
    private readonly invoices: InvoicesService,
  ) {}

  /** Public: the pricing page shows the current prices. */
  @Get('plans')
  plans(): Promise<PlanPrice[]> {
    return this.settings.planPrices();
  }

  @Get('invoices')
  @UseGuards(JwtAuthGuard)
  mine(@CurrentUser() user: AuthUser): Promise<Invoice[]> {
    return this.invoices.ownerInvoices(user.id);
  }

  /** Opened through the signed link an invoice answer carries (no bearer token needed). */
  @Get('invoices/:id/pdf')
  @Header('Cache-Control', 'private, no-store')
  async pdf(@Param('id') id: string, @Query('expires') expires: string, @Query('signature') signature: unknown): Promise<StreamableFile> {
    return pdfFile(await this.invoices.pdfByLink(id, Number(expires), signature));
  }

  /** A credit note's PDF, through the signed link its invoice answer carries. */
  @Get('credit-notes/:id/pdf')
  @Header('Cache-Control', 'private, no-store')
  async creditNotePdf(@Param('id') id: string, @Query('expires') expires: string, @Query('signature') signature: unknown): Promise<StreamableFile> {
    return pdfFile(await this.invoices.creditNotePdfByLink(id, Number(expires), signature));
  }
}
