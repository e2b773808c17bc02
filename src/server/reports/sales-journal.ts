/**
 * The sales journal of a period for the shop's accountant (docs/decisions/126-sales-journal.md):
 * one row per invoice line of the period's orders and one per rate of each refund settled in the
 * period (its credit note's lines), dated in London, with the document's number, the customer or
 * trade company, the company's VAT number, net, rate, VAT, gross and the sales channel. Refund rows
 * are negative, so the rows of a rate add up to the VAT report's net at that rate: both are made of
 * the same functions (invoice-figures.ts), not copies of them.
 */
import { sql } from 'drizzle-orm';
import type { ReportRange, SalesChannel } from '../../core/api/reports';
import { csvAmount, csvDocument } from '../../core/csv';
import { toLondonDate } from '../../core/dates';
import { invoiceNumberFor } from '../account/service';
import type { Database } from '../db/client';
import { invoicesOf, ordersPlacedIn, refundsSettledIn } from './invoice-figures';
import { instantsOf } from './period';
import { ORDER_CHANNEL, rowsOf } from './sql';

export type JournalRowType = 'Invoice' | 'Credit note' | 'Refund (no credit note)';

export type JournalRow = {
  /** The document's London date, 'YYYY-MM-DD'. */
  date: string;
  type: JournalRowType;
  /** INV-… for an invoice line, CN-… for a credit note's; empty for a refund from before notes. */
  document: string;
  /** The invoice the row belongs to or credits. */
  invoice: string;
  customer: string;
  vatNumber: string | null;
  description: string;
  channel: SalesChannel;
  ratePercent: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
};

type OrderFacts = {
  id: string;
  order_number: string;
  customer: string;
  vat_number: string | null;
  channel: SalesChannel;
};

/** Who an order's documents name: the trade company, or the customer, or their email. */
async function factsOf(db: Database, start: Date, end: Date, orderIds: string[]) {
  const alsoListed =
    orderIds.length === 0
      ? sql`false`
      : sql`o.id in (${sql.join(
          orderIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`;
  const rows = await rowsOf<OrderFacts>(
    db,
    sql`select o.id, o.order_number,
        coalesce(
          case when o.order_type = 'wholesale' then nullif(trim(w.company_name), '') end,
          nullif(trim(concat_ws(' ', pr.first_name, pr.last_name)), ''),
          nullif(trim(concat_ws(' ', o.shipping_address->>'first_name', o.shipping_address->>'last_name')), ''),
          o.email) as customer,
        case when o.order_type = 'wholesale' then nullif(trim(w.tax_id), '') end as vat_number,
        ${ORDER_CHANNEL} as channel
      from orders o
      left join profiles pr on pr.user_id = o.user_id
      left join wholesale_accounts w on w.user_id = o.user_id
      where ${ordersPlacedIn(start, end)} or ${alsoListed}`,
  );
  return new Map(rows.map((row) => [row.id, row]));
}

export async function buildSalesJournal(db: Database, range: ReportRange): Promise<JournalRow[]> {
  const { start, end } = instantsOf(range);
  const [invoices, refunds, placed] = await Promise.all([
    invoicesOf(db, ordersPlacedIn(start, end)),
    refundsSettledIn(db, start, end),
    rowsOf<{ id: string; created_at: string | Date }>(
      db,
      sql`select o.id, o.created_at from orders o where ${ordersPlacedIn(start, end)}
        order by o.created_at, o.order_number, o.id`,
    ),
  ]);
  const refundIds = refunds.map((r) => r.refundId);
  const [facts, notes] = await Promise.all([
    factsOf(db, start, end, [...new Set(refunds.map((r) => r.orderId))]),
    refundIds.length === 0
      ? Promise.resolve([])
      : rowsOf<{ refund_id: string; credit_note_number: string; reason: string }>(
          db,
          sql`select c.refund_id, c.credit_note_number, c.reason from credit_notes c
            where c.refund_id in (${sql.join(
              refundIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`,
        ),
  ]);
  const noteOf = new Map(notes.map((n) => [n.refund_id, n]));
  const factsFor = (orderId: string) => {
    const row = facts.get(orderId);
    if (!row) throw new Error(`order ${orderId} of the journal not found`);
    return row;
  };

  type Dated = JournalRow & { at: number; kind: number; seq: number; line: number };
  const dated: Dated[] = [];
  placed.forEach((order, seq) => {
    const breakdown = invoices.get(order.id);
    if (!breakdown) return; // an order without lines has no invoice
    const about = factsFor(order.id);
    const at = new Date(order.created_at);
    const invoice = invoiceNumberFor(about.order_number);
    breakdown.lines.forEach((line, index) => {
      dated.push({
        date: toLondonDate(at),
        type: 'Invoice',
        document: invoice,
        invoice,
        customer: about.customer,
        vatNumber: about.vat_number,
        description: line.description,
        channel: about.channel,
        ratePercent: line.ratePercent,
        netPence: line.netPence,
        vatPence: line.vatPence,
        grossPence: line.grossPence,
        at: at.getTime(),
        kind: 0,
        seq,
        line: index,
      });
    });
  });
  refunds.forEach((refund, seq) => {
    const about = factsFor(refund.orderId);
    const note = noteOf.get(refund.refundId);
    const invoice = invoiceNumberFor(about.order_number);
    refund.byRate.forEach((rate, index) => {
      dated.push({
        date: toLondonDate(refund.createdAt),
        type: note ? 'Credit note' : 'Refund (no credit note)',
        document: note?.credit_note_number ?? '',
        invoice,
        customer: about.customer,
        vatNumber: about.vat_number,
        description: note?.reason ?? 'Refund',
        channel: about.channel,
        ratePercent: rate.ratePercent,
        netPence: -rate.netPence,
        vatPence: -rate.vatPence,
        grossPence: -rate.grossPence,
        at: refund.createdAt.getTime(),
        kind: 1,
        seq,
        line: index,
      });
    });
  });
  // Oldest first; at one instant invoices before credits; a document's lines in its own order.
  dated.sort((a, b) => a.at - b.at || a.kind - b.kind || a.seq - b.seq || a.line - b.line);
  return dated.map(({ at: _at, kind: _kind, seq: _seq, line: _line, ...row }) => row);
}

export const SALES_JOURNAL_HEADER = [
  'Date',
  'Type',
  'Document',
  'Invoice',
  'Customer or company',
  'VAT number',
  'Description',
  'Channel',
  'Net (GBP)',
  'VAT rate (%)',
  'VAT (GBP)',
  'Gross (GBP)',
];

export function salesJournalFileName(range: ReportRange): string {
  return `sales-journal-${range.from}-to-${range.to}.csv`;
}

export function buildSalesJournalCsv(rows: JournalRow[]): string {
  return csvDocument(
    SALES_JOURNAL_HEADER,
    rows.map((row) => [
      row.date,
      row.type,
      row.document,
      row.invoice,
      row.customer,
      row.vatNumber,
      row.description,
      row.channel,
      csvAmount(row.netPence),
      row.ratePercent,
      csvAmount(row.vatPence),
      csvAmount(row.grossPence),
    ]),
  );
}
