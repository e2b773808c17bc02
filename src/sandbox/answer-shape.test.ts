import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxAdminClient } from '../server/subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../server/test/harness';
import { payOneTimeOrder } from '../server/test/paid-order';

// Shopify answers exactly the fields a document selects, at every depth. The
// sandbox's families may hold more (an order object whole): what they answer is shaped by the
// document, so shop code that reads a field it did not ask for fails here as it would on Shopify.

let app: TestApp;
let order: { gid: string };

beforeAll(async () => {
  app = await startTestApp();
  const customer = app.client();
  const { email } = await customer.signUp({ verify: true });
  order = await payOneTimeOrder(app, customer, email, 1);
}, 120_000);
afterAll(() => app?.close());

describe('the sandbox answers what the document selects', () => {
  it('only the selected fields, at every depth', async () => {
    const read = await sandboxAdminClient(app).request(
      `query ($id: ID!) {
        order(id: $id) {
          name
          totalReceivedSet { shopMoney { amount } }
          transactions { kind }
        }
      }`,
      { variables: { id: order.gid } },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data).toEqual({
      order: {
        name: expect.stringMatching(/^#\d+$/),
        totalReceivedSet: { shopMoney: { amount: '14.99' } },
        transactions: [{ kind: 'SALE' }],
      },
    });
  });
});
