// The delivery facts and link labels that pages and the cart drawer show (no page text here, so
// a link costs the first paint almost nothing). The full page is delivery.ts.
import { DISPATCH_SHORT_TEXT } from '../delivery/dispatch';
import { CANCELLATION_DAYS } from './brand';

export const DELIVERY_PATH = '/delivery';
export const DELIVERY_LINK_LABEL = 'Delivery and returns';
/** Where the footer's Returns link lands: the right-to-cancel section. */
export const RETURNS_HREF = `${DELIVERY_PATH}#cancellation`;

/**
 * UK delivery: free standard delivery on retail orders; when an order leaves is the one dispatch
 * rule (../delivery/dispatch.ts).
 */
export const UK_DELIVERY = {
  standardCostPence: 0,
  transitBusinessDays: { min: 2, max: 4 },
} as const;

/** The one-line promise beside the buy box and in the cart drawer. */
export const DELIVERY_SUMMARY_LINE = `Free UK delivery. ${DISPATCH_SHORT_TEXT}. ${CANCELLATION_DAYS}-day right to cancel.`;
