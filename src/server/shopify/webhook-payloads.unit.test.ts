/**
 * Each webhook topic the shop handles, as the sandbox sends it, has the field names, types and
 * nesting of Shopify's documented example for that topic (src/server/shopify/webhook-examples/,
 * each with its source URL), and every field the shop reads is one the documented example
 * carries. docs/decisions/130-webhook-payloads-as-shopify-documents-them.md
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  attemptWebhookPayload,
  contractWebhookPayload,
  renewalOrderPayload,
} from '../../sandbox/billing-attempts';
import { inventoryLevelWebhookPayload } from '../../sandbox/inventory-api';
import { buildOrderWebhookPayload } from '../../sandbox/order-webhook';
import { paymentMethodWebhookPayload } from '../../sandbox/payment-methods';
import type { SandboxCart } from '../../sandbox/sandbox-carts';
import type { SandboxBillingAttempt, SandboxContract } from '../../sandbox/subscription-model';
import {
  customerRedactWebhookSchema,
  dataRequestWebhookSchema,
  shopRedactWebhookSchema,
} from '../account/shopify-privacy';
import { orderWebhookSchema } from '../orders/webhook-payload';
import { contractUpdatedWebhookSchema } from '../subscriptions/contract-updates';
import { paymentMethodUpdatedWebhookSchema } from '../subscriptions/payment-recovery';
import {
  billingAttemptWebhookSchema,
  contractCreatedWebhookSchema,
} from '../subscriptions/renewal-webhooks';
import { inventoryLevelWebhookSchema } from '../webhooks/inventory-routes';
import { parseShopifyJson, toShopifyJson } from './shopify-json';
import { SHOPIFY_WEBHOOK_TOPICS } from './store-requirements';

type Example = { topic: string; apiVersion: string; source: string[]; payload: unknown };
const DIR = join(__dirname, 'webhook-examples');
const examples = new Map<string, Example>(
  readdirSync(DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const example = parseShopifyJson(readFileSync(join(DIR, file), 'utf8')) as Example;
      return [example.topic, example];
    }),
);

/** A value's JSON type; an integer id beyond 2^53, read as its digits, is a number. */
const kind = (value: unknown) =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : typeof value === 'string' && /^\d{16,}$/.test(value)
        ? 'number'
        : typeof value;

/**
 * Where `actual` differs from the documented `example` in field names, types or nesting: a field
 * the example does not have, or a value of another JSON type (a null in the example is a field
 * the documentation shows empty, and takes any value; a null sent is allowed for any field).
 */
function differences(actual: unknown, example: unknown, path = ''): string[] {
  const a = kind(actual);
  const e = kind(example);
  if (e === 'null' || a === 'null') return [];
  if (a !== e) return [`${path || '(body)'}: ${a}, documented as ${e}`];
  if (a === 'array') {
    const [first] = example as unknown[];
    if (first === undefined) return [];
    return (actual as unknown[]).flatMap((item, i) => differences(item, first, `${path}[${i}]`));
  }
  if (a === 'object') {
    const documented = example as Record<string, unknown>;
    return Object.entries(actual as Record<string, unknown>).flatMap(([key, value]) =>
      key in documented
        ? differences(value, documented[key], path ? `${path}.${key}` : key)
        : [`${path ? `${path}.${key}` : key}: not in Shopify's documented payload`],
    );
  }
  return [];
}

const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
/** A field the schema refuses (z.never: it belongs to another topic) is not one it reads. */
function refused(schema: z.ZodType): boolean {
  const def = defOf(schema);
  if (def.type === 'never') return true;
  return def.type === 'optional' || def.type === 'nullable'
    ? refused(def.innerType as z.ZodType)
    : false;
}

/** The field paths a zod schema reads ("line_items[].selling_plan_id"). */
function readPaths(schema: z.ZodType, prefix = ''): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) => {
        if (refused(field)) return [];
        const path = prefix ? `${prefix}.${key}` : key;
        const inner = readPaths(field, path);
        return inner.length > 0 ? inner : [path];
      });
    case 'array':
      return readPaths(def.element as z.ZodType, `${prefix}[]`);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return readPaths(def.innerType as z.ZodType, prefix);
    case 'pipe':
      return readPaths(def.in as z.ZodType, prefix);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => readPaths(option, prefix));
    default:
      return [];
  }
}

/** Whether the documented example has the field at `path`. */
function documents(example: unknown, path: string): boolean {
  let values: unknown[] = [example];
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    values = values.flatMap((value) => {
      if (kind(value) !== 'object' || !(key in (value as object))) return [];
      const next = (value as Record<string, unknown>)[key];
      return part.endsWith('[]') ? (Array.isArray(next) ? next.slice(0, 1) : []) : [next];
    });
    if (values.length === 0) return false;
  }
  return true;
}

const cart: SandboxCart = {
  token: 't',
  key: 'k',
  createdAt: 0,
  expiresAt: 0,
  lines: [
    {
      id: 'l1',
      merchandiseId: 'gid://shopify/ProductVariant/44858553761923',
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      quantity: 1,
      unitPricePence: 2638,
      compareAtPricePence: 2998,
      attributes: [{ key: '_option', value: 'subscribe-2month' }],
      sellingPlan: {
        id: 'gid://shopify/SellingPlan/4417519826323',
        name: 'Delivered every 60 days, 10% off',
        pricePence: 2638,
        intervalDays: 60,
        minCycles: 1,
      },
    },
  ],
  attributes: [{ key: '_hh_user', value: 'guest' }],
  buyerEmail: null,
  discountCodes: ['WELCOME10'],
  draftOrderId: null,
  order: null,
};
const contract: SandboxContract = {
  id: 'gid://shopify/SubscriptionContract/1733000000001',
  numericId: 1733000000001,
  status: 'ACTIVE',
  customerEmail: 'amira@example.co.uk',
  originOrderId: 1733000000123,
  nextBillingDate: '2026-12-05T12:00:00Z',
  intervalDays: 60,
  minCycles: 1,
  lines: [
    {
      id: 'gid://shopify/SubscriptionLine/1',
      variantId: 'gid://shopify/ProductVariant/44858553761923',
      title: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      quantity: 1,
      currentPricePence: 2638,
      sellingPlanId: 'gid://shopify/SellingPlan/4417519826323',
      sellingPlanName: 'Delivered every 60 days, 10% off',
    },
  ],
  customAttributes: [],
  paymentMethodId: 'gid://shopify/CustomerPaymentMethod/abc',
  shippingAddress: { first_name: 'Amira', city: 'Leicester' },
  createdAt: '2026-12-05T12:00:00Z',
} as SandboxContract;
const attempt = (ok: boolean): SandboxBillingAttempt => ({
  id: 'gid://shopify/SubscriptionBillingAttempt/1733000000456',
  numericId: 1733000000456,
  idempotencyKey: 'renewal-1',
  contractId: contract.id,
  ready: true,
  errorCode: ok ? null : 'CARD_DECLINED',
  errorMessage: ok ? null : 'Card declined',
  orderId: ok ? 1733000000789 : null,
  createdAt: '2026-12-05T12:00:00Z',
});
const contact = {
  email: 'amira@example.co.uk',
  firstName: 'Amira',
  lastName: 'Khan',
  company: 'Khan & Co',
  address1: '12 High Street',
  address2: '',
  city: 'Leicester',
  province: 'Leicestershire',
  zip: 'le1 1aa',
  phone: '+447700900123',
};

/** What the sandbox sends for each topic it sends (a topic Shopify alone sends has none). */
const SANDBOX_PAYLOADS: Record<string, unknown[]> = {
  'orders/create': [
    buildOrderWebhookPayload({ cart, contact, orderNumber: 1001, orderId: 1733000000456 }),
    renewalOrderPayload({
      orderId: 1733000000789,
      orderNumber: 1002,
      email: contract.customerEmail,
      now: new Date('2026-12-05T12:00:00Z'),
      lines: contract.lines,
      shippingAddress: contract.shippingAddress,
    }),
  ],
  'inventory_levels/update': [
    inventoryLevelWebhookPayload({ itemNumber: '4417', locationNumber: '9000', available: 3 }),
  ],
  'subscription_contracts/create': [contractWebhookPayload(contract)],
  'subscription_billing_attempts/success': [attemptWebhookPayload(attempt(true), contract)],
  'subscription_billing_attempts/failure': [attemptWebhookPayload(attempt(false), contract)],
  'customer_payment_methods/update': [
    paymentMethodWebhookPayload(
      {
        id: 'gid://shopify/CustomerPaymentMethod/abc',
        customerEmail: contract.customerEmail,
        card: '4242424242424242',
        revokedAt: null,
      },
      'gid://shopify/Customer/1733000000999',
    ),
  ],
};

/** What the shop reads of each topic (its zod schema). */
const SHOP_READS: Record<string, z.ZodType> = {
  'orders/create': orderWebhookSchema,
  'inventory_levels/update': inventoryLevelWebhookSchema,
  'subscription_contracts/create': contractCreatedWebhookSchema,
  'subscription_contracts/update': contractUpdatedWebhookSchema,
  'subscription_billing_attempts/success': billingAttemptWebhookSchema,
  'subscription_billing_attempts/failure': billingAttemptWebhookSchema,
  'customer_payment_methods/update': paymentMethodUpdatedWebhookSchema,
  'customers/data_request': dataRequestWebhookSchema,
  'customers/redact': customerRedactWebhookSchema,
  'shop/redact': shopRedactWebhookSchema,
};

/**
 * Fields the shop reads that a topic's documented example lacks, each with why that is safe.
 * Empty: every field the shop reads is documented.
 */
const FLAGGED_READS: Record<string, string> = {};

describe("webhook payloads match Shopify's documented examples", () => {
  it('every topic the shop handles has a documented example with its source', () => {
    for (const { topic } of SHOPIFY_WEBHOOK_TOPICS) {
      const example = examples.get(topic);
      expect(example, topic).toBeDefined();
      expect(example?.source.every((url) => url.startsWith('https://shopify.dev/'))).toBe(true);
      expect(SHOP_READS[topic], topic).toBeDefined();
    }
    expect([...examples.keys()].sort()).toEqual(SHOPIFY_WEBHOOK_TOPICS.map((t) => t.topic).sort());
  });

  for (const { topic } of SHOPIFY_WEBHOOK_TOPICS) {
    it(`${topic}: the sandbox sends only documented fields, of their documented types and nesting`, () => {
      const example = examples.get(topic)?.payload;
      for (const payload of SANDBOX_PAYLOADS[topic] ?? []) {
        // As it goes over the wire (Shopify's JSON), and as the shop parses it.
        const sent = parseShopifyJson(toShopifyJson(payload));
        expect(differences(sent, example), topic).toEqual([]);
      }
    });

    it(`${topic}: every field the shop reads is in the documented payload`, () => {
      const example = examples.get(topic)?.payload;
      const schema = SHOP_READS[topic] as z.ZodType;
      const undocumented = readPaths(schema).filter(
        (path) => !documents(example, path) && !(`${topic} ${path}` in FLAGGED_READS),
      );
      expect(undocumented, topic).toEqual([]);
    });
  }

  it("orders/create: a line's selling plan is its selling_plan_id, with no allocation or name", () => {
    const [order] = SANDBOX_PAYLOADS['orders/create'] as { line_items: object[] }[];
    expect(order?.line_items[0]).toMatchObject({ selling_plan_id: 4417519826323 });
    expect(order?.line_items[0]).not.toHaveProperty('selling_plan_allocation');
    expect(readPaths(orderWebhookSchema)).toContain('line_items[].selling_plan_id');
  });

  it('the comparison fails on a field Shopify does not send, and on a changed type or nesting', () => {
    const example = examples.get('orders/create')?.payload;
    const order = buildOrderWebhookPayload({
      cart,
      contact,
      orderNumber: 1003,
      orderId: 1733000000457,
    });
    const line = order.line_items[0] as Record<string, unknown>;
    expect(
      differences(
        {
          ...order,
          line_items: [
            {
              ...line,
              selling_plan_allocation: { selling_plan_id: 1, selling_plan_name: 'Monthly' },
            },
          ],
        },
        example,
      ),
    ).toEqual(["line_items[0].selling_plan_allocation: not in Shopify's documented payload"]);
    expect(differences({ ...order, total_price: 41.37 }, example)).toEqual([
      'total_price: number, documented as string',
    ]);
    expect(differences({ ...order, shipping_address: [] }, example)).toEqual([
      'shipping_address: array, documented as object',
    ]);
  });

  it("Shopify's 18-digit ids are read exactly", () => {
    const body =
      '{"id":820982911946154508,"n":12.5,"s":"9007199254740993","line_items":[{"id":866550311766439020,"quantity":1}]}';
    expect(parseShopifyJson(body)).toEqual({
      id: '820982911946154508',
      n: 12.5,
      s: '9007199254740993',
      line_items: [{ id: '866550311766439020', quantity: 1 }],
    });
    expect(String((JSON.parse(body) as { id: number }).id)).not.toBe('820982911946154508');
    expect(
      orderWebhookSchema.parse({
        ...(examples.get('orders/create')?.payload as object),
      }).id,
    ).toBe('820982911946154508');
  });
});
