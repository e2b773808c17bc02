import type { PaymentStatus } from '../orders/payment-status';
import type { MinimumTerm } from '../subscriptions/minimum-term';
// Response shapes of /api/account (types only: the web app imports them with `import type`).

export type ProfileAddressDto = {
  address1: string;
  address2: string;
  city: string;
  province: string;
  country: string;
  zip: string;
};

export type ProfileDto = {
  /** From the session (read-only in the form). */
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  billingAddress: ProfileAddressDto;
  shippingAddress: ProfileAddressDto;
  emailOptIn: boolean;
  smsOptIn: boolean;
};

export type ProfileResponse = { profile: ProfileDto };

export type AddressDto = {
  id: string;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  city: string;
  province: string | null;
  country: string;
  zip: string;
  phone: string | null;
  isDefault: boolean;
  createdAt: string;
};

export type AddressesResponse = { addresses: AddressDto[] };
export type AddressResponse = { address: AddressDto };

export type OrderStatusDto = 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

export type OrderItemDto = {
  id: string;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  /** Bottles / jars / cups shipped (quantity × units per item; = quantity for older orders). */
  units: number;
  /** Purchase option ('onetime-2month', 'subscribe-1month', 'cups', 'trade'…), null if unknown. */
  purchaseOption: string | null;
  /** Unit price in pence, as the drawer showed it (before a discount code). */
  pricePence: number;
  /** pricePence × quantity: the line before a discount code. */
  totalPence: number;
  /** The discount code's share of this line (0 without one). */
  discountPence: number;
};

export type OrderDto = {
  id: string;
  orderNumber: string;
  /** Fulfilment (a held order shows as pending); the payment is paymentStatus. */
  status: OrderStatusDto;
  /** Paid, partially refunded or refunded (core/orders/payment-status.ts). */
  paymentStatus: PaymentStatus;
  refundedPence: number;
  /** What was charged: subtotalPence − discountPence. */
  totalPence: number;
  /** The lines before a discount code (core/orders/order-document.ts). */
  subtotalPence: number;
  /** The discount code applied at checkout and what it took off, or null / 0. */
  discountCode: string | null;
  discountPence: number;
  currency: string;
  createdAt: string;
  items: OrderItemDto[];
  /** Once staff marked it shipped: the carrier, the tracking number and its link. */
  shipment: OrderShipmentDto | null;
  /** What the customer has paid once refunds are taken off (core/orders/payment-status.ts). */
  netPaidPence: number;
  /** The credit notes of its refunds, oldest first. */
  creditNotes: CreditNoteDto[];
};

/**
 * A credit note (docs/decisions/116-credit-notes.md): CN-0001…, dated the refund's London day
 * ('YYYY-MM-DD'), crediting invoice INV-{order number}, with net, VAT and gross at each rate.
 */
export type CreditNoteDto = {
  creditNoteNumber: string;
  invoiceNumber: string;
  issuedOn: string;
  reason: string;
  byRate: { ratePercent: number; netPence: number; vatPence: number; grossPence: number }[];
  netPence: number;
  vatPence: number;
  grossPence: number;
};

export type OrderShipmentDto = {
  carrier: string;
  trackingNumber: string;
  /** The carrier's tracking page (core/orders/tracking-link.ts); null for a carrier not known. */
  trackingUrl: string | null;
  shippedAt: string;
};

export type OrdersResponse = { orders: OrderDto[] };

/** POST /api/account/guest-orders/claim-code: whether a code was sent (none without orders). */
export type GuestOrderCodeResponse = { sent: boolean; message: string };
/** POST /api/account/guest-orders/claim: how many of the named orders were linked. */
export type GuestOrdersClaimedResponse = { linked: number; message: string };

export type SubscriptionStatusDto = 'active' | 'paused' | 'cancelled';

export type SubscriptionItemDto = {
  id: string;
  productTitle: string;
  productHandle: string | null;
  variantTitle: string | null;
  /** Units (bottles, jars…) in each delivery. */
  quantity: number;
  /** The plan's price of one pack as subscribed (Shopify's line price). */
  pricePence: number;
  /** What each delivery of this item costs: pack price × packs per delivery. */
  deliveryPence: number;
};

export type SubscriptionDto = {
  id: string;
  status: SubscriptionStatusDto;
  frequencyDays: number;
  /** 'YYYY-MM-DD'. */
  nextDeliveryDate: string;
  /** The minimum term, its cancellation date and its words (describeMinimumTerm). */
  minimumTerm: MinimumTerm | null;
  canCancel: boolean;
  createdAt: string;
  items: SubscriptionItemDto[];
  /** The next charge: every item's delivery price; null unless active. */
  nextChargePence: number | null;
  /** 'YYYY-MM-DD': each delivery is charged on its delivery date (a retry's date while a
   * payment is failing); null unless active. */
  nextChargeDate: string | null;
  /** Why a paused subscription is paused (payment_failed: after the last retry). */
  pausedReason: 'customer' | 'staff' | 'payment_failed' | null;
  /** A declined renewal still to recover: the card's decline reason and the next try (null once paused). */
  paymentFailure: { reason: string; retryOn: string | null } | null;
  /** Items added to the next delivery only (its charge includes them). */
  oneTimeItems: SubscriptionOneTimeItemDto[];
  /** 'Name, street, town, postcode' when the customer chose where it delivers; null: the checkout's. */
  deliveryAddress: string | null;
};

export type SubscriptionOneTimeItemDto = {
  id: string;
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  unitPricePence: number;
  totalPence: number;
};

/** POST /api/account/subscriptions/:id/payment-method-email (and the admin's): where it went. */
export type PaymentUpdateEmailResponse = { sentTo: string };

export type SubscriptionsResponse = { subscriptions: SubscriptionDto[] };
export type SubscriptionResponse = { subscription: SubscriptionDto };

export type PasskeyDto = {
  id: string;
  name: string | null;
  deviceType: string;
  createdAt: string | null;
};

export type SecurityResponse = {
  twoFactorEnabled: boolean;
  /** An authenticator app was enrolled but its first code not verified yet. */
  totpPending: boolean;
  passkeys: PasskeyDto[];
  currentLevel: 'aal1' | 'aal2';
  nextLevel: 'aal1' | 'aal2';
  otherSessions: number;
};

/**
 * GET /api/account/deletion-plan: what deleting the account would do to each live subscription,
 * by the rule the deletion itself applies (account/erasure.ts), shown before the customer confirms.
 */
export type AccountDeletionPlanResponse = {
  canDelete: boolean;
  /** The last minimum-term end date that blocks deletion, or null. */
  blockedUntil: string | null;
  subscriptions: {
    id: string;
    title: string;
    outcome: 'cancelled_now' | 'cannot_cancel_yet';
    /** The first day it can be cancelled (null: not known while paused inside the term). */
    minimumEndDate: string | null;
    message: string;
  }[];
};

/** GET /api/account/subscriptions/:id/options: what the portal offers, priced by the server. */
export type SubscriptionPortalOptionsResponse = {
  /** Other sizes and products on this subscription's plan, at the plan's price per delivery. */
  swap: { variantId: string; label: string; deliveryPence: number }[];
  /** Items to add to the next delivery once, at the one-time price of one. */
  addOnce: { variantId: string; label: string; unitPricePence: number }[];
};
