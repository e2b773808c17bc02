/**
 * The sandbox storefront's cart payload (Shopify's `Cart` object) and the cartDiscountCodesUpdate
 * mutation, which answers the same payload.
 */
import { z } from 'zod';
import { formatPenceAsDecimal } from '../core/money';
import { priceSandboxCart } from './discount-codes';
import type { SandboxCart, SandboxCartStore } from './sandbox-carts';

export const SANDBOX_CURRENCY = 'GBP';

function formatMoney(pence: number) {
  return { amount: formatPenceAsDecimal(pence), currencyCode: SANDBOX_CURRENCY };
}

/** The `cart` object of Shopify's cartCreate / cartDiscountCodesUpdate payload. */
export function serializeSandboxCart(cart: SandboxCart, checkoutUrl: string) {
  const { lineTotals, subtotalPence, discount, totalPence } = priceSandboxCart(cart);
  return {
    id: `gid://shopify/Cart/${cart.token}?key=${cart.key}`,
    checkoutUrl,
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    // CartCost: the subtotal is "before taxes and cart-level discounts"; the total is to pay.
    cost: {
      totalAmount: formatMoney(totalPence),
      subtotalAmount: formatMoney(subtotalPence),
      checkoutChargeAmount: formatMoney(subtotalPence),
    },
    discountCodes: discount.codes,
    discountAllocations: discount.applied
      ? [
          {
            __typename: 'CartCodeDiscountAllocation',
            code: discount.applied.code,
            discountedAmount: formatMoney(discount.discountPence),
            targetType: 'LINE_ITEM',
          },
        ]
      : [],
    lines: {
      edges: cart.lines.map((line, index) => ({
        node: {
          id: line.id,
          quantity: line.quantity,
          attributes: line.attributes,
          merchandise: { id: line.merchandiseId, title: line.variantTitle },
          cost: { totalAmount: formatMoney(lineTotals[index] ?? 0) },
          discountAllocations: [],
        },
      })),
    },
  };
}

export function buildSandboxCheckoutUrl(publicUrl: string, cart: SandboxCart): string {
  return `${publicUrl}/sandbox/shopify/checkout/${cart.token}?key=${cart.key}`;
}

/** cartDiscountCodesUpdate's arguments (Storefront API 2026-01 on: discountCodes required). */
const discountCodesUpdateSchema = z.object({
  cartId: z.string().min(1),
  discountCodes: z.array(z.string()).max(250),
});
const CART_ID = /^gid:\/\/shopify\/Cart\/([0-9a-f]+)\?key=([0-9a-f]+)$/;

/**
 * cartDiscountCodesUpdate: replaces the cart's codes with the list given (an empty list removes
 * them) and answers the cart, each code with `applicable`; an unknown code is not an error.
 */
export async function updateSandboxDiscountCodes(
  carts: SandboxCartStore,
  publicUrl: string,
  variables: Record<string, unknown>,
) {
  const parsed = discountCodesUpdateSchema.safeParse(variables);
  if (!parsed.success) {
    return {
      errors: [
        {
          message: 'Variable $discountCodes of type [String!]! was provided invalid value',
          extensions: { code: 'INVALID_VARIABLE' },
        },
      ],
    };
  }
  const match = CART_ID.exec(parsed.data.cartId);
  const found = match ? await carts.find(match[1] ?? '', match[2]) : null;
  const changed =
    found && !found.order && !found.draftOrderId
      ? await carts.change(found.token, (cart) => {
          if (cart.order) return null;
          cart.discountCodes = [
            ...new Set(parsed.data.discountCodes.map((code) => code.trim())),
          ].filter((code) => code !== '');
          return cart;
        })
      : null;
  const cart = changed?.result ?? null;
  if (!cart) {
    return {
      data: {
        cartDiscountCodesUpdate: {
          cart: null,
          userErrors: [
            { field: ['cartId'], message: 'The specified cart does not exist.', code: 'INVALID' },
          ],
          warnings: [],
        },
      },
    };
  }
  return {
    data: {
      cartDiscountCodesUpdate: {
        cart: serializeSandboxCart(cart, buildSandboxCheckoutUrl(publicUrl, cart)),
        userErrors: [],
        warnings: [],
      },
    },
  };
}
