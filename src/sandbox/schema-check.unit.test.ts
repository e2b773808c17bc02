import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../server/http/app-env';
import { adminSchema, storefrontSchema } from '../server/shopify/published-schemas';
import { createGraphQLEndpoint } from './graphql-route';

/** A sandbox endpoint of `api` whose answer and operation family say what reached them. */
function endpoint(api: 'admin' | 'storefront') {
  const reached: string[] = [];
  const app = new Hono<AppEnv>().route(
    '/',
    createGraphQLEndpoint({
      api,
      path: '/api/:version/graphql.json',
      maxBodyBytes: 64 * 1024,
      authorized: () => true,
      unauthorized: {},
      first: [
        ({ query }) => {
          if (!query.includes('subscriptionContractPause')) return null;
          reached.push('family');
          return { data: { subscriptionContractPause: { family: true } } };
        },
      ],
      answer: (_request, c) => {
        reached.push('answer');
        return c.json({ data: { shop: { answered: true } } });
      },
    }),
  );
  const post = async (body: object) => {
    const text = JSON.stringify(body);
    const res = await app.request('/api/2026-10/graphql.json', {
      method: 'POST',
      // As a client over HTTP sends it (the body limit reads the stream when the length is absent).
      headers: {
        'Content-Type': 'application/json',
        'Content-Length': String(Buffer.byteLength(text)),
      },
      body: text,
    });
    return { status: res.status, body: await res.json() };
  };
  return { post, reached };
}

const CYCLE_COMMIT = `mutation subscriptionBillingCycleContractDraftCommit($draftId: ID!) {
  subscriptionBillingCycleContractDraftCommit(draftId: $draftId) {
    contract { id }
    userErrors { field message code }
  }
}`;

// Built once per process; seconds on a busy machine.
beforeAll(() => {
  adminSchema();
  storefrontSchema();
}, 60_000);

describe("the sandbox's GraphQL endpoints validate each request against Shopify's schema", () => {
  it('answer an unknown field as Shopify does: 200, errors with locations and a code, no data', async () => {
    const { post, reached } = endpoint('admin');
    expect(
      await post({ query: CYCLE_COMMIT, variables: { draftId: 'gid://shopify/x/1' } }),
    ).toEqual({
      status: 200,
      body: {
        errors: [
          {
            message: 'Cannot query field "id" on type "SubscriptionBillingCycleEditedContract".',
            locations: [{ line: 3, column: 16 }],
            extensions: { code: 'undefinedField' },
          },
        ],
      },
    });
    expect(reached).toEqual([]);
  });

  it('answer an unknown argument, before an operation family reads it', async () => {
    const { post, reached } = endpoint('admin');
    const query = `mutation subscriptionContractPause($contractId: ID!) {
      subscriptionContractPause(contractId: $contractId) { userErrors { message } }
    }`;
    const { body } = await post({ query, variables: { contractId: 'gid://shopify/x/1' } });
    expect(body.errors.map((e: { extensions: { code: string } }) => e.extensions.code)).toEqual([
      'argumentNotAccepted',
      'missingRequiredArguments',
    ]);
    expect(reached).toEqual([]);
  });

  it('answer a variable of the wrong type or a missing one as an invalid variable', async () => {
    const { post, reached } = endpoint('admin');
    const query = `mutation orderCancel($orderId: ID!, $restock: Boolean!) {
      orderCancel(orderId: $orderId, reason: CUSTOMER, refundMethod: { originalPaymentMethodsRefund: true }, restock: $restock) {
        userErrors: orderCancelUserErrors { message }
      }
    }`;
    expect(
      (await post({ query, variables: { orderId: 'gid://shopify/Order/1', restock: 'yes' } })).body,
    ).toEqual({
      errors: [
        {
          message: 'Variable $restock of type Boolean! was provided invalid value',
          locations: [{ line: 1, column: 37 }],
          extensions: {
            code: 'INVALID_VARIABLE',
            value: 'yes',
            problems: [
              { path: [], explanation: 'Boolean cannot represent a non boolean value: "yes"' },
            ],
          },
        },
      ],
    });
    expect((await post({ query, variables: { restock: true } })).body.errors).toEqual([
      {
        message: 'Variable $orderId of type ID! was provided invalid value',
        locations: [{ line: 1, column: 22 }],
        extensions: {
          code: 'INVALID_VARIABLE',
          value: null,
          problems: [{ path: [], explanation: 'Expected value to not be null' }],
        },
      },
    ]);
    const setStock = `mutation setStock($input: InventorySetQuantitiesInput!) {
      inventorySetQuantities(input: $input) { userErrors { message } }
    }`;
    const input = {
      name: 'available',
      reason: 'correction',
      quantities: [
        {
          inventoryItemId: 'gid://shopify/InventoryItem/1',
          locationId: 'gid://shopify/Location/1',
          quantity: 'two',
          changeFromQuantity: null,
        },
      ],
    };
    expect((await post({ query: setStock, variables: { input } })).body.errors).toEqual([
      {
        message:
          'Variable $input of type InventorySetQuantitiesInput! was provided invalid value for quantities.0.quantity (Int cannot represent non-integer value: "two")',
        locations: [{ line: 1, column: 19 }],
        extensions: {
          code: 'INVALID_VARIABLE',
          value: input,
          problems: [
            {
              path: ['quantities', 0, 'quantity'],
              explanation: 'Int cannot represent non-integer value: "two"',
            },
          ],
        },
      },
    ]);
    expect(reached).toEqual([]);
  });

  it('let a valid document with valid variables reach the operation family and the answer', async () => {
    const { post, reached } = endpoint('admin');
    const pause = `mutation subscriptionContractPause($contractId: ID!) {
      subscriptionContractPause(subscriptionContractId: $contractId) { userErrors { message } }
    }`;
    expect(
      (await post({ query: pause, variables: { contractId: 'gid://shopify/x/1' } })).body,
    ).toEqual({
      data: { subscriptionContractPause: { family: true } },
    });
    expect((await post({ query: 'query { shop { name } }' })).body).toEqual({
      data: { shop: { answered: true } },
    });
    expect(reached).toEqual(['family', 'answer']);
  });

  it('check a Storefront document against the Storefront schema, not the Admin one', async () => {
    const { post } = endpoint('storefront');
    expect((await post({ query: 'query { shop { name } }' })).body).toEqual({
      data: { shop: { answered: true } },
    });
    expect(
      (await post({ query: 'query { orders(first: 1) { nodes { id } } }' })).body.errors[0],
    ).toEqual({
      message: 'Cannot query field "orders" on type "QueryRoot". Did you mean "nodes"?',
      locations: [{ line: 1, column: 9 }],
      extensions: { code: 'undefinedField' },
    });
  });
});
