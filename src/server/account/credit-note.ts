/**
 * Credit notes (docs/decisions/116-credit-notes.md): every settled refund, a partial refund or a
 * cancellation's, gets one numbered credit note (CN-0001, CN-0002…: its own gapless sequence)
 * dated the refund's London day, naming the invoice it credits, the reason, and the net, VAT and
 * gross at each rate. The split is `refundVatByRate` over the invoice's own breakdown
 * (`invoiceVatBreakdown`), the function the VAT report nets refunds with, so the notes and the
 * report agree to the penny. Issued once per refund, whichever path records it.
 */
import { and, eq, max, sql } from 'drizzle-orm';
import { toLondonDate } from '../../core/dates';
import { refundVatByRate } from '../../core/pricing/vat';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { creditNotes, orderRefunds, orders } from '../db/schema/orders';
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
    const { breakdown } = invoiceVatBreakdown(
      refund.order,
      await invoiceItemsOf(tx, refund.order.id),
    );
    const byRate = refundVatByRate(refund.refund.amountPence, breakdown.byRate);
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
  return { note: creditNoteDto(row), invoice };
}

export type CreditNoteDocument = Awaited<ReturnType<typeof buildCreditNoteDocument>>;
