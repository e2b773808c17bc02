// The delivery facts and link labels that pages and the cart drawer show (no page text here, so
// a link costs the first paint almost nothing). The full page is delivery.ts.
import { CANCELLATION_DAYS } from './brand';

export const DELIVERY_PATH = '/delivery';
export const DELIVERY_LINK_LABEL = 'Delivery and returns';
/** Where the footer's Returns link lands: the right-to-cancel section. */
export const RETURNS_HREF = `${DELIVERY_PATH}#cancellation`;

/** UK delivery as the Terms state it (section 6): free standard delivery on retail orders. */
export const UK_DELIVERY = {
  standardCostPence: 0,
  dispatchBusinessDays: { min: 1, max: 2 },
  transitBusinessDays: { min: 2, max: 4 },
} as const;

/** The one-line promise beside the buy box and in the cart drawer. */
export const DELIVERY_SUMMARY_LINE = `Free UK delivery, dispatched in ${UK_DELIVERY.dispatchBusinessDays.min}–${UK_DELIVERY.dispatchBusinessDays.max} working days. ${CANCELLATION_DAYS}-day right to cancel.`;
