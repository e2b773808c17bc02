// What other domains use of the back office's order work (the import rule: a domain is used
// through its service.ts). Returns (docs/decisions/136-returns.md) refund through the same
// refund intents, limits and customer emails as a staff refund.
export { queueEmail } from './order-emails';
export { ORDER_NOT_FOUND_MESSAGE } from './order-management';
export {
  lockRefundableOrder,
  type RefundDeps,
  recordRefundIntent,
  sendRefundIntent,
} from './refund-intents';
export type { RefundAuthority } from './refund-limit';
export { findShopifyPaidOrder } from './shopify-intents';
