/**
 * The sandbox checkout's orders/create webhook is delivered again, as Shopify
 * retries a failed delivery, when the shop does not accept it at once (here: its database
 * connection is killed mid-store, as in a PostgreSQL restart). Before, it was sent once and only
 * the shopper's "send again" or the nightly reconciliation brought the order in.
 * PostgreSQL only: another connection holds the orders table to hold the first try mid-store.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../server/db/schema/orders';
import { startTestApp, type TestApp } from '../server/test/harness';
import { PAY_FORM } from '../server/test/sandbox-pay';
import { waitFor } from '../server/test/wait-for';

let app: TestApp;
beforeAll(async () => {
  // Shopify's schedule × 0.01: 50 ms, 150 ms, 450 ms…
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_WEBHOOK_RETRY_SCALE: '0.01' } });
});
afterAll(async () => {
  await app?.close();
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('the sandbox checkout webhook (PostgreSQL)', () => {
  it('is delivered again when the shop fails to store it, without the shopper asking', async () => {
    const email = `redelivered-${Date.now()}@example.co.uk`;
    const created = await app.fetch('/sandbox/shopify/api/2025-07/graphql.json', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'sandbox-public-token',
      },
      body: JSON.stringify({
        query:
          'mutation cartCreate($input: CartInput!) { cartCreate(input: $input) { cart { checkoutUrl } } }',
        variables: {
          input: {
            lines: [{ merchandiseId: 'gid://shopify/ProductVariant/44858553761926', quantity: 1 }],
          },
        },
      }),
    });
    const checkoutUrl = new URL(
      ((await created.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } }).data
        .cartCreate.cart.checkoutUrl,
    );
    const page = await (await app.fetch(`${checkoutUrl.pathname}${checkoutUrl.search}`)).text();
    const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');

    const blocker = new pg.Client({
      connectionString: app.database.pool?.options.connectionString,
    });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table orders in exclusive mode');
    const paid = app.fetch(action ?? '', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
      body: new URLSearchParams({ ...PAY_FORM, email }).toString(),
      redirect: 'manual',
    });
    // The first try waits to store the order: its connection is killed (the shop answers 503).
    await waitFor(
      async () =>
        (
          await blocker.query(
            "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          )
        ).rowCount ?? 0,
      (killed) => killed > 0,
    );
    await blocker.query('rollback');
    await blocker.end();
    const answer = await paid;
    expect(answer.status).toBe(303);
    const thankYou = await (await app.fetch(answer.headers.get('location') ?? '')).text();
    expect(thankYou).toContain('has not confirmed');

    // Delivered again on the schedule: stored once, and the thank-you page says so.
    const stored = await waitFor(
      () => app.db.select({ email: orders.email }).from(orders).where(eq(orders.email, email)),
      (rows) => rows.length > 0,
    );
    expect(stored).toEqual([{ email }]);
    await waitFor(
      async () => (await app.fetch(answer.headers.get('location') ?? '')).text(),
      (html) => !html.includes('has not confirmed'),
    );
    expect(
      await app.db.select({ id: orders.id }).from(orders).where(eq(orders.email, email)),
    ).toHaveLength(1);
  });
});
