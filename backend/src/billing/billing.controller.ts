import { Invoice, PlanPrice } from 'contract';
import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import type { AuthUser } from '../auth/access-token.service';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { JwtAuthGuard } from '../auth/guards/jwt-auth.guard';
import { InvoicesService } from './invoices/invoices.service';
import { BillingSettingsService } from './settings/billing-settings.service';

/** The advertiser's side of billing: the plans' prices, their own invoices and the invoice PDFs. */
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
  async pdf(@Param('id') id: string, @Query('expires') expires: string, @Query('signature') signature: unknown, @Res() res: Response): Promise<void> {
    const { filename, pdf } = await this.invoices.pdfByLink(id, Number(expires), signature);
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${filename}"`);
    res.send(pdf);
  }
}
