import type { RevenueMonth } from 'contract';
import { Injectable } from '@nestjs/common';
import { stringify } from 'csv-stringify/sync';
import { badInput } from '../billing.exception';
import { centsToDecimal, gstOf } from '../money';
import { RevenueRepository } from './revenue.repository';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

@Injectable()
export class RevenueService {
  constructor(private readonly revenue: RevenueRepository) {}

  async report(from?: string, to?: string): Promise<RevenueMonth[]> {
    for (const [name, value] of [['from', from], ['to', to]] as const) {
      if (value !== undefined && value !== '' && !MONTH.test(value)) throw badInput(`${name} must be a month like 2026-11`);
    }
    const months = await this.revenue.byMonth(from || undefined, to || undefined);
    return months.map((m) => ({
      month: m.month,
      invoices: m.invoices,
      invoiced_cents: m.invoicedCents,
      paid_cents: m.paidCents,
      credited_cents: m.creditedCents,
      gst_cents: gstOf(m.paidCents) - m.creditedGstCents,
    }));
  }

  /** The same months as a CSV for the accountant, oldest first, amounts in dollars. */
  async csv(from?: string, to?: string): Promise<string> {
    const months = (await this.report(from, to)).reverse();
    return stringify(
      months.map((m) => [m.month, m.invoices, centsToDecimal(m.invoiced_cents), centsToDecimal(m.paid_cents), centsToDecimal(m.credited_cents), centsToDecimal(m.gst_cents)]),
      { header: true, columns: ['Month', 'Invoices', 'Invoiced (NZD incl. GST)', 'Paid (NZD incl. GST)', 'Credited (NZD incl. GST)', 'GST collected (NZD)'] },
    );
  }
}
