// The Storefront cartCreate a third-party client would send, with every field of the cart the
// sandbox answers (lines, costs, attributes). The shop itself creates carts on the server
// (SERVER_CART_CREATE_MUTATION, src/server/shopify/merchandise.ts); this document is for the
// sandbox's own tests of its cart answer, and the schema test validates it like every other.
import { storefrontGraphql } from '../core/shopify/graphql-document';

export const FULL_CART_CREATE_MUTATION = storefrontGraphql`mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
      totalQuantity
      cost {
        totalAmount { amount currencyCode }
        subtotalAmount { amount currencyCode }
      }
      lines(first: 100) {
        edges {
          node {
            id
            quantity
            merchandise { ... on ProductVariant { id title } }
            attributes { key value }
            cost { totalAmount { amount currencyCode } }
          }
        }
      }
    }
    userErrors { field message code }
  }
}`;

/** A `CartInput` of plain lines, the plan text as the 'Subscription Plan' attribute. */
export function cartInputOf(
  lines: readonly { merchandiseId: string; quantity: number; subscriptionPlan?: string }[],
) {
  return {
    lines: lines.map(({ merchandiseId, quantity, subscriptionPlan }) => ({
      merchandiseId,
      quantity,
      ...(subscriptionPlan
        ? { attributes: [{ key: 'Subscription Plan', value: subscriptionPlan }] }
        : {}),
    })),
  };
}
