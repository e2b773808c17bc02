import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../core/shopify/graphql-document';
import { subscriptions } from '../server/db/schema/orders';
import { firstVariantOf, setShopifyQuantity, shopifyUnitsOf } from '../server/stock/test-helpers';
import {
  CONTRACT_QUERY,
  sandboxAdminClient,
  subscribeThroughCheckout,
} from '../server/subscriptions/test-helpers';
import {
  createTestDatabase,
  startTestApp,
  type TestApp,
  type TestClient,
} from '../server/test/harness';
import { payOneTimeOrder } from '../server/test/paid-order';
import { PAY_FORM } from '../server/test/sandbox-pay';

/** Checks out `quantity` units of a variant through the shop; returns the payment form's path. */
async function openPayment(app: TestApp, client: TestClient, variantId: string, quantity: number) {
  const lines = [{ kind: 'one-time', variantId, packSize: 1, quantity }];
  const priced = (await (await client.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await client.post('/api/checkout', { lines, expectedTotalPence: priced.totalPence });
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no payment form');
  return action;
}

// What a shopper paid for at the sandbox (an order,
// a subscription contract and its card) is still known to the sandbox after the server restarts
// on the same database, so staff can still refund the order and pause the subscription; a cart
// checked out before the restart is paid after it, from the stock kept (decisions 129, 133).
// sandbox-restore.test.ts is the same after backup → restore.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const ORDER_QUERY = adminGraphql`query ($id: ID!) {
  order(id: $id) { displayFinancialStatus totalRefundedSet { shopMoney { amount currencyCode } } }
}`;

describe('the sandbox store outlives a restart of the server', () => {
  it('an order paid and a subscription bought before the restart are refunded and paused after it', async () => {
    const database = await createTestDatabase();
    cleanups.push(database.drop);
    const keepDatabase = { handle: database.handle, drop: async () => {} };

    // Before the restart: a one-time order and a subscription, paid at the sandbox.
    const before: TestApp = await startTestApp({ database: keepDatabase });
    const shopper = before.client();
    const { email } = await shopper.signUp({ verify: true });
    const paid = await payOneTimeOrder(before, shopper, email, 1);
    const subscriber = before.client();
    const { email: subscriberEmail } = await subscriber.signUp({ verify: true });
    const { subscriptions: subs } = await subscribeThroughCheckout(before, {
      email: subscriberEmail,
      client: subscriber,
    });
    const contractId = subs[0]?.shopifyContractId ?? '';
    expect(contractId).toMatch(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/);
    // A cart checked out and not yet paid, and the store's stock of what it holds.
    const variant = await firstVariantOf(before, 'black-seed-oil');
    await setShopifyQuantity(before, variant.shopifyGid, 5);
    const payment = await openPayment(before, shopper, variant.id, 2);
    await before.close();

    // The restart: a new app (a new sandbox) on the same database.
    const after = await startTestApp({ database: keepDatabase });
    cleanups.push(after.close);
    const { client: admin } = await after.adminClient({ firstName: 'Ada' });

    // The cart made before the restart is paid after it, from the stock kept before it.
    expect(await shopifyUnitsOf(after, variant.shopifyGid)).toBe(5);
    const cartPaid = await after.fetch(payment, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: after.baseUrl },
      body: new URLSearchParams({ ...PAY_FORM, email }).toString(),
      redirect: 'manual',
    });
    expect(cartPaid.status).toBe(303);
    expect(cartPaid.headers.get('location')).toMatch(/\/thank-you\?key=/);
    expect(await shopifyUnitsOf(after, variant.shopifyGid)).toBe(3);

    const refund = await admin.post(`/api/admin/orders/${paid.id}/refunds`, {
      amountPence: 300,
      note: 'Lid missing',
    });
    expect(refund.status).toBe(201);
    const order = await sandboxAdminClient(after).request(ORDER_QUERY, {
      variables: { id: paid.gid },
    });
    expect(order.data?.order).toMatchObject({
      displayFinancialStatus: 'PARTIALLY_REFUNDED',
      totalRefundedSet: { shopMoney: { amount: '3.00', currencyCode: 'GBP' } },
    });

    const pause = await admin.post('/api/admin/subscriptions/manage', {
      subscriptionId: subs[0]?.id,
      action: 'pause',
    });
    expect(pause.status).toBe(200);
    const contract = await sandboxAdminClient(after).request(CONTRACT_QUERY, {
      variables: { id: contractId },
    });
    expect(contract.data?.subscriptionContract?.status).toBe('PAUSED');
    const [local] = await after.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, subs[0]?.id ?? ''));
    expect(local?.status).toBe('paused');
  });
});
