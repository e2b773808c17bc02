/**
 * The Admin API's `orders` connection over the sandbox's paid orders, as Shopify answers it:
 * `first` (1 to 250) with `after` cursors, `query` in Shopify's search syntax (the sandbox
 * understands `created_at:>=…`, `created_at:>…`, `created_at:<=…` and `created_at:<…`; other
 * terms match everything, as Shopify ignores fields it cannot filter on), sorted by creation time
 * (`reverse` for newest first). Each node is built from the order's REST payload (the body of its
 * orders/create webhook), so the shop can rebuild that payload from it.
 * https://shopify.dev/docs/api/admin-graphql/latest/queries/orders
 */

/** The orders/create body the sandbox sent for an order (the fields read here). */
export type SandboxOrderPayload = {
  id: number;
  admin_graphql_api_id: string;
  name: string;
  email: string;
  created_at: string;
  currency: string;
  subtotal_price: string;
  total_price: string;
  total_discounts: string;
  source_name: string;
  discount_codes: { code: string }[];
  note_attributes: { name: string; value: string }[];
  shipping_address: Record<string, string | null> | null;
  line_items: {
    variant_id: number | string | null;
    title: string;
    variant_title: string | null;
    quantity: number;
    price: string;
    discount_allocations: { amount: string }[];
    properties: { name: string; value: string }[];
    /** Shopify's orders webhooks carry the plan's id only (API version 2026-10). */
    selling_plan_id?: number | string | null;
  }[];
};

/** A paid order as the sandbox keeps it: its webhook body and each line's selling plan name. */
export type SandboxListedOrder = {
  payload: SandboxOrderPayload;
  /** The name of each line's selling plan, by line (null: none), which the Admin API answers. */
  planNames: readonly (string | null)[];
};

const money = (amount: string, currencyCode: string) => ({
  shopMoney: { amount, currencyCode },
  presentmentMoney: { amount, currencyCode },
});

function orderNode({ payload: order, planNames }: SandboxListedOrder) {
  const address = order.shipping_address;
  return {
    id: order.admin_graphql_api_id,
    name: order.name,
    createdAt: order.created_at,
    email: order.email,
    sourceName: order.source_name,
    currencyCode: order.currency,
    subtotalPriceSet: money(order.subtotal_price, order.currency),
    totalPriceSet: money(order.total_price, order.currency),
    totalDiscountsSet: money(order.total_discounts, order.currency),
    discountCodes: order.discount_codes.map((d) => d.code),
    customAttributes: order.note_attributes.map((a) => ({ key: a.name, value: a.value })),
    shippingAddress: address
      ? {
          firstName: address.first_name ?? null,
          lastName: address.last_name ?? null,
          company: address.company ?? null,
          address1: address.address1 ?? null,
          address2: address.address2 ?? null,
          city: address.city ?? null,
          province: address.province ?? null,
          zip: address.zip ?? null,
          country: address.country ?? null,
          phone: address.phone ?? null,
        }
      : null,
    lineItems: {
      nodes: order.line_items.map((line, index) => ({
        title: line.title,
        variantTitle: line.variant_title,
        quantity: line.quantity,
        variant:
          line.variant_id === null
            ? null
            : { id: `gid://shopify/ProductVariant/${line.variant_id}` },
        originalUnitPriceSet: money(line.price, order.currency),
        discountAllocations: line.discount_allocations.map((d) => ({
          allocatedAmountSet: money(d.amount, order.currency),
        })),
        customAttributes: line.properties.map((p) => ({ key: p.name, value: p.value })),
        sellingPlan:
          line.selling_plan_id === null || line.selling_plan_id === undefined
            ? null
            : {
                sellingPlanId: `gid://shopify/SellingPlan/${line.selling_plan_id}`,
                name: planNames[index] ?? '',
              },
      })),
      pageInfo: { hasNextPage: false, endCursor: null },
    },
  };
}

const TERM = /created_at:(>=|<=|>|<)\s*'?"?([0-9T:.+\-Z]+)'?"?/g;

function matches({ payload: order }: SandboxListedOrder, query: string): boolean {
  const created = Date.parse(order.created_at);
  for (const [, op, value] of query.matchAll(TERM)) {
    const bound = Date.parse(value ?? '');
    if (Number.isNaN(bound)) continue;
    if (op === '>=' && !(created >= bound)) return false;
    if (op === '>' && !(created > bound)) return false;
    if (op === '<=' && !(created <= bound)) return false;
    if (op === '<' && !(created < bound)) return false;
  }
  return true;
}

const cursorOf = (index: number) => Buffer.from(`sandbox-order:${index}`).toString('base64');
const indexOf = (cursor: unknown) => {
  if (typeof cursor !== 'string') return -1;
  const match = /^sandbox-order:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString());
  return match ? Number(match[1]) : -1;
};

export type OrdersConnectionAnswer =
  | { data: { orders: unknown } }
  | { errors: { message: string; extensions: { code: string } }[] };

export function listOrders(
  orders: SandboxListedOrder[],
  variables: Record<string, unknown>,
): OrdersConnectionAnswer {
  const first = variables.first;
  if (typeof first !== 'number' || !Number.isInteger(first) || first < 1 || first > 250) {
    return {
      errors: [
        {
          message: 'The first argument must be between 1 and 250',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    };
  }
  const query = typeof variables.query === 'string' ? variables.query : '';
  const sorted = orders
    .filter((order) => matches(order, query))
    .sort(
      (a, b) =>
        Date.parse(a.payload.created_at) - Date.parse(b.payload.created_at) ||
        a.payload.id - b.payload.id,
    );
  if (variables.reverse === true) sorted.reverse();
  const start = indexOf(variables.after) + 1;
  const page = sorted.slice(start, start + first);
  const last = start + page.length - 1;
  return {
    data: {
      orders: {
        nodes: page.map(orderNode),
        pageInfo: {
          hasNextPage: last + 1 < sorted.length,
          endCursor: page.length > 0 ? cursorOf(last) : null,
        },
      },
    },
  };
}
