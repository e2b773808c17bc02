// Credit notes as every surface lists them (order history, invoice, admin, data export).
import { asc, inArray } from 'drizzle-orm';
import type { CreditNoteDto } from '../../core/api/account';
import type { Database } from '../db/client';
import { creditNotes } from '../db/schema/orders';

export type CreditNoteRow = typeof creditNotes.$inferSelect;

export function creditNoteDto(row: CreditNoteRow): CreditNoteDto {
  return {
    creditNoteNumber: row.creditNoteNumber,
    invoiceNumber: row.invoiceNumber,
    issuedOn: row.issuedOn,
    reason: row.reason,
    byRate: row.byRate.map((r) => ({ ...r })),
    netPence: row.netPence,
    vatPence: row.vatPence,
    grossPence: row.grossPence,
  };
}

/** Each order's credit notes, oldest first. */
export async function creditNotesOfOrders(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, CreditNoteDto[]>> {
  const byOrder = new Map<string, CreditNoteDto[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(creditNotes)
    .where(inArray(creditNotes.orderId, [...orderIds]))
    .orderBy(asc(creditNotes.sequence));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(creditNoteDto(row));
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}
