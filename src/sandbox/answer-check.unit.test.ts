import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../server/http/app-env';
import { adminSchema } from '../server/shopify/published-schemas';
import { answerProblems, takeAnswerMisfits } from './answer-check';
import { answerAtRoot } from './answer-root';
import { createGraphQLEndpoint } from './graphql-route';

const CART_CREATE = `mutation CartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
      cost { totalAmount { amount currencyCode } }
      lines(first: 10) { nodes { id quantity merchandise { ... on ProductVariant { id title } } } }
    }
    userErrors { field message code }
  }
}`;

const cart = () => ({
  id: 'gid://shopify/Cart/abc',
  checkoutUrl: 'https://shop.example/checkout/abc',
  cost: { totalAmount: { amount: '12.50', currencyCode: 'GBP' } },
  lines: {
    nodes: [
      {
        id: 'gid://shopify/CartLine/1',
        quantity: 2,
        merchandise: { id: 'gid://shopify/ProductVariant/7', title: '100ml' },
      },
    ],
  },
});

const storefront = (answer: unknown) =>
  answerProblems('storefront', CART_CREATE, { input: { lines: [] } }, null, answer);

describe('answerProblems: a sandbox answer executed against Shopify’s published schema', () => {
  beforeAll(() => {
    adminSchema();
  }, 60_000);

  it('passes an answer that fits, extra fields beside the selection and all', () => {
    expect(
      storefront({ data: { cartCreate: { cart: { ...cart(), note: 'extra' }, userErrors: [] } } }),
    ).toEqual([]);
  });

  it('fails a null for a non-null field', () => {
    expect(
      storefront({ data: { cartCreate: { cart: { ...cart(), id: null }, userErrors: [] } } }),
    ).toEqual(['cartCreate.cart.id: Cannot return null for non-nullable field Cart.id.']);
  });

  it("fails a number for a MoneyV2's amount (Shopify sends a decimal string)", () => {
    const answer = cart();
    (answer.cost.totalAmount as { amount: unknown }).amount = 12.5;
    expect(storefront({ data: { cartCreate: { cart: answer, userErrors: [] } } })).toEqual([
      'cartCreate.cart.cost.totalAmount.amount: Decimal must be a decimal string, got 12.5 (number)',
    ]);
  });

  it('fails an enum value the enum lacks, an ID that is not a string, an Int that is', () => {
    const answer: Record<string, unknown> = { ...cart(), id: 1 };
    const { cost, lines } = cart();
    (cost.totalAmount as { currencyCode: string }).currencyCode = 'POUNDS';
    (lines.nodes[0] as { quantity: unknown }).quantity = '2';
    expect(
      storefront({ data: { cartCreate: { cart: { ...answer, cost, lines }, userErrors: [] } } }),
    ).toEqual([
      'cartCreate.cart.id: ID must be a string, got 1 (number)',
      'cartCreate.cart.cost.totalAmount.currencyCode: CurrencyCode has no value "POUNDS"',
      'cartCreate.cart.lines.nodes.0.quantity: Int must be a 32-bit integer, got "2" (string)',
    ]);
    // A line whose id names no type of the BaseCartLine interface cannot be told apart.
    (lines.nodes[0] as { id: unknown }).id = 7;
    expect(
      storefront({ data: { cartCreate: { cart: { ...cart(), lines }, userErrors: [] } } }),
    ).toEqual([
      'cartCreate.cart.lines.nodes.0: Abstract type "BaseCartLine" must resolve to an Object type at runtime for field "BaseCartLineConnection.nodes". Either the "BaseCartLine" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.',
    ]);
  });

  it('fails a field left out, a list where an object is expected, and a root not selected', () => {
    const { checkoutUrl: _left, ...withoutUrl } = cart();
    expect(
      storefront({
        data: { cartCreate: { cart: { ...withoutUrl, cost: [] }, userErrors: [] }, shop: {} },
      }),
    ).toEqual([
      'cartCreate.cart.checkoutUrl: the answer has no "checkoutUrl" (Cart.checkoutUrl)',
      'cartCreate.cart.cost: expected CartCost, got a list',
      'shop: the answer has root field "shop", which the document does not select',
    ]);
  });

  it('reads fields under their alias, and tells a union member by __typename or its gid', () => {
    const query = `query Contract($id: ID!) {
      contract: subscriptionContract(id: $id) {
        state: status
        deliveryMethod { ... on SubscriptionDeliveryMethodShipping { address { city } } }
        lines(first: 5) { nodes { variantId } }
      }
      node(id: $id) { ... on ProductVariant { sku } }
    }`;
    const answer = (status: string, deliveryMethod: object) => ({
      data: {
        contract: { state: status, deliveryMethod, lines: { nodes: [{ variantId: null }] } },
        node: { id: 'gid://shopify/ProductVariant/7', sku: 'PK-100' },
      },
    });
    const shipping = {
      __typename: 'SubscriptionDeliveryMethodShipping',
      address: { city: 'Leeds' },
    };
    const variables = { id: 'gid://shopify/SubscriptionContract/1' };
    expect(answerProblems('admin', query, variables, null, answer('ACTIVE', shipping))).toEqual([]);
    expect(answerProblems('admin', query, variables, null, answer('RUNNING', shipping))).toEqual([
      'contract.state: SubscriptionContractSubscriptionStatus has no value "RUNNING"',
    ]);
    // Keyed by field name where the document asked for an alias: Shopify would not answer so.
    const byName = answer('ACTIVE', shipping);
    expect(
      answerProblems('admin', query, variables, null, {
        data: { subscriptionContract: byName.data.contract, node: byName.data.node },
      }),
    ).toEqual([
      'contract: the answer has no "contract" (QueryRoot.subscriptionContract)',
      'subscriptionContract: the answer has root field "subscriptionContract", which the document does not select',
    ]);
    // A union member with neither __typename nor a gid cannot be told apart.
    expect(
      answerProblems('admin', query, variables, null, answer('ACTIVE', { address: {} })),
    ).toEqual([
      'contract.deliveryMethod: Abstract type "SubscriptionDeliveryMethod" must resolve to an Object type at runtime for field "SubscriptionContract.deliveryMethod". Either the "SubscriptionDeliveryMethod" type should provide a "resolveType" function or each possible type should provide an "isTypeOf" function.',
    ]);
  });

  it('passes errors without data, and a null the answer’s own errors account for', () => {
    expect(
      storefront({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }),
    ).toEqual([]);
    expect(storefront({ data: null })).toEqual(['an answer without data must carry errors']);
    expect(
      storefront({
        data: { cartCreate: null },
        errors: [{ message: 'Internal error', path: ['cartCreate'] }],
      }),
    ).toEqual([]);
  });
});

describe('createGraphQLEndpoint with checkAnswers', () => {
  const app = (answer: object) =>
    new Hono<AppEnv>().route(
      '/',
      createGraphQLEndpoint({
        api: 'storefront',
        path: '/:version/graphql.json',
        maxBodyBytes: 64 * 1024,
        authorized: () => true,
        unauthorized: {},
        checkAnswers: true,
        answer: (_request, c) => c.json(answer),
      }),
    );
  const post = (answer: object) => {
    const body = JSON.stringify({ query: CART_CREATE, variables: { input: { lines: [] } } });
    return app(answer).request('/2026-10/graphql.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(body)),
      },
      body,
    });
  };

  it('answers a misfit 500 with its problems, and records it for the test setup to fail on', async () => {
    takeAnswerMisfits();
    const res = await post({
      data: { cartCreate: { cart: { ...cart(), id: 5 }, userErrors: [] } },
    });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      errors: [
        {
          message:
            "The sandbox's answer to CartCreate does not fit Shopify's storefront schema: cartCreate.cart.id: ID must be a string, got 5 (number)",
          extensions: {
            code: 'SANDBOX_ANSWER_MISFIT',
            problems: ['cartCreate.cart.id: ID must be a string, got 5 (number)'],
          },
        },
      ],
    });
    expect(takeAnswerMisfits()).toEqual([
      {
        api: 'storefront',
        operation: 'CartCreate',
        problems: ['cartCreate.cart.id: ID must be a string, got 5 (number)'],
      },
    ]);
  });

  it('answers a fitting answer as it was', async () => {
    const answer = { data: { cartCreate: { cart: cart(), userErrors: [] } } };
    const res = await post(answer);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(answer);
    expect(takeAnswerMisfits()).toEqual([]);
  });
});

describe('answerAtRoot: the root of an answer as Shopify shapes it', () => {
  it('answers each root field under its alias (through a fragment), and only those selected', () => {
    const query = `mutation m($input: CartInput!) { ...Make }
      fragment Make on Mutation { made: cartCreate(input: $input) { cart { id } } }`;
    const answer = { data: { cartCreate: { cart: null, userErrors: [] }, shop: {} } };
    expect(answerAtRoot('storefront', query, null, answer)).toEqual({
      data: { made: { cart: null, userErrors: [] } },
    });
    expect(
      answerProblems(
        'storefront',
        query,
        { input: { lines: [] } },
        null,
        answerAtRoot('storefront', query, null, answer),
      ),
    ).toEqual([]);
  });

  it('leaves an answer already shaped so as it is (the same object)', () => {
    const answer = { data: { cartCreate: { cart: cart(), userErrors: [] } } };
    expect(answerAtRoot('storefront', CART_CREATE, null, answer)).toBe(answer);
  });
});

describe('a member newer than the published schema', () => {
  it('lets a ProductVariant answer as Publishable (2026-07), and nothing else the schema lacks', () => {
    const query = `mutation publishableUnpublish($id: ID!, $input: [PublicationInput!]!) {
      publishableUnpublish(id: $id, input: $input) {
        publishable { ... on Product { id } }
        userErrors { field message }
      }
    }`;
    const variables = { id: 'gid://shopify/ProductVariant/7', input: [] };
    const answer = (id: string) => ({
      data: { publishableUnpublish: { publishable: { id }, userErrors: [] } },
    });
    expect(
      answerProblems('admin', query, variables, null, answer('gid://shopify/ProductVariant/7')),
    ).toEqual([]);
    expect(
      answerProblems('admin', query, variables, null, answer('gid://shopify/Order/7')),
    ).toEqual([
      'publishableUnpublish.publishable: Runtime Object type "Order" is not a possible type for "Publishable".',
    ]);
  });
});
