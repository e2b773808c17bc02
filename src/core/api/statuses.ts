// Status values shared by the database schema, the API and the pages.

/**
 * 'on_hold': paid through Shopify but not what the shop sold to that buyer (orders/store-order.ts,
 * docs/decisions/050-orders-held-until-verified.md); staff release it (→ pending) or cancel it.
 */
export type OrderStatus =
  | 'on_hold'
  | 'pending'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'cancelled';
export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';
export type WholesaleStatus = 'pending' | 'approved' | 'rejected';
