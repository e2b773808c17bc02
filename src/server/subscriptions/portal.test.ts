import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  SubscriptionPortalOptionsResponse,
  SubscriptionResponse,
} from '../../core/api/account';
import { addresses } from '../db/schema/account';
import { products, productVariants } from '../db/schema/catalog';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import type { TestClient } from '../test/harness';
import { refreshStoredDeliveryPence } from './delivery-lines';
import { portalChoiceLabel } from './portal-choices';
import { subscriptionSuite } from './test-helpers';

const suite = subscriptionSuite();
const { advanceDays } = suite;

const LINES_QUERY = `query contract($id: ID!) {
  subscriptionContract(id: $id) {
    nextBillingDate
    deliveryMethod { ... on SubscriptionDeliveryMethodShipping { address { city zip } } }
    lines(first: 10) { nodes { id variantId variantTitle quantity sellingPlanId currentPrice { amount currencyCode } } }
  }
}`;

async function variantOf(handle: string, title: string) {
  const [row] = await suite.app.db
    .select({ id: productVariants.id, gid: productVariants.shopifyGid })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, handle), eq(productVariants.title, title)));
  if (!row) throw new Error(`no ${handle} ${title}`);
  return row;
}

async function subscribed(email: string) {
  const client = suite.app.client();
  const { userId } = await client.signUp({ email });
  const { subscriptions: subs } = await suite.subscribe({ email, client });
  return { client, userId, sub: subs[0]! };
}

/** The orders Shopify billed for a subscription, oldest first, once `count` are paid. */
async function renewalTotals(subscriptionId: string, count: number) {
  return (await suite.billed(subscriptionId, count)).map(({ total, kind }) => ({ total, kind }));
}

async function contractLines(contractId: string) {
  const res = await suite.adminApi().request(LINES_QUERY, {
    variables: { id: contractId },
  });
  return res.data?.subscriptionContract;
}

const post = (client: TestClient, sub: { id: string }, action: string, body: unknown) =>
  client.post(`/api/account/subscriptions/${sub.id}/${action}`, body);

describe('subscription portal', () => {
  it('swaps to another size: the 250ml price by the plan (5% off £27.99 = £26.59) on the card, the stored line, the contract and the next renewal', async () => {
    const { client, sub } = await subscribed('swap-size@example.co.uk');
    const big = await variantOf('black-seed-oil', '250ml');
    // The delivery price the report reads, stored from the order that started it (decision 143).
    const storedPence = async () =>
      (
        await suite.app.db
          .select({ pence: subscriptions.deliveryPence })
          .from(subscriptions)
          .where(eq(subscriptions.id, sub.id))
      )[0]?.pence;
    await refreshStoredDeliveryPence(suite.app.db);
    expect(await storedPence()).toBe(1424);

    const res = await post(client, sub, 'swap', { variantId: big.id });
    expect(res.status).toBe(200);
    const { subscription } = (await res.json()) as SubscriptionResponse;
    expect(subscription.items).toMatchObject([
      { variantTitle: '250ml', quantity: 1, pricePence: 2659, deliveryPence: 2659 },
    ]);
    expect(subscription.nextChargePence).toBe(2659);
    expect(subscription.nextDeliveryDate).toBe(sub.nextDeliveryDate);
    // The swap cleared the stored price in its transaction; the next refresh stores the new one.
    expect(await storedPence()).toBeNull();
    await refreshStoredDeliveryPence(suite.app.db);
    expect(await storedPence()).toBe(2659);

    const [stored] = await suite.app.db
      .select()
      .from(subscriptionItems)
      .where(eq(subscriptionItems.subscriptionId, sub.id));
    expect(stored).toMatchObject({
      variantId: big.id,
      variantTitle: '250ml',
      priceAtSubscribe: '26.59',
      planId: 'subscribe-1month',
      packs: 1,
      quantity: 1,
    });
    const contract = await contractLines(sub.shopifyContractId!);
    expect(contract?.lines.nodes).toHaveLength(1);
    expect(contract?.lines.nodes[0]).toMatchObject({
      variantId: big.gid,
      quantity: 1,
      currentPrice: { amount: '26.59' },
    });
    expect(contract?.lines.nodes[0].id).toBe(stored?.shopifyLineId);

    await advanceDays(30);
    expect((await renewalTotals(sub.id, 1)).map((r) => r.total)).toEqual(['26.59']);
  });

  it('refuses a swap to a variant that is not for sale on subscription, and another customer’s subscription', async () => {
    const { client, sub } = await subscribed('swap-refused@example.co.uk');
    const wholesale = await variantOf('wholesale-black-seed-oil-1l', 'Default');
    const refused = await post(client, sub, 'swap', { variantId: wholesale.id });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      error: { fields: { variantId: ['This product cannot be delivered on subscription'] } },
    });
    const unknown = await post(client, sub, 'swap', {
      variantId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.status).toBe(422);
    const bad = await post(client, sub, 'swap', { variantId: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { fields: { variantId: ['Choose a product size'] } },
    });

    const stranger = suite.app.client();
    await stranger.signUp({ email: 'swap-stranger@example.co.uk' });
    const big = await variantOf('black-seed-oil', '250ml');
    expect((await post(stranger, sub, 'swap', { variantId: big.id })).status).toBe(404);
    const [stored] = await suite.app.db
      .select()
      .from(subscriptionItems)
      .where(eq(subscriptionItems.subscriptionId, sub.id));
    expect(stored?.priceAtSubscribe).toBe('14.24');
    expect((await contractLines(sub.shopifyContractId!))?.lines.nodes[0].currentPrice).toEqual({
      amount: '14.24',
      currencyCode: 'GBP',
    });
  });

  it('orders a delivery now: billed today at £14.24, the next date unchanged, once a day', async () => {
    const { client, sub } = await subscribed('order-now@example.co.uk');
    const contractDate = (await contractLines(sub.shopifyContractId!))?.nextBillingDate;
    const res = await post(client, sub, 'order-now', {});
    expect(res.status).toBe(200);
    const { subscription } = (await res.json()) as SubscriptionResponse;
    expect(subscription.nextDeliveryDate).toBe(sub.nextDeliveryDate);
    expect(await renewalTotals(sub.id, 1)).toEqual([{ total: '14.24', kind: 'order_now' }]);
    const again = await post(client, sub, 'order-now', {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: { message: 'A delivery was already ordered today for this subscription.' },
    });
    const [after] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(after?.nextDeliveryDate).toBe(sub.nextDeliveryDate);
    const contract = await contractLines(sub.shopifyContractId!);
    expect(contract?.nextBillingDate).toBe(contractDate);
    // The scheduled renewal still comes on its date.
    await advanceDays(30);
    expect((await renewalTotals(sub.id, 2)).map((r) => [r.kind, r.total])).toEqual([
      ['order_now', '14.24'],
      ['renewal', '14.24'],
    ]);
  });

  it('adds a one-time jar of honey (£16.99) to the next delivery only: £31.23 then £14.24', async () => {
    const { client, sub } = await subscribed('one-time@example.co.uk');
    const honey = await variantOf('black-seed-honey', '250g');
    const res = await post(client, sub, 'one-time-items', { variantId: honey.id, quantity: 1 });
    expect(res.status).toBe(200);
    const { subscription } = (await res.json()) as SubscriptionResponse;
    expect(subscription.nextChargePence).toBe(3123);
    expect(subscription.oneTimeItems).toMatchObject([
      { productTitle: 'Black Seed Honey', quantity: 1, unitPricePence: 1699 },
    ]);
    // The contract's own lines are unchanged: the honey is on the next billing cycle only.
    expect((await contractLines(sub.shopifyContractId!))?.lines.nodes).toHaveLength(1);

    await advanceDays(30);
    expect((await renewalTotals(sub.id, 1)).map((r) => r.total)).toEqual(['31.23']);
    const listed = (await (await client.get('/api/account/subscriptions')).json()) as {
      subscriptions: SubscriptionResponse['subscription'][];
    };
    expect(listed.subscriptions[0]).toMatchObject({ nextChargePence: 1424, oneTimeItems: [] });
    await advanceDays(30);
    expect((await renewalTotals(sub.id, 2)).map((r) => r.total)).toEqual(['31.23', '14.24']);
  });

  it('lists only what it can sell, named for the customer, and refuses anything else saying why', async () => {
    const { client, sub } = await subscribed('choices@example.co.uk');
    const honey = await variantOf('black-seed-honey', '250g');
    const sidr = await variantOf('raw-sidr-honey', '250g');
    const balm = await variantOf('tallow-lip-balm', 'Default');
    const resin = await variantOf('shilajit-resin', '15g');
    // Shopify's figures as a sync stores them: the honey sold out, 2 jars of resin left.
    await suite.app.db
      .update(productVariants)
      .set({ inventoryQuantity: 0 })
      .where(eq(productVariants.id, honey.id));
    await suite.app.db
      .update(productVariants)
      .set({ inventoryQuantity: 2 })
      .where(eq(productVariants.id, resin.id));

    const res = await client.get(`/api/account/subscriptions/${sub.id}/options`);
    expect(res.status).toBe(200);
    const options = (await res.json()) as SubscriptionPortalOptionsResponse;
    for (const list of [options.swap, options.addOnce]) {
      const ids = list.map((choice) => choice.variantId);
      expect(ids).not.toContain(honey.id);
      expect(ids).not.toContain(sidr.id);
      expect(ids).not.toContain(balm.id);
      expect(ids).toContain(resin.id);
      expect(list.filter((choice) => /Default/.test(choice.label))).toEqual([]);
    }
    expect(options.addOnce.find((choice) => choice.variantId === resin.id)?.label).toBe(
      'Pure Himalayan Shilajit Resin · 15g',
    );
    expect(portalChoiceLabel('Tallow & Honey Lip Balm', 'Default')).toBe('Tallow & Honey Lip Balm');

    const refusals: [string, unknown, string][] = [
      [
        'swap',
        { variantId: honey.id },
        'Black Seed Honey · 250g is out of stock, so your subscription cannot be changed to it.',
      ],
      [
        'one-time-items',
        { variantId: honey.id, quantity: 1 },
        'Black Seed Honey · 250g is out of stock, so it cannot be added to your next delivery.',
      ],
      [
        'one-time-items',
        { variantId: sidr.id, quantity: 1 },
        'Raw Yemeni Sidr Honey · 250g is not sold online at the moment, so it cannot be added to your next delivery.',
      ],
      [
        'swap',
        { variantId: balm.id },
        'Tallow & Honey Lip Balm is not sold online at the moment, so your subscription cannot be changed to it.',
      ],
      [
        'one-time-items',
        { variantId: resin.id, quantity: 3 },
        'Only 2 of Pure Himalayan Shilajit Resin · 15g are left, so 3 cannot be added to your next delivery.',
      ],
    ];
    for (const [action, body, message] of refusals) {
      const refused = await post(client, sub, action, body);
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        error: { code: 'validation_failed', message, fields: { variantId: [message] } },
      });
    }
    // Nothing reached the contract or the next delivery.
    const lines = (await contractLines(sub.shopifyContractId!))?.lines.nodes;
    expect(lines).toHaveLength(1);
    expect(lines[0].currentPrice.amount).toBe('14.24');
    const listed = (await (await client.get('/api/account/subscriptions')).json()) as {
      subscriptions: SubscriptionResponse['subscription'][];
    };
    expect(listed.subscriptions[0]).toMatchObject({ nextChargePence: 1424, oneTimeItems: [] });
  });

  it('delivers to another saved address: the contract’s delivery method and the card', async () => {
    const { client, userId, sub } = await subscribed('address@example.co.uk');
    const [address] = await suite.app.db
      .insert(addresses)
      .values({
        userId,
        firstName: 'Amira',
        lastName: 'Khan',
        address1: '4 Mill Lane',
        city: 'York',
        country: 'United Kingdom',
        zip: 'YO1 7HH',
      })
      .returning();
    const res = await post(client, sub, 'address', { addressId: address!.id });
    expect(res.status).toBe(200);
    const { subscription } = (await res.json()) as SubscriptionResponse;
    expect(subscription.deliveryAddress).toBe('Amira Khan, 4 Mill Lane, York, YO1 7HH');
    expect((await contractLines(sub.shopifyContractId!))?.deliveryMethod.address).toMatchObject({
      city: 'York',
      zip: 'YO1 7HH',
    });
    // Someone else's address is not one of this customer's.
    const other = suite.app.client();
    const { userId: otherId } = await other.signUp({ email: 'address-other@example.co.uk' });
    const [theirs] = await suite.app.db
      .insert(addresses)
      .values({
        userId: otherId,
        firstName: 'B',
        lastName: 'C',
        address1: '1 High St',
        city: 'Leeds',
        country: 'United Kingdom',
        zip: 'LS1 1AA',
      })
      .returning();
    const refused = await post(client, sub, 'address', { addressId: theirs!.id });
    expect(refused.status).toBe(422);
  });
});

describe('sandbox subscription drafts refuse what Shopify refuses', () => {
  it('an unknown variant, and a committed draft used again', async () => {
    const { sub } = await subscribed('sandbox-drafts@example.co.uk');
    const admin = suite.adminApi();
    const lineId = (await contractLines(sub.shopifyContractId!))?.lines.nodes[0].id;
    const draft = await admin.request(
      `mutation u($contractId: ID!) { subscriptionContractUpdate(contractId: $contractId) { draft { id } userErrors { field message code } } }`,
      { variables: { contractId: sub.shopifyContractId } },
    );
    const draftId = draft.data?.subscriptionContractUpdate.draft.id;
    const LINE_UPDATE = `mutation l($draftId: ID!, $lineId: ID!, $input: SubscriptionLineUpdateInput!) { subscriptionDraftLineUpdate(draftId: $draftId, lineId: $lineId, input: $input) { lineUpdated { id } userErrors { field message code } } }`;
    const unknown = await admin.request(LINE_UPDATE, {
      variables: {
        draftId,
        lineId,
        input: { productVariantId: 'gid://shopify/ProductVariant/1', currentPrice: '1.00' },
      },
    });
    expect(unknown.data?.subscriptionDraftLineUpdate.userErrors).toEqual([
      {
        field: ['input', 'productVariantId'],
        message: 'Product variant does not exist',
        code: 'INVALID',
      },
    ]);
    const COMMIT = `mutation c($draftId: ID!) { subscriptionDraftCommit(draftId: $draftId) { contract { id } userErrors { field message code } } }`;
    expect(
      (await admin.request(COMMIT, { variables: { draftId } })).data?.subscriptionDraftCommit
        .userErrors,
    ).toEqual([]);
    const reused = await admin.request(LINE_UPDATE, {
      variables: { draftId, lineId, input: { quantity: 2 } },
    });
    expect(reused.data?.subscriptionDraftLineUpdate.userErrors).toEqual([
      {
        field: ['draftId'],
        message: 'Subscription draft has been already committed.',
        code: 'COMMITTED',
      },
    ]);
    expect((await contractLines(sub.shopifyContractId!))?.lines.nodes[0].quantity).toBe(1);
  });
});
