import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { GenerateSql } from '../../common/sql/generate-sql';

export interface MonthAmounts {
  month: string;
  invoices: number;
  invoicedCents: number;
  paidCents: number;
  creditedCents: number;
  creditedGstCents: number;
}

/**
 * Sums per New Zealand calendar month (yyyy-MM): invoices issued (void ones never were a supply),
 * payments by the day the money arrived, credit notes by their issue date.
 */
@Injectable()
export class RevenueRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  @GenerateSql({ params: ['2026-01', '2026-12'] })
  async byMonth(from: string | undefined, to: string | undefined): Promise<MonthAmounts[]> {
    const rows: { month: string; invoices: number; invoiced: string; paid: string; credited: string; credited_gst: string }[] = await this.db.query(
      `WITH invoiced AS (
         SELECT to_char(issued_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') AS month, count(*)::int AS invoices, sum(total_cents) AS invoiced
         FROM invoices WHERE status <> 'void' GROUP BY 1
       ), paid AS (
         SELECT to_char(received_on, 'YYYY-MM') AS month, sum(amount_cents) AS paid FROM payments GROUP BY 1
       ), credited AS (
         SELECT to_char(issued_at AT TIME ZONE 'Pacific/Auckland', 'YYYY-MM') AS month, sum(amount_cents) AS credited, sum(gst_cents) AS credited_gst
         FROM credit_notes GROUP BY 1
       )
       SELECT month, coalesce(invoices, 0) AS invoices, coalesce(invoiced, 0)::text AS invoiced, coalesce(paid, 0)::text AS paid,
              coalesce(credited, 0)::text AS credited, coalesce(credited_gst, 0)::text AS credited_gst
       FROM invoiced FULL JOIN paid USING (month) FULL JOIN credited USING (month)
       WHERE ($1::text IS NULL OR month >= $1) AND ($2::text IS NULL OR month <= $2)
       ORDER BY month DESC`,
      [from ?? null, to ?? null],
    );
    return rows.map((row) => ({
      month: row.month,
      invoices: row.invoices,
      invoicedCents: Number(row.invoiced),
      paidCents: Number(row.paid),
      creditedCents: Number(row.credited),
      creditedGstCents: Number(row.credited_gst),
    }));
  }
}
