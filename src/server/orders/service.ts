// The orders domain's public surface: what other folders of src/server use
// (docs/decisions/142-acyclic-domain-graph.md). The rules live in store-order.ts and beside it.
export {
  alertStaffOfHeldOrders,
  type CreateOrderResult,
  createOrderFromWebhook,
  findGuestOrders,
  findHighestOrderNumber,
  isRenewalOrder,
  linkClaimedOrders,
  ORDERS_CREATE_TOPIC,
  type OrderWebhookPayload,
  orderWebhookSchema,
  parsePlanFrequencyDays,
  sendOrderConfirmation,
} from './store-order';
