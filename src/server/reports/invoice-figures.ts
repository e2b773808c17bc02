/**
 * The figures the VAT report and the sales journal are both made of (docs/decisions/126-sales-journal.md):
 * which orders are a period's sales, each order's invoice breakdown (account/vat-invoice.ts
 * `invoiceVatBreakdown`, the invoice's own function), and each refund settled in the period by
 * rate: its credit note's stored split (a return's by its lines' own rates, decision 140), or for
 * a refund from before credit notes the invoice's proportional split (`refundVatByRate`). One set
 * of functions, so the journal's rows add up to the report's totals to the penny.
 */
import { type SQL, sql } from 'drizzle-orm';
import { refundVatByRate, type VatRateTotal } from '../../core/pricing/vat';
import { type InvoiceItemRow, invoiceVatBreakdown } from '../account/service';
import type { Database } from '../db/client';
import { rowsOf } from './sql';

export type LineRow = {
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

/** The period's sales: orders `o` placed in [start, end) (the invoice's date is the order's). */
export function ordersPlacedIn(start: Date, end: Date): SQL {
  return sql`o.created_at >= ${start} and o.created_at < ${end}`;
}

/** The columns of a line that its VAT is worked out from, as the invoice reads them. */
export type FigureColumns = Pick<
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
export function invoiceFigures(row: FigureColumns) {
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

export type InvoiceBreakdown = ReturnType<typeof invoiceVatBreakdown<InvoiceItemRow>>['breakdown'];

/** Each order's invoice breakdown, from rows sorted by order then the invoice's line order. */
function invoicesByOrder(rows: LineRow[]): Map<string, InvoiceBreakdown> {
  const byOrder = new Map<string, InvoiceBreakdown>();
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
    byOrder.set(first.order_id, breakdown);
    start = end;
  }
  return byOrder;
}

/** Each listed order's invoice breakdown (its lines, and its totals by rate). */
export async function invoicesOf(db: Database, where: SQL): Promise<Map<string, InvoiceBreakdown>> {
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

/** A credit note's stored split (jsonb: parsed by node-postgres, a string from some drivers). */
function noteByRate(stored: VatRateTotal[] | string): VatRateTotal[] {
  const rows = typeof stored === 'string' ? (JSON.parse(stored) as VatRateTotal[]) : stored;
  return rows.map((r) => ({
    ratePercent: r.ratePercent,
    netPence: Number(r.netPence),
    vatPence: Number(r.vatPence),
    grossPence: Number(r.grossPence),
  }));
}

export type SettledRefund = {
  refundId: string;
  orderId: string;
  createdAt: Date;
  /** The refund's net, VAT and gross at each rate: its credit note's stored split. */
  byRate: VatRateTotal[];
};

/**
 * The refunds settled in [start, end), oldest first, each split over its order's invoice by rate
 * (the order may be from an earlier period). A refund counts on the day it was recorded.
 */
export async function refundsSettledIn(
  db: Database,
  start: Date,
  end: Date,
): Promise<SettledRefund[]> {
  const refunds = await rowsOf<{
    id: string;
    order_id: string;
    amount_pence: string;
    created_at: string | Date;
    by_rate: VatRateTotal[] | string | null;
  }>(
    db,
    sql`select r.id, r.order_id, r.amount_pence, r.created_at, c.by_rate from order_refunds r
      left join credit_notes c on c.refund_id = r.id
      where r.status = 'settled' and r.created_at >= ${start} and r.created_at < ${end}
      order by r.created_at, r.id`,
  );
  if (refunds.length === 0) return [];
  // Only refunds from before credit notes are split here; the rest say what their note credits.
  const orderIds = [...new Set(refunds.filter((r) => r.by_rate === null).map((r) => r.order_id))];
  const invoices =
    orderIds.length === 0
      ? new Map<string, InvoiceBreakdown>()
      : await invoicesOf(
          db,
          sql`o.id in (${sql.join(
            orderIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
  return refunds.map((refund) => ({
    refundId: refund.id,
    orderId: refund.order_id,
    createdAt: new Date(refund.created_at),
    byRate:
      refund.by_rate === null
        ? refundVatByRate(Number(refund.amount_pence), invoices.get(refund.order_id)?.byRate ?? [])
        : noteByRate(refund.by_rate),
  }));
}
