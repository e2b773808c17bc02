import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShopifyConnectReportDto } from '../../core/api/shopify-connect';
import { SYSTEM_ACTOR } from '../audit/service';
import { setStaffRole } from '../auth/roles';
import { auditLog } from '../db/schema/audit';
import { startTestApp, type TestApp } from '../test/harness';
import { createAdminClientFromConfig } from './admin-client';
import {
  connectShopifyStore,
  formatConnectReport,
  listWebhookSubscriptions,
  WEBHOOK_SUBSCRIPTION_CREATE_MUTATION,
  WEBHOOK_SUBSCRIPTION_UPDATE_MUTATION,
  webhookAddress,
} from './connect';
import { API_WEBHOOK_TOPICS, REQUIRED_ADMIN_SCOPES } from './store-requirements';

let app: TestApp;

beforeAll(async () => {
  // A Plus store (decision 154): the file exports the catalogue more than once, which a Standard
  // store's Admin API rate limit spreads over tens of seconds (admin-rate-limit.test.ts tests it).
  app = await startTestApp({ env: { ENABLE_TEST_ROUTES: 'true', SHOPIFY_SANDBOX_PLAN: 'plus' } });
}, 120_000);
afterAll(() => app?.close());

const client = () => createAdminClientFromConfig(app.config);
const connect = () => connectShopifyStore({ config: app.config, client: client(), db: app.db });

async function revokeScopes(revoke: string[]) {
  const response = await app.fetch('/sandbox/shopify/test/access-scopes', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ revoke }),
  });
  expect(response.status).toBe(200);
}

afterEach(() => revokeScopes([]));

const ORDERS_ADDRESS = () => `${app.baseUrl}/api/webhooks/shopify/orders-create`;

describe('npm run shopify:connect against the sandbox store', () => {
  it("first run: subscribes every topic at the shop's routes and reports all ✓; a second run changes nothing", async () => {
    const first = await connect();
    expect(first.checks.filter((c) => !c.ok)).toEqual([]);
    expect(first.ready).toBe(true);
    expect(first.webhooks).toEqual(
      API_WEBHOOK_TOPICS.map((t) => ({ topic: t.topic, change: 'created' })),
    );
    expect(first.checks.map((c) => c.name)).toEqual([
      'Store settings',
      'Admin token scopes',
      'Webhook orders/create',
      'Webhook inventory_levels/update',
      'Webhook subscription_contracts/create',
      'Webhook subscription_contracts/update',
      'Webhook subscription_billing_attempts/success',
      'Webhook subscription_billing_attempts/failure',
      'Webhook customer_payment_methods/update',
      'Storefront public token',
      'Storefront private token',
      'Catalogue export',
    ]);
    const afterFirst = await listWebhookSubscriptions(client());
    expect(afterFirst.map((s) => [s.topic, s.uri])).toEqual([
      ['ORDERS_CREATE', ORDERS_ADDRESS()],
      ['INVENTORY_LEVELS_UPDATE', `${app.baseUrl}/api/webhooks/shopify/inventory`],
      ['SUBSCRIPTION_CONTRACTS_CREATE', `${app.baseUrl}/api/webhooks/shopify/subscriptions`],
      ['SUBSCRIPTION_CONTRACTS_UPDATE', `${app.baseUrl}/api/webhooks/shopify/subscriptions`],
      [
        'SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS',
        `${app.baseUrl}/api/webhooks/shopify/subscriptions`,
      ],
      [
        'SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE',
        `${app.baseUrl}/api/webhooks/shopify/subscriptions`,
      ],
      ['CUSTOMER_PAYMENT_METHODS_UPDATE', `${app.baseUrl}/api/webhooks/shopify/subscriptions`],
    ]);
    // Every address is a webhook route the app serves.
    const routes = new Set(app.app.routes.filter((r) => r.method === 'POST').map((r) => r.path));
    for (const s of afterFirst) expect(routes.has(new URL(s.uri).pathname)).toBe(true);
    expect(first.checks.find((c) => c.name === 'Catalogue export')?.detail).toMatch(
      /^Exported \d+ products to Shopify!$/,
    );
    const printed = formatConnectReport(first);
    expect(printed).toContain('✓ Admin token scopes: All 11 scopes the shop needs are granted');
    expect(printed).toContain('Webhooks: 7 created, 0 corrected, 0 unchanged, 0 failed.');
    expect(printed).not.toContain('✗');
    expect(printed.endsWith('Ready: the store is connected.')).toBe(true);

    const second = await connect();
    expect(second.ready).toBe(true);
    expect(second.webhooks).toEqual(
      API_WEBHOOK_TOPICS.map((t) => ({ topic: t.topic, change: 'unchanged' })),
    );
    expect(await listWebhookSubscriptions(client())).toEqual(afterFirst);
    expect(formatConnectReport(second)).toContain(
      'Webhooks: 0 created, 0 corrected, 7 unchanged, 0 failed.',
    );
    expect(second.checks.find((c) => c.name === 'Webhook orders/create')?.detail).toBe(
      `Subscribed at ${ORDERS_ADDRESS()} (unchanged)`,
    );
  });

  it('names a scope the Admin token lacks, and the topic Shopify then refuses', async () => {
    await connect(); // every topic subscribed while the token had every scope
    await revokeScopes(['read_customer_payment_methods']);
    const report = await connect();
    expect(report.ready).toBe(false);
    const scopes = report.checks.find((c) => c.name === 'Admin token scopes');
    expect(scopes).toEqual({
      name: 'Admin token scopes',
      ok: false,
      detail:
        'Missing: read_customer_payment_methods (the card a renewal uses, customer_payment_methods/update, the card update email)',
      todo: expect.stringContaining('give the app the scope read_customer_payment_methods ('),
    });
    expect(formatConnectReport(report)).toContain(
      '✗ Admin token scopes: Missing: read_customer_payment_methods',
    );
    // Everything else passes (the topic's subscription made before stays).
    expect(report.checks.filter((c) => !c.ok).map((c) => c.name)).toEqual(['Admin token scopes']);
  });

  it("moves a subscription at a wrong address to the shop's, with webhookSubscriptionUpdate", async () => {
    await connect();
    const before = await listWebhookSubscriptions(client());
    const orders = before.find((s) => s.topic === 'ORDERS_CREATE');
    expect(orders?.uri).toBe(ORDERS_ADDRESS());
    // Someone points it elsewhere in Shopify's admin (an old domain).
    const moved = await client().graphql<{
      webhookSubscriptionUpdate: { userErrors: unknown[] };
    }>(WEBHOOK_SUBSCRIPTION_UPDATE_MUTATION, {
      id: orders?.id,
      webhookSubscription: { uri: 'https://old-shop.example/api/webhooks/shopify/orders-create' },
    });
    expect(moved.webhookSubscriptionUpdate.userErrors).toEqual([]);

    const report = await connect();
    expect(report.ready).toBe(true);
    expect(report.webhooks.find((w) => w.topic === 'orders/create')?.change).toBe('corrected');
    expect(report.webhooks.filter((w) => w.change !== 'unchanged')).toHaveLength(1);
    expect(report.checks.find((c) => c.name === 'Webhook orders/create')?.detail).toBe(
      `Moved from https://old-shop.example/api/webhooks/shopify/orders-create to ${ORDERS_ADDRESS()}`,
    );
    // The same subscription (same id), at the shop's address again: the list is as before.
    const ids = (list: { id: string; topic: string; uri: string }[]) =>
      list.map(({ id, topic, uri }) => ({ id, topic, uri }));
    expect(ids(await listWebhookSubscriptions(client()))).toEqual(ids(before));
  });
});

describe('the sandbox Admin API answers webhook subscriptions as Shopify does', () => {
  it("refuses a second subscription of a topic at the same address with Shopify's userError", async () => {
    await connect();
    const data = await client().graphql<{
      webhookSubscriptionCreate: { webhookSubscription: unknown; userErrors: unknown[] };
    }>(WEBHOOK_SUBSCRIPTION_CREATE_MUTATION, {
      topic: 'ORDERS_CREATE',
      webhookSubscription: {
        uri: webhookAddress(app.config, '/api/webhooks/shopify/orders-create'),
      },
    });
    expect(data.webhookSubscriptionCreate).toEqual({
      webhookSubscription: null,
      userErrors: [
        {
          field: ['webhookSubscription', 'uri'],
          message: 'Address for this topic has already been taken',
        },
      ],
    });
  });

  it('refuses a field the published schema does not have (the document is validated first)', async () => {
    await expect(
      client().graphql(
        `query { currentAppInstallation { accessScopes { handle grantedAt } } }`,
        {},
      ),
    ).rejects.toThrow('Cannot query field "grantedAt" on type "AccessScope".');
  });

  it('lists the scopes granted, and fewer once a test revokes one', async () => {
    const read = async () =>
      (
        await client().graphql<{
          currentAppInstallation: { accessScopes: { handle: string }[] };
        }>(`query { currentAppInstallation { accessScopes { handle } } }`, {})
      ).currentAppInstallation.accessScopes.map((s) => s.handle);
    expect(await read()).toEqual(REQUIRED_ADMIN_SCOPES.map((s) => s.handle));
    await revokeScopes(['write_orders']);
    expect(await read()).toEqual(
      REQUIRED_ADMIN_SCOPES.map((s) => s.handle).filter((h) => h !== 'write_orders'),
    );
    // A topic needing the revoked scope (read_orders comes with write_orders) is refused.
    const data = await client().graphql<{
      webhookSubscriptionCreate: { webhookSubscription: unknown; userErrors: unknown[] };
    }>(WEBHOOK_SUBSCRIPTION_CREATE_MUTATION, {
      topic: 'ORDERS_CREATE',
      webhookSubscription: { uri: 'https://elsewhere.example/orders' },
    });
    expect(data.webhookSubscriptionCreate).toEqual({
      webhookSubscription: null,
      userErrors: [
        {
          field: ['topic'],
          message: 'Access denied for orders/create: it requires the read_orders scope',
        },
      ],
    });
  });
});

describe('Connect store in the admin (POST /api/admin/shopify/connect)', () => {
  it('answers the owner the same report, records it in the audit log, and refuses staff', async () => {
    await connect();
    const owner = await app.adminClient();
    const response = await owner.client.post('/api/admin/shopify/connect');
    expect(response.status).toBe(200);
    const report = (await response.json()) as ShopifyConnectReportDto;
    expect(report.ready).toBe(true);
    expect(report.webhooks).toEqual(
      API_WEBHOOK_TOPICS.map((t) => ({ topic: t.topic, change: 'unchanged' })),
    );
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'shopify.connect'));
    expect(entry?.summary).toBe('Connected the Shopify store');

    const staff = await app.adminClient();
    await setStaffRole(app.db, staff.userId, 'staff', SYSTEM_ACTOR);
    const refused = await staff.client.post('/api/admin/shopify/connect');
    expect(refused.status).toBe(403);
  });
});
