/**
 * The VAT report of a period (London days): the period's invoices by VAT rate, each order's VAT
 * worked out by the invoice's own function (account/vat-invoice.ts `invoiceVatBreakdown`), so the
 * report is the sum of the invoices to the penny; refunds Shopify settled in the period are netted,
 * each split over its order's rates in proportion to the order's gross at each rate
 * (docs/decisions/088-owner-reports.md).
 */
import { type SQL, sql } from 'drizzle-orm';
import type { ReportRange, VatRateRow, VatReportResponse } from '../../core/api/reports';
import { addToRateTotal, refundVatByRate, type VatRateTotal } from '../../core/pricing/vat';
import { type InvoiceItemRow, invoiceVatBreakdown } from '../account/service';
import type { Database } from '../db/client';
import { instantsOf } from './period';
import { rowsOf } from './sql';

type LineRow = {
  order_id: string;
  discount_code: string | null;
  discount_pence: string | null;
  product_title: string;
  variant_title: string | null;
  selling_plan_name: string | null;
  purchase_option: string | null;
  quantity: string;
  price: string;
  unit_price_pence: string | null;
  line_discount_pence: string | null;
  line_total_pence: string | null;
  stored_rate: number | null;
  product_rate: number | null;
};

const LINE_COLUMNS = sql.raw(`o.id as order_id, o.discount_code, o.discount_pence,
  oi.product_title, oi.variant_title, oi.selling_plan_name, oi.purchase_option, oi.quantity,
  oi.price, oi.unit_price_pence, oi.discount_pence as line_discount_pence, oi.line_total_pence,
  oi.vat_rate_percent as stored_rate, p.vat_rate_percent as product_rate`);
// The invoice's line order (account/vat-invoice.ts), so a code spread over lines splits alike.
const LINE_ORDER = sql.raw('o.id, oi.product_title, oi.variant_title, oi.id');

const toNumber = (value: string | null) => (value === null ? null : Number(value));

/** The columns of a line that its VAT is worked out from, as the invoice reads them. */
type FigureColumns = Pick<
  LineRow,
  | 'purchase_option'
  | 'quantity'
  | 'price'
  | 'unit_price_pence'
  | 'line_discount_pence'
  | 'line_total_pence'
  | 'stored_rate'
  | 'product_rate'
>;

/** An invoice line's figures (all but its titles) from a row of LINE_COLUMNS' names. */
function invoiceFigures(row: FigureColumns) {
  return {
    purchaseOption: row.purchase_option,
    quantity: Number(row.quantity),
    price: row.price,
    unitPricePence: toNumber(row.unit_price_pence),
    discountPence: toNumber(row.line_discount_pence),
    lineTotalPence: toNumber(row.line_total_pence),
    storedRate: row.stored_rate,
    productRate: row.product_rate,
  };
}

/** Each order's invoice breakdown by rate, from rows sorted by order then the invoice's line order. */
function invoicesByOrder(rows: LineRow[]): Map<string, VatRateTotal[]> {
  const byOrder = new Map<string, VatRateTotal[]>();
  let start = 0;
  while (start < rows.length) {
    const first = rows[start] as LineRow;
    let end = start;
    while (end < rows.length && (rows[end] as LineRow).order_id === first.order_id) end += 1;
    const items: InvoiceItemRow[] = rows.slice(start, end).map((row) => ({
      ...invoiceFigures(row),
      productTitle: row.product_title,
      variantTitle: row.variant_title,
      sellingPlanName: row.selling_plan_name,
    }));
    const { breakdown } = invoiceVatBreakdown(
      { discountCode: first.discount_code, discountPence: toNumber(first.discount_pence) },
      items,
    );
    byOrder.set(first.order_id, breakdown.byRate);
    start = end;
  }
  return byOrder;
}

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
      where o.created_at >= ${start} and o.created_at < ${end} and coalesce(o.discount_pence, 0) = 0
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

/** Each listed order's invoice breakdown by rate (orders with a code, and refunded orders). */
async function invoicesOf(db: Database, where: SQL): Promise<Map<string, VatRateTotal[]>> {
  return invoicesByOrder(
    await rowsOf<LineRow>(
      db,
      sql`select ${LINE_COLUMNS} from orders o
        join order_items oi on oi.order_id = o.id
        left join products p on p.id = oi.product_id
        where ${where}
        order by ${LINE_ORDER}`,
    ),
  );
}

export async function buildVatReport(db: Database, range: ReportRange): Promise<VatReportResponse> {
  const { start, end } = instantsOf(range);
  const inPeriod = sql`o.created_at >= ${start} and o.created_at < ${end}`;
  const sales = new Map<number, VatRateRow>();
  const [coded, refunds, counted, , notes] = await Promise.all([
    invoicesOf(db, sql`${inPeriod} and coalesce(o.discount_pence, 0) > 0`),
    rowsOf<{ order_id: string; amount_pence: string }>(
      db,
      sql`select r.order_id, r.amount_pence from order_refunds r
        where r.status = 'settled' and r.created_at >= ${start} and r.created_at < ${end}`,
    ),
    rowsOf<{ n: string }>(
      db,
      sql`select count(*) as n from orders o
        where ${inPeriod} and exists (select 1 from order_items oi where oi.order_id = o.id)`,
    ),
    uncodedSales(db, start, end, sales),
    rowsOf<{
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
    ),
  ]);
  for (const rates of coded.values()) for (const rate of rates) addToRateTotal(sales, rate);
  const refundedOrders = [...new Set(refunds.map((r) => r.order_id))];
  const refundedInvoices =
    refundedOrders.length === 0
      ? new Map<string, VatRateTotal[]>()
      : await invoicesOf(
          db,
          sql`o.id in (${sql.join(
            refundedOrders.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
  const refunded = new Map<number, VatRateRow>();
  for (const refund of refunds) {
    const orderRates = refundedInvoices.get(refund.order_id) ?? [];
    for (const rate of refundVatByRate(Number(refund.amount_pence), orderRates)) {
      addToRateTotal(refunded, rate);
    }
  }
  const net = new Map<number, VatRateRow>();
  for (const rate of sales.values()) addToRateTotal(net, rate);
  for (const rate of refunded.values()) {
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
    invoices: Number(counted[0]?.n ?? 0),
    sales: highestFirst(sales),
    refunds: highestFirst(refunded),
    net: netRows,
    creditNotes: notes.map((n) => ({
      creditNoteNumber: n.credit_note_number,
      issuedOn: n.issued_on,
      invoiceNumber: n.invoice_number,
      netPence: Number(n.net_pence),
      vatPence: Number(n.vat_pence),
      grossPence: Number(n.gross_pence),
    })),
    totals,
    box1Pence: totals.vatPence,
    // HMRC asks for whole pounds in boxes 6 to 9: the pence are left off.
    box6Pounds: Math.trunc(totals.netPence / 100),
  };
}
