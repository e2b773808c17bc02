import type { CreditNoteDto } from './account';
// The UK GDPR data export (GET /api/account/export): everything the shop holds about the
// signed-in customer. Types only; the server builds it in src/server/account/data-export.ts.

import type { AddressDto } from './account';

/** A saved address as the account shows it, without its id. */
export type ExportedAddress = Omit<AddressDto, 'id'>;

export type ExportedOrder = {
  orderNumber: string;
  status: string;
  email: string;
  orderType: string;
  currency: string;
  totalPence: number;
  shippingAddress: Record<string, string | null> | null;
  createdAt: string;
  /** What the shop gave back, in total and refund by refund. */
  refundedPence: number;
  refunds: { amountPence: number; note: string | null; createdAt: string }[];
  /** The credit notes of those refunds (number, date, invoice, reason, figures by rate). */
  creditNotes: CreditNoteDto[];
  /** The returns asked for from it (docs/decisions/136-returns.md), oldest first. */
  returns: {
    status: string;
    reason: string;
    details: string;
    items: {
      productTitle: string;
      variantTitle: string | null;
      quantity: number;
      opened: boolean;
    }[];
    valuePence: number;
    refundedPence: number | null;
    staffReason: string | null;
    createdAt: string;
  }[];
  /** How the order was sent (null until it was). */
  shipment: {
    carrier: string | null;
    trackingNumber: string | null;
    trackingUrl: string | null;
    shippedAt: string | null;
    deliveredAt: string | null;
  } | null;
  lines: {
    productTitle: string;
    variantTitle: string | null;
    quantity: number;
    units: number;
    purchaseOption: string | null;
    unitPricePence: number;
    lineTotalPence: number;
  }[];
};

export type ExportedSubscription = {
  status: string;
  frequencyDays: number;
  nextDeliveryDate: string;
  /** The first day it can be cancelled (its minimum term paid); null when not yet known. */
  minimumEndDate: string | null;
  createdAt: string;
  items: {
    productTitle: string;
    variantTitle: string | null;
    quantity: number;
    pricePence: number;
  }[];
};

export type AccountDataExport = {
  exportedAt: string;
  account: {
    id: string;
    email: string;
    emailVerified: boolean;
    name: string;
    firstName: string | null;
    lastName: string | null;
    twoFactorEnabled: boolean;
    createdAt: string;
    roles: string[];
  };
  profile: {
    firstName: string;
    lastName: string;
    phone: string | null;
    billingAddress: Record<string, string | undefined> | null;
    shippingAddress: Record<string, string | undefined> | null;
  } | null;
  consent: {
    marketingEmails: boolean;
    marketingSms: boolean;
    newsletter: { subscribed: boolean; since: string | null };
  };
  addresses: ExportedAddress[];
  orders: ExportedOrder[];
  subscriptions: ExportedSubscription[];
  wholesaleApplication: Record<string, unknown> | null;
  passkeys: { name: string | null; deviceType: string; createdAt: string | null }[];
  sessions: {
    createdAt: string;
    expiresAt: string;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
  contactMessages: {
    subject: string;
    message: string;
    name: string;
    phone: string | null;
    createdAt: string;
  }[];
  /** Every email the shop sent (or is sending) to the customer's address, newest first. */
  emails: {
    to: string;
    subject: string;
    text: string;
    status: string;
    createdAt: string;
    sentAt: string | null;
  }[];
};

export type DeleteAccountResponse = {
  deleted: true;
  anonymisedOrders: number;
  cancelledSubscriptions: number;
};

/** POST /api/not-me: the unconfirmed account created with the visitor's address is removed. */
export type NotMeResponse = { removed: true; message: string };
