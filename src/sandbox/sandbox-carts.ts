/**
 * The sandbox storefront's carts, one `cart` document each in `sandbox_documents`
 * (sandbox-documents.ts; docs/decisions/133-sandbox-store-complete.md): a cart made through one
 * process is paid through another on the same PostgreSQL, and a restart or a restore keeps it.
 * Carts expire after CART_TTL_MS like Shopify's abandoned carts and are then deleted. A cart's
 * payment is claimed under its row's lock (`change`), so a double submit, even to two
 * processes, makes one order.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Pence } from '../core/money';
import { createMemoryDocuments, type SandboxDocuments } from './sandbox-documents';
import type { SandboxPlanOffer } from './shop-state';

export const CART_TTL_MS = 24 * 60 * 60 * 1000;

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

/** How often (at most) a process deletes the carts past their expiry. */
const SWEEP_EVERY_MS = 60_000;

export function createSandboxCartStore(
  options: { now?: () => number; documents?: SandboxDocuments } = {},
) {
  const now = options.now ?? Date.now;
  const documents = options.documents ?? createMemoryDocuments();
  let lastSweep = Number.NEGATIVE_INFINITY;

  /** Expired carts go, as Shopify's abandoned carts do (at most once a minute per process). */
  async function sweep() {
    const time = now();
    if (time - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = time;
    await documents.removeAtMost('cart', 'expiresAt', time);
  }

  return {
    /** Where the carts are kept (draft orders are kept beside them: admin-draft-orders.ts). */
    documents,
    async create(
      lines: Omit<SandboxCartLine, 'id'>[],
      extra: {
        attributes?: { key: string; value: string }[];
        buyerEmail?: string | null;
        draftOrderId?: string | null;
        discountCodes?: string[];
      } = {},
    ): Promise<SandboxCart> {
      await sweep();
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
      await documents.put('cart', token, cart);
      return cart;
    },
    /** The cart for a token and its secret key, or null (unknown, expired or wrong key). */
    async find(token: string, key: string | null | undefined): Promise<SandboxCart | null> {
      if (!/^[0-9a-f]{32}$/.test(token)) return null;
      const cart = await documents.get<SandboxCart>('cart', token);
      if (!cart || cart.expiresAt <= now()) return null;
      const given = Buffer.from(key ?? '');
      const expected = Buffer.from(cart.key);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      return cart;
    },
    /**
     * Changes the stored cart while no other caller (in any process) can: the change sees the
     * cart as stored, and what it leaves is stored. Null when the cart is gone.
     */
    async change<R>(
      token: string,
      change: (cart: SandboxCart) => R,
    ): Promise<{ result: R } | null> {
      return documents.update<SandboxCart, R>('cart', token, (cart) => change(cart));
    },
  };
}

export type SandboxCartStore = ReturnType<typeof createSandboxCartStore>;
