import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  checkSale,
  figuresByKind,
  prepareSale,
  runMix,
  type Sale,
  type Stack,
  startStack,
  sweepRenewals,
  webhookFigures,
} from '../test/flash-sale-mix';
import { createNamedDatabase, findFreePort } from '../test/instances';
import { testDatabaseUrl } from '../test/services';

/**
 * The flash-sale bench's checks on a short run of the same mix (src/server/test/flash-sale-mix.ts,
 * docs/decisions/135-flash-sale-bench.md): two shop processes and the sandbox store as its own
 * process on one PostgreSQL, behind HAProxy with deploy/haproxy/haproxy.cfg (.ci/run installs
 * it; without it this test fails, never skips). Every paid checkout is exactly one order, stock
 * is the starting stock minus what was sold (on Shopify and in the shop), every renewal is billed
 * once, and no webhook is lost. Speed is the bench's business, not this test's.
 */
const adminUrl = testDatabaseUrl;
let stack: Stack;
let sale: Sale;
let dropDatabase: () => Promise<void> = async () => {};

/** Enough for 12 s of checkouts on a quiet machine: selling out would refuse checkouts (400). */
const START_STOCK = 10_000;

describe.skipIf(!adminUrl)('the flash-sale mix behind HAProxy', () => {
  beforeAll(async () => {
    const database = await createNamedDatabase(adminUrl ?? '', 'shop_flash');
    dropDatabase = database.drop;
    const ports = {
      balancer: await findFreePort(),
      shop1: await findFreePort(),
      shop2: await findFreePort(),
      sandbox: await findFreePort(),
    };
    stack = await startStack({ databaseUrl: database.url, ports });
    sale = await prepareSale(stack, { shoppers: 2, startStock: START_STOCK, renewals: 5 });
  }, 300_000);

  afterAll(async () => {
    await stack?.stop();
    await dropDatabase();
  }, 60_000);

  it('sells through the balancer: every paid checkout one order, stock exact, renewals once, no webhook lost', async () => {
    const rec = await runMix(stack, sale, {
      seconds: 12,
      // An open loop, as the bench's --rate runs (arrivals a second).
      // Visitors enough for a rush in each process (decision 159: 20 people's requests a second),
      // so the webhooks are answered on receipt and stored by the inbox (decision 162).
      rates: { visitors: 60, signedIn: 4, search: 2, drawer: 2, checkout: 2, staffEveryMs: 1500 },
      events: [{ atSecond: 3, name: 'renewal sweep', run: () => sweepRenewals(stack) }],
    });
    const checks = await checkSale(stack, sale, rec, 45_000);
    const kinds = figuresByKind(rec.samples, 12);
    // Every kind of the mix ran, none failed.
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      expect.arrayContaining([
        'account api',
        'checkout (shop)',
        'drawer price',
        'hosted checkout page',
        'page (search)',
        'page (signed in)',
        'page (visitor)',
        'payment',
        'staff',
      ]),
    );
    expect(rec.errors).toEqual([]);
    expect(checks.paidCheckouts).toBeGreaterThan(0);
    expect(checks.failures).toEqual([]);
    expect(checks.exactlyOneOrder).toBe(checks.paidCheckouts);
    // With no outage, what shoppers saw paid is what Shopify sold, to the unit.
    expect(checks.unitsSeenPaid).toBe(checks.unitsSold);
    expect(checks.paidUnseen).toBe(0);
    expect(checks.sandboxStock).toBe(START_STOCK - checks.unitsSold);
    expect(checks.shopStock).toBe(START_STOCK - checks.unitsSold);
    expect(checks.renewalsBilled).toBe(5);
    expect(checks.billedTwice).toBe(0);
    expect(checks.lostWebhooks).toBe(0);
    // The rush queued the orders' webhooks, and the inbox did every one.
    expect(checks.queuedWebhooks.orders).toBeGreaterThan(0);
    expect(checks.inboxPending).toBe(0);
    // The webhooks went through the balancer (its log), and every one was acknowledged.
    const webhooks = webhookFigures(stack.requestLog(), 12);
    expect(webhooks.count).toBeGreaterThanOrEqual(checks.paidCheckouts);
    expect(webhooks.errors).toBe(0);
  }, 180_000);
});
