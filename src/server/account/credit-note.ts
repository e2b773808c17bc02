/**
 * Credit notes (docs/decisions/116-credit-notes.md): every settled refund, a partial refund or a
 * cancellation's, gets one numbered credit note (CN-0001, CN-0002…: its own gapless sequence)
 * dated the refund's London day, naming the invoice it credits, the reason, and the net, VAT and
 * gross at each rate. A refund of an amount is split by `refundVatByRate` over the invoice's own
 * breakdown (`invoiceVatBreakdown`); a return's refund credits each returned line at its own rate
 * with its share of the invoice line's figures (`returnCreditByRate`,
 * docs/decisions/140-return-credit-notes-by-line-rate.md). The split is stored with the note, and
 * the VAT report and the sales journal read it (reports/invoice-figures.ts `refundsSettledIn`),
 * so the notes and the reports agree to the penny. Issued once per refund, whichever path
 * records it.
 */
import { and, eq, inArray, max, ne, sql } from 'drizzle-orm';
import { toLondonDate } from '../../core/dates';
import { refundVatByRate, type VatRateTotal } from '../../core/pricing/vat';
import { returnCreditByRate } from '../../core/returns/return-credit';
import type { Config } from '../config';
import type { Database, Transaction } from '../db/client';
import { creditNotes, orderRefunds, orders } from '../db/schema/orders';
import { orderReturnItems, orderReturns } from '../db/schema/returns';
import { AppError } from '../http/errors';
import { type CreditNoteRow, creditNoteDto } from './credit-note-list';
import {
  buildVatInvoice,
  invoiceItemsOf,
  invoiceNumberFor,
  invoiceVatBreakdown,
} from './vat-invoice';

export type { CreditNoteRow };

/** The advisory lock the sequence is taken under (one number at a time, no gaps). */
const SEQUENCE_LOCK = 'credit_notes:sequence';

export const CREDIT_NOTE_NOT_FOUND_MESSAGE = 'Credit note not found';

export function creditNoteNumberFor(sequence: number): string {
  return `CN-${String(sequence).padStart(4, '0')}`;
}

/**
 * The credit note of settled refund `refundId`, issued now unless it exists. Run it in the
 * transaction that settles the refund: the note exists exactly when the refund is recorded.
 */
export async function issueCreditNote(
  db: Database,
  refundId: string,
  reason: string,
): Promise<CreditNoteRow> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, refundId));
    if (existing) return existing;
    const [refund] = await tx
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(and(eq(orderRefunds.id, refundId), eq(orderRefunds.status, 'settled')));
    if (!refund) throw new Error(`no settled refund ${refundId} to credit`);
    const byRate = await creditByRate(tx, refund.order, refund.refund);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${SEQUENCE_LOCK}))`);
    const [last] = await tx.select({ sequence: max(creditNotes.sequence) }).from(creditNotes);
    const sequence = (last?.sequence ?? 0) + 1;
    const [issued] = await tx
      .insert(creditNotes)
      .values({
        sequence,
        creditNoteNumber: creditNoteNumberFor(sequence),
        orderId: refund.order.id,
        refundId,
        invoiceNumber: invoiceNumberFor(refund.order.orderNumber),
        issuedOn: toLondonDate(refund.refund.createdAt),
        reason,
        byRate,
        netPence: byRate.reduce((sum, r) => sum + r.netPence, 0),
        vatPence: byRate.reduce((sum, r) => sum + r.vatPence, 0),
        grossPence: byRate.reduce((sum, r) => sum + r.grossPence, 0),
      })
      .onConflictDoNothing({ target: creditNotes.refundId })
      .returning();
    if (issued) return issued;
    const [concurrent] = await tx
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, refundId));
    if (!concurrent) throw new Error(`credit note for refund ${refundId} not stored`);
    return concurrent;
  });
}

/**
 * What refund `refund` credits at each rate. A return's refund names its lines: each is credited
 * at its own rate with its share of the invoice line (the items of the order's earlier returns,
 * not refused, come first, as the return's value counted them). Any other refund is an amount:
 * split over the invoice's rates in proportion to the invoice's gross at each (decision 116).
 */
async function creditByRate(
  tx: Transaction,
  order: typeof orders.$inferSelect,
  refund: typeof orderRefunds.$inferSelect,
): Promise<VatRateTotal[]> {
  const { document, breakdown } = invoiceVatBreakdown(order, await invoiceItemsOf(tx, order.id));
  const [ret] = await tx
    .select({ id: orderReturns.id, createdAt: orderReturns.createdAt })
    .from(orderReturns)
    .where(eq(orderReturns.refundId, refund.id));
  if (!ret) return refundVatByRate(refund.amountPence, breakdown.byRate);
  const returns = await tx
    .select({ id: orderReturns.id, createdAt: orderReturns.createdAt })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, order.id), ne(orderReturns.status, 'refused')));
  const earlier = returns
    .filter(
      (r) => r.createdAt < ret.createdAt || (+r.createdAt === +ret.createdAt && r.id < ret.id),
    )
    .map((r) => r.id);
  const items = await tx
    .select({
      returnId: orderReturnItems.returnId,
      orderItemId: orderReturnItems.orderItemId,
      quantity: orderReturnItems.quantity,
    })
    .from(orderReturnItems)
    .where(inArray(orderReturnItems.returnId, [ret.id, ...earlier]));
  const before = new Map<string, number>();
  for (const item of items) {
    if (item.returnId === ret.id) continue;
    before.set(item.orderItemId, (before.get(item.orderItemId) ?? 0) + item.quantity);
  }
  const lines = items
    .filter((item) => item.returnId === ret.id)
    .map((item) => {
      const index = document.lines.findIndex((d) => d.line.id === item.orderItemId);
      const line = breakdown.lines[index];
      if (!line) throw new Error(`returned line ${item.orderItemId} not on the invoice`);
      return {
        ratePercent: line.ratePercent,
        lineGrossPence: line.grossPence,
        lineVatPence: line.vatPence,
        lineQuantity: line.quantity,
        alreadyReturned: before.get(item.orderItemId) ?? 0,
        quantity: item.quantity,
      };
    });
  return returnCreditByRate(refund.amountPence, lines);
}

/** The reason a staff refund's credit note states: the refund's note, if staff gave one. */
export function refundReason(note: string | null): string {
  return note?.trim() ? `Refund: ${note.trim()}` : 'Refund';
}

export const CANCELLATION_REASON = 'Order cancelled';

/**
 * Credit note `creditNoteNumber` of order `orderId` with the invoice it credits (seller and
 * customer as the invoice states them); with `ownerId`, only when that user owns the order (404
 * otherwise, like a missing note). Staff pass no owner.
 */
export async function buildCreditNoteDocument(
  db: Database,
  config: Pick<Config, 'shopName' | 'supportEmail' | 'vatNumber'>,
  orderId: string,
  creditNoteNumber: string,
  options: { ownerId?: string } = {},
) {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(
      and(eq(creditNotes.orderId, orderId), eq(creditNotes.creditNoteNumber, creditNoteNumber)),
    );
  if (!row) throw new AppError('not_found', CREDIT_NOTE_NOT_FOUND_MESSAGE);
  const invoice = await buildVatInvoice(db, config, orderId, options).catch((err: unknown) => {
    if (err instanceof AppError && err.code === 'not_found') {
      throw new AppError('not_found', CREDIT_NOTE_NOT_FOUND_MESSAGE);
    }
    throw err;
  });
  // A return's note credits each returned line at its own rate (decision 140); the PDF says so.
  const [ret] = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(eq(orderReturns.refundId, row.refundId));
  return {
    note: creditNoteDto(row),
    invoice,
    basis: ret ? ('returned-lines' as const) : ('invoice-split' as const),
  };
}

export type CreditNoteDocument = Awaited<ReturnType<typeof buildCreditNoteDocument>>;
