import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedCatalogueIfEmpty } from '../seed/seed-catalogue';
import { startTestApp, type TestApp } from '../test/harness';
import { testEnvironment } from '../test/instances';
import { runShopifyConnectCommand } from './shopify-connect';

/**
 * The command as an operator runs it: its own settings (the environment start-up reads), its own
 * database (an embedded one here, seeded with the catalogue), and the sandbox store served by a
 * running shop server at PUBLIC_URL.
 */
let app: TestApp;
let dataDir: string;
let env: NodeJS.ProcessEnv;

beforeAll(async () => {
  // A Plus store (decision 154): the file exports the catalogue more than once, which a Standard
  // store's Admin API rate limit spreads over tens of seconds (admin-rate-limit.test.ts tests it).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_PLAN: 'plus' } });
  dataDir = mkdtempSync(join(tmpdir(), 'shopify-connect-cli-'));
  const handle = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await seedCatalogueIfEmpty(handle.db);
  await handle.close();
  env = testEnvironment(Number(new URL(app.baseUrl).port), dataDir) as NodeJS.ProcessEnv;
}, 120_000);
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run shopify:connect', () => {
  it('prints usage for any argument', async () => {
    expect(await runShopifyConnectCommand(['--force'], env)).toEqual({
      code: 2,
      message: 'Usage: npm run shopify:connect',
    });
  });

  it('connects the sandbox store: all ✓ and exit 0; run again, it reports every webhook unchanged', async () => {
    const first = await runShopifyConnectCommand([], env);
    expect(first.message).not.toContain('✗');
    expect(first.message).toContain(
      `✓ Webhook orders/create: Subscribed at ${app.baseUrl}/api/webhooks/shopify/orders-create (created)`,
    );
    expect(first.message).toContain('✓ Storefront public token: Answered for "');
    expect(first.message).toContain('✓ Storefront private token: Answered for "');
    expect(first.message).toMatch(/✓ Catalogue export: Exported \d+ products to Shopify!/);
    expect(first.message).toContain('Webhooks: 7 created, 0 corrected, 0 unchanged, 0 failed.');
    expect(first.code).toBe(0);

    const second = await runShopifyConnectCommand([], env);
    expect(second.message).not.toContain('✗');
    expect(second.code).toBe(0);
    expect(second.message).toContain('Webhooks: 0 created, 0 corrected, 7 unchanged, 0 failed.');
  });

  it('says to start the server when the sandbox store does not answer (exit 1)', async () => {
    const offline = { ...env, PUBLIC_URL: 'http://127.0.0.1:9' };
    const result = await runShopifyConnectCommand([], offline);
    expect(result.code).toBe(1);
    expect(result.message).toContain('✗ Admin token scopes: Could not reach Shopify');
    expect(result.message).toContain(
      '→ The built-in sandbox store is served by the shop server at PUBLIC_URL: start it (npm start), then run this again.',
    );
    expect(result.message.endsWith('Not ready: do what each ✗ says, then run this again.')).toBe(
      true,
    );
  });
});
