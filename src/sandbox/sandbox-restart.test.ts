import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../core/shopify/graphql-document';
import { subscriptions } from '../server/db/schema/orders';
import {
  CONTRACT_QUERY,
  sandboxAdminClient,
  subscribeThroughCheckout,
} from '../server/subscriptions/test-helpers';
import { createTestDatabase, startTestApp, type TestApp } from '../server/test/harness';
import { payOneTimeOrder } from '../server/test/paid-order';

// What a shopper paid for at the sandbox (an order,
// a subscription contract and its card) is still known to the sandbox after the server restarts
// on the same database, so staff can still refund the order and pause the subscription.

const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const ORDER_QUERY = adminGraphql`query ($id: ID!) {
  order(id: $id) { displayFinancialStatus totalRefundedSet { shopMoney { amount } } }
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
    await before.close();

    // The restart: a new app (a new sandbox) on the same database.
    const after = await startTestApp({ database: keepDatabase });
    cleanups.push(after.close);
    const { client: admin } = await after.adminClient({ firstName: 'Ada' });

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
