import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../server/lib/project-root';
import { type AppProcess, startAppProcess } from '../server/test/app-process';
import { createNamedDatabase } from '../server/test/instances';
import { testDatabaseUrl } from '../server/test/services';

// The sandbox store is a layer the shop's production code never imports: the process entry
// (src/main.ts) loads it only when config.shopify.sandbox is on
// (docs/decisions/100-sandbox-module.md). Both processes run `npm start`'s entry in
// production mode (on a PostgreSQL database of their own with TEST_DATABASE_URL, which starts
// faster than the embedded one), with every module URL they resolve written to a file.

const root = findProjectRoot();
const recorder = join(root, 'src/server/test/record-loaded-modules.mjs');
const dir = mkdtempSync(join(tmpdir(), 'shop-modules-'));
const processes: AppProcess[] = [];
const databases: { drop: () => Promise<void> }[] = [];
afterAll(async () => {
  await Promise.all(processes.map((p) => p.stop()));
  await Promise.all(databases.map((d) => d.drop()));
  rmSync(dir, { recursive: true, force: true });
});

/** A PostgreSQL database of the process's own (production needs its secrets), else embedded. */
async function databaseSettings(): Promise<Record<string, string>> {
  if (!testDatabaseUrl) return {};
  const database = await createNamedDatabase(testDatabaseUrl, 'shop_modules');
  databases.push(database);
  return {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: 'modules-secret-modules-secret-0123456789',
    SHOPIFY_WEBHOOK_SECRET: 'modules-webhook-secret-0123',
  };
}

async function start(name: string, env: Record<string, string>) {
  const file = join(dir, `${name}.txt`);
  writeFileSync(file, '');
  const proc = await startAppProcess({
    ...(await databaseSettings()),
    NODE_OPTIONS: `--import=${recorder}`,
    LOADED_MODULES_FILE: file,
    LOG_LEVEL: 'warn',
    SEED_DEMO_ADMIN: 'false',
    INVENTORY_SYNC_MINUTES: '0',
    ...env,
  });
  processes.push(proc);
  const loaded = () =>
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith('file://'))
      .map((url) => url.slice(`file://${root}/`.length));
  return { proc, loaded };
}

const storefrontCall = (base: string) =>
  fetch(`${base}/sandbox/shopify/api/2026-10/graphql.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query: '{ shop { name } }' }),
  });

describe('the Shopify sandbox in a production process', () => {
  it('is never loaded with a real store configured, and is loaded and answers when it is on', async () => {
    const [withStore, withSandbox] = await Promise.all([
      start('with-store', {
        SHOPIFY_STORE_DOMAIN: 'habba-and-honey.myshopify.com',
        SHOPIFY_STOREFRONT_TOKEN: 'storefront-token',
        SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'storefront-private-token',
        SHOPIFY_ADMIN_TOKEN: 'admin-token',
      }),
      start('with-sandbox', { SHOPIFY_SANDBOX: 'true' }),
    ]);

    // The recorder works in both: the server's own modules are listed.
    expect(withStore.loaded()).toContain('src/server/app.ts');
    expect(withSandbox.loaded()).toContain('src/server/app.ts');

    // Without the sandbox: not one module of src/sandbox, and nothing at /sandbox/shopify.
    expect(withStore.loaded().filter((path) => path.startsWith('src/sandbox/'))).toEqual([]);
    const absent = await storefrontCall(withStore.proc.base);
    expect(absent.status).toBe(404);
    expect(await absent.text()).not.toContain('Storefront API');

    // With it: its modules are loaded and its Storefront API answers (401 without a token).
    expect(withSandbox.loaded()).toContain('src/sandbox/routes.ts');
    const present = await storefrontCall(withSandbox.proc.base);
    expect(present.status).toBe(401);
    expect(await present.json()).toEqual({
      errors: [
        {
          message: 'Invalid or missing Storefront API access token',
          extensions: { code: 'UNAUTHORIZED' },
        },
      ],
    });
  }, 400_000);
});
