// Status values shared by the database schema, the API and the pages.

export type OrderStatus = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';
export type WholesaleStatus = 'pending' | 'approved' | 'rejected';
