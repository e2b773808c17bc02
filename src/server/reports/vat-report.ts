/**
 * The VAT report of a period (London days): the period's invoices by VAT rate, each order's VAT
 * worked out by the invoice's own function (account/vat-invoice.ts `invoiceVatBreakdown`), so the
 * report is the sum of the invoices to the penny; refunds Shopify settled in the period are netted,
 * each split over its order's rates in proportion to the order's gross at each rate
 * (docs/decisions/088-owner-reports.md). The orders, invoices and refund splits come from
 * invoice-figures.ts, which the sales journal is made of too (docs/decisions/126-sales-journal.md).
 * `buildVatReport` (rollups.ts) reads the daily rollups these functions fill
 * (docs/decisions/137-report-rollups.md).
 */
import { sql } from 'drizzle-orm';
import type { ReportRange, VatRateRow, VatReportResponse } from '../../core/api/reports';
import { addToRateTotal } from '../../core/pricing/vat';
import { invoiceVatBreakdown } from '../account/service';
import type { Database } from '../db/client';
import {
  type FigureColumns,
  invoiceFigures,
  invoicesOf,
  ordersPlacedIn,
  refundsSettledIn,
} from './invoice-figures';
import { instantsOf } from './period';
import { rowsOf } from './sql';

const highestFirst = (rates: Map<number, VatRateRow>) =>
  [...rates.values()].sort((a, b) => b.ratePercent - a.ratePercent);

type DistinctLine = FigureColumns & { lines: string };

/**
 * The VAT of the period's orders without a discount code, by rate. Such an order's lines are
 * independent of each other (no code to spread over them), and the invoice works out VAT per
 * line; so each distinct line is put through the invoice's function once and counted as many
 * times as it occurs: the same figures as every invoice summed, without reading every line.
 */
async function uncodedSales(db: Database, start: Date, end: Date, into: Map<number, VatRateRow>) {
  const rows = await rowsOf<DistinctLine>(
    db,
    sql`select oi.quantity, oi.price, oi.unit_price_pence, oi.discount_pence as line_discount_pence,
        oi.line_total_pence, case when oi.purchase_option = 'trade' then 'trade' end as purchase_option,
        oi.vat_rate_percent as stored_rate, p.vat_rate_percent as product_rate, count(*) as lines
      from orders o join order_items oi on oi.order_id = o.id
      left join products p on p.id = oi.product_id
      where ${ordersPlacedIn(start, end)} and coalesce(o.discount_pence, 0) = 0
      group by 1, 2, 3, 4, 5, 6, 7, 8`,
  );
  for (const row of rows) {
    const { breakdown } = invoiceVatBreakdown({ discountCode: null, discountPence: 0 }, [
      { ...invoiceFigures(row), productTitle: '', variantTitle: null, sellingPlanName: null },
    ]);
    const times = Number(row.lines);
    for (const rate of breakdown.byRate) {
      addToRateTotal(into, {
        ratePercent: rate.ratePercent,
        netPence: rate.netPence * times,
        vatPence: rate.vatPence * times,
        grossPence: rate.grossPence * times,
      });
    }
  }
}

/** A period's VAT figures that add up day by day: invoices, and sales and refunds by rate. */
export type VatFigures = {
  invoices: number;
  sales: Map<number, VatRateRow>;
  refunds: Map<number, VatRateRow>;
};

/** The period's VAT figures worked out from its orders and refunds (the full recomputation). */
export async function vatFiguresOf(db: Database, range: ReportRange): Promise<VatFigures> {
  const { start, end } = instantsOf(range);
  const inPeriod = ordersPlacedIn(start, end);
  const sales = new Map<number, VatRateRow>();
  const [coded, refunds, counted] = await Promise.all([
    invoicesOf(db, sql`${inPeriod} and coalesce(o.discount_pence, 0) > 0`),
    refundsSettledIn(db, start, end),
    rowsOf<{ n: string }>(
      db,
      sql`select count(*) as n from orders o
        where ${inPeriod} and exists (select 1 from order_items oi where oi.order_id = o.id)`,
    ),
    uncodedSales(db, start, end, sales),
  ]);
  for (const invoice of coded.values()) {
    for (const rate of invoice.byRate) addToRateTotal(sales, rate);
  }
  const refunded = new Map<number, VatRateRow>();
  for (const refund of refunds) for (const rate of refund.byRate) addToRateTotal(refunded, rate);
  return { invoices: Number(counted[0]?.n ?? 0), sales, refunds: refunded };
}

type CreditNoteRow = VatReportResponse['creditNotes'][number];

/** The credit notes of the refunds settled in the period, in number order. */
export async function creditNotesOf(db: Database, range: ReportRange): Promise<CreditNoteRow[]> {
  const { start, end } = instantsOf(range);
  const notes = await rowsOf<{
    credit_note_number: string;
    issued_on: string;
    invoice_number: string;
    net_pence: string;
    vat_pence: string;
    gross_pence: string;
  }>(
    db,
    sql`select c.credit_note_number, c.issued_on::text as issued_on, c.invoice_number,
        c.net_pence, c.vat_pence, c.gross_pence
      from credit_notes c join order_refunds r on r.id = c.refund_id
      where r.status = 'settled' and r.created_at >= ${start} and r.created_at < ${end}
      order by c.sequence`,
  );
  return notes.map((n) => ({
    creditNoteNumber: n.credit_note_number,
    issuedOn: n.issued_on,
    invoiceNumber: n.invoice_number,
    netPence: Number(n.net_pence),
    vatPence: Number(n.vat_pence),
    grossPence: Number(n.gross_pence),
  }));
}

/** The report of a period from its VAT figures (whether rolled up or worked out) and credit notes. */
export function vatReportOf(
  range: ReportRange,
  figures: VatFigures,
  creditNotes: CreditNoteRow[],
): VatReportResponse {
  const net = new Map<number, VatRateRow>();
  for (const rate of figures.sales.values()) addToRateTotal(net, rate);
  for (const rate of figures.refunds.values()) {
    addToRateTotal(net, {
      ratePercent: rate.ratePercent,
      netPence: -rate.netPence,
      vatPence: -rate.vatPence,
      grossPence: -rate.grossPence,
    });
  }
  const netRows = highestFirst(net);
  const totals = {
    netPence: netRows.reduce((sum, r) => sum + r.netPence, 0),
    vatPence: netRows.reduce((sum, r) => sum + r.vatPence, 0),
    grossPence: netRows.reduce((sum, r) => sum + r.grossPence, 0),
  };
  return {
    range,
    invoices: figures.invoices,
    sales: highestFirst(figures.sales),
    refunds: highestFirst(figures.refunds),
    net: netRows,
    creditNotes,
    totals,
    box1Pence: totals.vatPence,
    // HMRC asks for whole pounds in boxes 6 to 9: the pence are left off.
    box6Pounds: Math.trunc(totals.netPence / 100),
  };
}

/** The VAT report worked out from the orders themselves: the full recomputation rollups must equal. */
export async function buildVatReportFromOrders(
  db: Database,
  range: ReportRange,
): Promise<VatReportResponse> {
  const [figures, notes] = await Promise.all([vatFiguresOf(db, range), creditNotesOf(db, range)]);
  return vatReportOf(range, figures, notes);
}
