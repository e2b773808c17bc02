// Returns (docs/decisions/136-returns.md): what a customer may send back, when, and for how much.
// The windows and the opened-goods rule are the Delivery and Returns page's
// (core/content/delivery.ts, which reuses the Terms' sections 8, 9 and 10): a change of mind
// within CANCELLATION_DAYS of delivery for sealed goods only (opened health and hygiene goods are
// excepted; none of the shop's goods is sold as unsealed), the guarantee within GUARANTEE_DAYS
// even if opened, faulty or damaged goods within FAULTY_FULL_REFUND_DAYS for a full refund.
// Days are London calendar dates counted from the London date of delivery.
import { CANCELLATION_DAYS, GUARANTEE_DAYS } from '../content/brand';
import { z } from '../zod';

/** The Terms' section 10: "a full refund if you tell us within 30 days of delivery". */
export const FAULTY_FULL_REFUND_DAYS = 30;

export const RETURN_REASONS = ['changed-mind', 'not-happy', 'faulty'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  'changed-mind': `Changed my mind (within ${CANCELLATION_DAYS} days, unopened)`,
  'not-happy': `Not happy with it: our ${GUARANTEE_DAYS}-day guarantee (opened is fine)`,
  faulty: `Arrived damaged or faulty (within ${FAULTY_FULL_REFUND_DAYS} days)`,
};

/** Days after the London date of delivery a request of each reason may be made (inclusive). */
export const RETURN_WINDOW_DAYS: Record<ReturnReason, number> = {
  'changed-mind': CANCELLATION_DAYS,
  'not-happy': GUARANTEE_DAYS,
  faulty: FAULTY_FULL_REFUND_DAYS,
};

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'refused',
  'received',
  'refunded',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** What the customer reads for each status (account and emails). */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested: we will reply within 2 working days',
  approved: 'Approved: please send the items back',
  refused: 'Refused',
  received: 'Received: your refund is on its way',
  refunded: 'Received and refunded',
};

export const RETURN_REASON_MESSAGE = 'Choose why you are returning these items';
export const RETURN_ITEMS_MESSAGE = 'Choose at least one item to return';
export const RETURN_QUANTITY_MESSAGE = 'Enter a whole number of items';
export const RETURN_DETAILS_MESSAGE = 'Tell us what happened in 1000 characters or fewer';
export const FAULTY_DETAILS_MESSAGE = 'Tell us what is wrong with the items';
export const STAFF_REASON_MESSAGE = 'Give the customer a reason (up to 500 characters)';

export const returnQuantityMessage = (max: number) =>
  max === 0
    ? 'Nothing of this item is left to return'
    : `You can return at most ${max} of this item`;
export const OPENED_CHANGED_MIND_MESSAGE =
  'Opened items cannot be returned for a change of mind (health and hygiene). Our guarantee covers opened items: choose "Not happy with it".';
export const returnWindowMessage = (reason: ReturnReason, lastDay: string) =>
  `Returns for this reason had to be asked for by ${lastDay}, ${RETURN_WINDOW_DAYS[reason]} days after delivery.`;
export const NOT_DELIVERED_MESSAGE = 'Items can be returned once the order has been delivered.';
export const TRADE_GUARANTEE_MESSAGE =
  'Our guarantee does not apply to wholesale or trade orders. Choose another reason or contact us.';

const returnItemSchema = z
  .object({
    orderItemId: z.uuid('Choose an item of this order'),
    quantity: z
      .number({ error: RETURN_QUANTITY_MESSAGE })
      .int(RETURN_QUANTITY_MESSAGE)
      .min(0, RETURN_QUANTITY_MESSAGE)
      .max(10_000, RETURN_QUANTITY_MESSAGE),
    opened: z.boolean({ error: 'Say whether the item has been opened' }),
  })
  .strict();

/** POST /api/account/orders/:id/returns: the shape alone (the server adds the order's bounds). */
export const returnRequestSchema = z
  .object({
    reason: z.enum(RETURN_REASONS, { error: RETURN_REASON_MESSAGE }),
    items: z.array(returnItemSchema).min(1, RETURN_ITEMS_MESSAGE).max(100),
    details: z.string().trim().max(1000, RETURN_DETAILS_MESSAGE),
  })
  .strict();
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequest = z.output<typeof returnRequestSchema>;

/** What bounds a request: the order's delivery, today and what is left of each line. */
export type ReturnContext = {
  /** London date of delivery ('YYYY-MM-DD'), null before delivery. */
  deliveredOn: string | null;
  /** Today's London date. */
  today: string;
  orderType: 'retail' | 'wholesale';
  /** Per order line: how many may still be returned (delivered − in other returns). */
  returnable: Record<string, number>;
};

/** 'YYYY-MM-DD' + n days, as a calendar date (no clock, so no summer-time step). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The last London date a request of `reason` may be made, delivered on `deliveredOn`. */
export function lastReturnDay(reason: ReturnReason, deliveredOn: string): string {
  return addDays(deliveredOn, RETURN_WINDOW_DAYS[reason]);
}

/**
 * The request form's schema with the order's bounds: every message names the field it belongs
 * to, so the form shows it beside the field and the server answers the same words (400 fields).
 */
export function returnRequestSchemaFor(context: ReturnContext) {
  return returnRequestSchema.superRefine((value, ctx) => {
    if (!context.deliveredOn) {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: NOT_DELIVERED_MESSAGE });
      return;
    }
    const last = lastReturnDay(value.reason, context.deliveredOn);
    if (context.today > last) {
      ctx.addIssue({
        code: 'custom',
        path: ['reason'],
        message: returnWindowMessage(value.reason, last),
      });
    }
    if (value.reason === 'not-happy' && context.orderType === 'wholesale') {
      ctx.addIssue({ code: 'custom', path: ['reason'], message: TRADE_GUARANTEE_MESSAGE });
    }
    if (value.reason === 'faulty' && value.details.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['details'], message: FAULTY_DETAILS_MESSAGE });
    }
    const seen = new Set<string>();
    let any = false;
    value.items.forEach((item, i) => {
      const max = context.returnable[item.orderItemId];
      if (max === undefined || seen.has(item.orderItemId)) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'orderItemId'],
          message: 'Choose an item of this order',
        });
        return;
      }
      seen.add(item.orderItemId);
      if (item.quantity > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['items', i, 'quantity'],
          message: returnQuantityMessage(max),
        });
      }
      if (item.quantity > 0) {
        any = true;
        if (item.opened && value.reason === 'changed-mind') {
          ctx.addIssue({
            code: 'custom',
            path: ['items', i, 'opened'],
            message: OPENED_CHANGED_MIND_MESSAGE,
          });
        }
      }
    });
    if (!any) ctx.addIssue({ code: 'custom', path: ['items'], message: RETURN_ITEMS_MESSAGE });
  });
}

/**
 * The pence a line's returned items are worth: the line's total (after its discount) shared
 * over its quantity so that the returns of a whole line add up to its total exactly. Returning
 * `quantity` more after `alreadyReturned` is worth ⌊T·(a+q)/Q⌋ − ⌊T·a/Q⌋.
 */
export function returnedLinePence(options: {
  lineTotalPence: number;
  lineQuantity: number;
  alreadyReturned: number;
  quantity: number;
}): number {
  const { lineTotalPence: total, lineQuantity: q, alreadyReturned: a, quantity } = options;
  if (q <= 0 || quantity <= 0) return 0;
  const upTo = (n: number) => Math.floor((total * Math.min(n, q)) / q);
  return upTo(a + quantity) - upTo(a);
}

/** Staff's decision on a requested return. */
export const returnDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'refuse'], { error: 'Choose approve or refuse' }),
    reason: z.string().trim().min(1, STAFF_REASON_MESSAGE).max(500, STAFF_REASON_MESSAGE),
  })
  .strict();
export type ReturnDecision = z.output<typeof returnDecisionSchema>;

/** Staff confirm an approved return's parcel arrived: it is refunded, restocked and credited. */
export const returnReceivedSchema = z
  .object({
    received: z.literal(true, { error: 'Confirm the items have arrived' }),
    note: z.string().trim().max(500, 'Keep the note to 500 characters').optional(),
  })
  .strict();

export type ReturnItemDto = {
  orderItemId: string;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  opened: boolean;
  restocked: boolean;
};

export type ReturnDto = {
  id: string;
  orderId: string;
  orderNumber: string;
  status: ReturnStatus;
  reason: ReturnReason;
  details: string;
  items: ReturnItemDto[];
  /** What the items are worth (the refund asked for), integer pence. */
  valuePence: number;
  /** What was refunded (capped at what was left on the order), integer pence; null before. */
  refundedPence: number | null;
  staffReason: string | null;
  creditNoteNumber: string | null;
  createdAt: string;
  decidedAt: string | null;
  receivedAt: string | null;
};

/** What the account's form needs: the order's bounds and its returns so far. */
export type OrderReturnsDto = {
  deliveredOn: string | null;
  today: string;
  orderType: 'retail' | 'wholesale';
  lines: {
    orderItemId: string;
    productTitle: string;
    variantTitle: string | null;
    quantity: number;
    returnable: number;
  }[];
  returns: ReturnDto[];
};

export type OrderReturnsResponse = OrderReturnsDto;
export type ReturnResponse = { return: ReturnDto };
export type AdminReturnsResponse = { returns: ReturnDto[] };
