import type { CreditNoteDto } from './account';
// Staff order management: the list's filters, the detail, status changes and refunds.

import { formatGBP } from '../money';
import type { PaymentStatus } from '../orders/payment-status';
import { PURCHASE_OPTIONS } from '../pricing/purchase-options';
import { z } from '../zod';

export const ADMIN_ORDER_STATUSES = [
  'on_hold',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];

/** Search: an order number ('#1005' or '1005') or part of an email; dates are UK days. */
export const adminOrdersFilterSchema = z.object({
  q: z.string().trim().max(200).optional(),
  status: z.enum(ADMIN_ORDER_STATUSES).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export const adminOrdersQuerySchema = adminOrdersFilterSchema
  .extend({ page: z.coerce.number().int().min(1).max(100_000).default(1) })
  .strict();
export const adminOrdersExportQuerySchema = adminOrdersFilterSchema.strict();
export type AdminOrdersFilter = z.infer<typeof adminOrdersFilterSchema>;

export const TRACKING_REQUIRED = 'Enter the tracking number.';
export const CARRIER_REQUIRED = 'Enter the carrier.';

/** processing, then shipped (carrier and tracking number required), then delivered. */
export const orderStatusChangeSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('processing') }).strict(),
  z
    .object({
      status: z.literal('shipped'),
      carrier: z.string().trim().min(1, CARRIER_REQUIRED).max(100),
      trackingNumber: z.string().trim().min(1, TRACKING_REQUIRED).max(100),
    })
    .strict(),
  z.object({ status: z.literal('delivered') }).strict(),
]);
export type OrderStatusChange = z.infer<typeof orderStatusChangeSchema>;

/**
 * Which status may follow which (staff moves an order forward only). A held order leaves hold
 * only through its own release or cancel (heldOrderDecisionSchema).
 */
export const NEXT_ORDER_STATUSES: Record<AdminOrderStatus, AdminOrderStatus[]> = {
  on_hold: [],
  pending: ['processing', 'shipped'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Staff's decision on a held order: release it (→ pending, confirmed to the buyer) or cancel it. */
export const heldOrderDecisionSchema = z
  .object({
    decision: z.enum(['release', 'cancel']),
    note: z.string().trim().max(500).optional(),
  })
  .strict();
export type HeldOrderDecision = z.infer<typeof heldOrderDecisionSchema>;

export const refundedInFullMessage = (status: string) =>
  `This order has been refunded in full, so it cannot be marked ${status}.`;

export const ORDER_NOT_HELD_MESSAGE = 'This order is not on hold.';

export const REFUND_AMOUNT_MESSAGE = 'Enter an amount of at least £0.01.';
/** A refund sent from a view of the order that another refund has since changed. */
export const refundsChangedMessage = (refundablePence: number) =>
  `This order was refunded meanwhile, so nothing was refunded now: up to ${formatGBP(refundablePence)} can be refunded. Check the order before refunding again.`;
export const refundRequestSchema = z
  .object({
    amountPence: z
      .number({ error: REFUND_AMOUNT_MESSAGE })
      .int(REFUND_AMOUNT_MESSAGE)
      .min(1, REFUND_AMOUNT_MESSAGE)
      .max(100_000_000),
    note: z.string().trim().max(500).optional(),
    /**
     * What the staff member was shown as refundable: a refund is made only if that is still so,
     * so a second tab, a second press or a colleague refunding the same complaint refunds once
     * (409). Without it, only the amount is checked against what is left.
     */
    refundablePence: z.number().int().min(0).max(100_000_000).optional(),
  })
  .strict();
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export type AdminAddressDto = {
  name: string | null;
  company: string | null;
  lines: string[];
  phone: string | null;
};

export type AdminOrderDetailDto = {
  id: string;
  orderNumber: string;
  status: AdminOrderStatus;
  createdAt: string;
  email: string;
  customerName: string;
  hasAccount: boolean;
  orderType: 'retail' | 'wholesale';
  currency: string;
  /** Why the order is on hold (empty when it is not). */
  holdReasons: string[];
  shippingAddress: AdminAddressDto | null;
  billingAddress: AdminAddressDto | null;
  lines: {
    id: string;
    productTitle: string;
    variantTitle: string | null;
    quantity: number;
    units: number | null;
    purchaseOption: string | null;
    sellingPlanName: string | null;
    unitPricePence: number | null;
    /** unit price × quantity (the drawer's line), the code's share, what the line charged. */
    subtotalPence: number;
    discountPence: number;
    lineTotalPence: number | null;
    price: string;
  }[];
  /** The lines before the code, the code's discount and the total (core/orders/order-document.ts). */
  totals: {
    subtotalPence: number;
    discountCode: string | null;
    discountPence: number;
    totalPence: number;
  };
  /** Paid, partially refunded or refunded, kept apart from the fulfilment status. */
  paymentStatus: PaymentStatus;
  payment: {
    shopifyOrderId: string | null;
    chargedPence: number | null;
    pricedTotalPence: number | null;
    priceMismatch: boolean;
    refundedPence: number;
    refundablePence: number;
  };
  refunds: {
    id: string;
    amountPence: number;
    note: string | null;
    staffEmail: string | null;
    createdAt: string;
  }[];
  /** The credit notes of its refunds, oldest first (docs/decisions/116-credit-notes.md). */
  creditNotes: CreditNoteDto[];
  fulfilment: {
    carrier: string | null;
    trackingNumber: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
  };
  nextStatuses: AdminOrderStatus[];
};
export type AdminOrderDetailResponse = { order: AdminOrderDetailDto };

const OTHER_PURCHASE_LABELS: Record<string, string> = {
  'shop-card-60': 'Subscribe & Save from the shop (every 60 days)',
  cups: 'Cupping cups',
  trade: 'Trade price',
};

/** A stored purchase option id in words for staff ('onetime' → 'One-time purchase'). */
export function describeStoredPurchaseOption(id: string | null): string | null {
  if (!id) return null;
  return PURCHASE_OPTIONS.find((o) => o.id === id)?.label ?? OTHER_PURCHASE_LABELS[id] ?? id;
}
