/**
 * An order as the Admin API's `orders` query answers it, turned back into the orders/create
 * webhook's REST shape, so a missed order is imported by the same code as its webhook
 * (https://shopify.dev/docs/api/admin-graphql/latest/objects/Order). The fields are the ones
 * orderWebhookSchema reads: line variant and selling plan ids, prices, line properties (custom
 * attributes) and the cart's attributes, discounts, shipping address.
 */
import { adminGraphql } from '../../core/shopify/graphql-document';

const MONEY = 'shopMoney { amount currencyCode }';

export const RECENT_ORDERS_QUERY = adminGraphql`query recentOrders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
    nodes {
      id name createdAt email sourceName currencyCode
      subtotalPriceSet { ${MONEY} }
      totalPriceSet { ${MONEY} }
      totalDiscountsSet { ${MONEY} }
      discountCodes
      customAttributes { key value }
      shippingAddress { firstName lastName company address1 address2 city province zip country phone }
      lineItems(first: 250) {
        nodes {
          title variantTitle quantity
          variant { id }
          originalUnitPriceSet { ${MONEY} }
          discountAllocations { allocatedAmountSet { ${MONEY} } }
          customAttributes { key value }
          sellingPlan { sellingPlanId name }
        }
      }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

type Money = { shopMoney: { amount: string; currencyCode: string } };
type Attribute = { key: string; value: string | null };

export type ShopifyOrderNode = {
  id: string;
  name: string;
  createdAt: string;
  email: string | null;
  sourceName: string | null;
  currencyCode: string;
  subtotalPriceSet: Money | null;
  totalPriceSet: Money;
  totalDiscountsSet: Money | null;
  discountCodes: string[];
  customAttributes: Attribute[];
  shippingAddress: {
    firstName: string | null;
    lastName: string | null;
    company: string | null;
    address1: string | null;
    address2: string | null;
    city: string | null;
    province: string | null;
    zip: string | null;
    country: string | null;
    phone: string | null;
  } | null;
  lineItems: {
    nodes: {
      title: string;
      variantTitle: string | null;
      quantity: number;
      variant: { id: string } | null;
      originalUnitPriceSet: Money;
      discountAllocations: { allocatedAmountSet: Money }[];
      customAttributes: Attribute[];
      sellingPlan: { sellingPlanId: string | null; name: string } | null;
    }[];
  };
};

export type RecentOrdersPage = {
  orders: {
    nodes: ShopifyOrderNode[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

/** The number at the end of a GID ("gid://shopify/Order/123" → "123"). */
export function gidTail(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

const properties = (list: Attribute[]) => list.map((a) => ({ name: a.key, value: a.value ?? '' }));

/** The orders/create body this order's webhook carried (the fields the shop reads). */
export function toOrderWebhookBody(node: ShopifyOrderNode): Record<string, unknown> {
  const totalDiscounts = node.totalDiscountsSet?.shopMoney.amount ?? '0.00';
  const address = node.shippingAddress;
  return {
    id: gidTail(node.id),
    admin_graphql_api_id: node.id,
    order_number: node.name.replace(/^#/, ''),
    name: node.name,
    email: node.email,
    created_at: node.createdAt,
    currency: node.currencyCode,
    subtotal_price: node.subtotalPriceSet?.shopMoney.amount,
    total_price: node.totalPriceSet.shopMoney.amount,
    total_discounts: totalDiscounts,
    // The connection gives codes without amounts: a single code took the whole discount.
    discount_codes: node.discountCodes.map((code, index) => ({
      code,
      amount: index === 0 ? totalDiscounts : '0.00',
    })),
    note_attributes: properties(node.customAttributes),
    source_name: node.sourceName,
    shipping_address: address
      ? {
          first_name: address.firstName,
          last_name: address.lastName,
          company: address.company,
          address1: address.address1,
          address2: address.address2,
          city: address.city,
          province: address.province,
          zip: address.zip,
          country: address.country,
          phone: address.phone,
        }
      : null,
    line_items: node.lineItems.nodes.map((line) => ({
      variant_id: line.variant ? gidTail(line.variant.id) : null,
      title: line.title,
      variant_title: line.variantTitle,
      quantity: line.quantity,
      price: line.originalUnitPriceSet.shopMoney.amount,
      discount_allocations: line.discountAllocations.map((d) => ({
        amount: d.allocatedAmountSet.shopMoney.amount,
      })),
      properties: properties(line.customAttributes),
      // As the orders webhooks carry it (API version 2026-10): the plan's id, no name.
      selling_plan_id: line.sellingPlan?.sellingPlanId
        ? gidTail(line.sellingPlan.sellingPlanId)
        : null,
    })),
  };
}
