/**
 * The figures every document of an order shows (the confirmation email, the VAT invoice, the HTML
 * invoice, Order History and the admin's order), worked out once from what the order stored from
 * Shopify's orders/create payload (docs/decisions/064-order-documents.md):
 *
 * - each line at the price the drawer showed: unit price × quantity, before the discount code;
 * - the code's share of each line (Shopify's `discount_allocations`), and what the line charged;
 * - Subtotal = the lines before the code, Discount = the code's total, Total = Subtotal − Discount.
 *
 * Integer pence throughout, so the documents agree with each other and with the charge to the penny.
 */
import { multiplyPence, type Pence, sumPence, tryParsePence } from '../money';
import { allocateProportionally } from '../pricing/allocate';

export type StoredOrderLine = {
  quantity: number;
  /** Shopify's line price: one item, before order-level discounts (null on older rows). */
  unitPricePence: number | null;
  /** The same price as a decimal string (every row has it). */
  price: string;
  /** The discount code's share of this line (null on older rows). */
  discountPence: number | null;
  /** What the line charged after its discount (null when it could not be stored). */
  lineTotalPence: number | null;
};

export type StoredOrderTotals = {
  discountCode: string | null;
  /** What the code took off the order (null or 0: none). */
  discountPence: number | null;
};

export type DocumentLine<L> = {
  line: L;
  unitPricePence: Pence;
  /** unit price × quantity: the line as the drawer showed it. */
  subtotalPence: Pence;
  /** The discount code's share of the line. */
  discountPence: Pence;
  /** What the line charged: subtotal − discount (the VAT invoice's gross amount). */
  totalPence: Pence;
};

export type OrderDocument<L> = {
  lines: DocumentLine<L>[];
  subtotalPence: Pence;
  discountCode: string | null;
  discountPence: Pence;
  totalPence: Pence;
};

/** 'Discount (WELCOME10)', or 'Discount' without a code. */
export function discountLabel(code: string | null): string {
  return code ? `Discount (${code})` : 'Discount';
}

function unitPriceOf(line: StoredOrderLine): Pence {
  return line.unitPricePence ?? tryParsePence(line.price) ?? 0;
}

/**
 * The order's document figures. A line's discount is its stored share of the code; older rows
 * without one derive it from the stored line total; an order whose lines carry no share of a code
 * it records has the code spread over the lines in proportion (as Shopify allocates it).
 */
export function buildOrderDocument<L extends StoredOrderLine>(
  order: StoredOrderTotals,
  lines: readonly L[],
): OrderDocument<L> {
  const subtotals = lines.map((line) => multiplyPence(unitPriceOf(line), line.quantity));
  let discounts = lines.map((line, index) => {
    if (line.discountPence !== null) return line.discountPence;
    const subtotal = subtotals[index] ?? 0;
    return line.lineTotalPence === null ? 0 : Math.max(0, subtotal - line.lineTotalPence);
  });
  const orderDiscount = order.discountPence ?? 0;
  if (orderDiscount > 0 && discounts.every((d) => d === 0)) {
    discounts = allocateProportionally(orderDiscount, subtotals);
  }
  const documentLines = lines.map((line, index) => {
    const subtotalPence = subtotals[index] ?? 0;
    const discountPence = discounts[index] ?? 0;
    return {
      line,
      unitPricePence: unitPriceOf(line),
      subtotalPence,
      discountPence,
      totalPence: subtotalPence - discountPence,
    };
  });
  const subtotalPence = sumPence(documentLines.map((l) => l.subtotalPence));
  const discountPence = sumPence(documentLines.map((l) => l.discountPence));
  return {
    lines: documentLines,
    subtotalPence,
    discountCode: discountPence > 0 ? order.discountCode : null,
    discountPence,
    totalPence: subtotalPence - discountPence,
  };
}
