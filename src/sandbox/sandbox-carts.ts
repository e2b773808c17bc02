/**
 * The sandbox storefront's carts, kept IN MEMORY: the sandbox is a development stand-in for
 * Shopify and runs in one process (PGlite is single-process too). Carts expire after CART_TTL_MS
 * like Shopify's abandoned carts; a restart forgets them (the shopper simply checks out again).
 * Running several processes against PostgreSQL means configuring a real store instead.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Pence } from '../core/money';
import type { SandboxPlanOffer } from './shop-state';

export const CART_TTL_MS = 24 * 60 * 60 * 1000;
/** The least recently used carts are dropped beyond this many, so memory stays bounded. */
export const MAX_SANDBOX_CARTS = 5000;

export type SandboxCartLine = {
  id: string;
  merchandiseId: string;
  productTitle: string;
  variantTitle: string;
  quantity: number;
  /** What Shopify charges per item (the selling plan's price when a plan is chosen). */
  unitPricePence: Pence;
  /** The variant's own price (the compare-at price of a selling plan allocation). */
  compareAtPricePence: Pence;
  attributes: { key: string; value: string }[];
  /** The line's selling plan allocation: the plan, its price per item and its terms. */
  sellingPlan: (SandboxPlanOffer & { id: string }) | null;
};

export type SandboxOrder = {
  orderNumber: number;
  webhookId: string;
  eventId: string;
  /** The exact JSON body sent (and re-sent on retry) as the orders/create webhook. */
  body: string;
  email: string;
  delivered: boolean;
};

export type SandboxCart = {
  token: string;
  key: string;
  createdAt: number;
  expiresAt: number;
  lines: SandboxCartLine[];
  /** Cart attributes (the order's note_attributes). */
  attributes: { key: string; value: string }[];
  /** buyerIdentity.email (prefills the checkout's email). */
  buyerEmail: string | null;
  /** The discount codes given (cartCreate `discountCodes`, cartDiscountCodesUpdate), as given. */
  discountCodes: string[];
  /** Set for a draft order's invoice: the draft's gid. */
  draftOrderId: string | null;
  order: SandboxOrder | null;
};

function createToken(bytes: number): string {
  return randomBytes(bytes).toString('hex');
}

export function createSandboxCartStore(options: { now?: () => number } = {}) {
  const now = options.now ?? Date.now;
  const carts = new Map<string, SandboxCart>();

  function sweep() {
    const time = now();
    for (const [token, cart] of carts) {
      if (cart.expiresAt <= time) carts.delete(token);
    }
    while (carts.size > MAX_SANDBOX_CARTS) {
      const oldest = carts.keys().next().value;
      if (oldest === undefined) break;
      carts.delete(oldest);
    }
  }

  return {
    create(
      lines: Omit<SandboxCartLine, 'id'>[],
      extra: {
        attributes?: { key: string; value: string }[];
        buyerEmail?: string | null;
        draftOrderId?: string | null;
        discountCodes?: string[];
      } = {},
    ): SandboxCart {
      sweep();
      const time = now();
      const token = createToken(16);
      const cart: SandboxCart = {
        token,
        key: createToken(16),
        createdAt: time,
        expiresAt: time + CART_TTL_MS,
        lines: lines.map((line, index) => ({
          ...line,
          id: `gid://shopify/CartLine/${token}-${index + 1}`,
        })),
        attributes: extra.attributes ?? [],
        buyerEmail: extra.buyerEmail ?? null,
        discountCodes: extra.discountCodes ?? [],
        draftOrderId: extra.draftOrderId ?? null,
        order: null,
      };
      carts.set(token, cart);
      return cart;
    },
    /** The cart for a token and its secret key, or null (unknown, expired or wrong key). */
    find(token: string, key: string | null | undefined): SandboxCart | null {
      const cart = carts.get(token);
      if (!cart || cart.expiresAt <= now()) return null;
      const given = Buffer.from(key ?? '');
      const expected = Buffer.from(cart.key);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      // Least recently used first out: a cart in use moves to the end of the map.
      carts.delete(token);
      carts.set(token, cart);
      return cart;
    },
    get size() {
      return carts.size;
    },
  };
}

export type SandboxCartStore = ReturnType<typeof createSandboxCartStore>;
