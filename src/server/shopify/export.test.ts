import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSandboxThrottledAnswers, forceSandboxAdminThrottle } from '../../sandbox/admin-api';
import { grantRole } from '../auth/roles';
import { products, productVariants } from '../db/schema/catalog';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import {
  computeThrottleDelayMs,
  createAdminClientFromConfig,
  createShopifyAdminClient,
  PRODUCT_SET_MUTATION,
  type ProductSetResult,
  type QueryCost,
  SANDBOX_ADMIN_TOKEN,
} from './admin-client';
import { exportProductsToShopify } from './export';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  const { userId, password } = await admin.signUp();
  await grantRole(app.db, userId, 'admin');
  // The admin area needs a second factor.
  await admin.enrolTotp(password);
});
afterAll(() => app?.close());

type SseEvent = { event: string; data: unknown };

async function readSse(res: Response): Promise<SseEvent[]> {
  const text = await res.text();
  return text
    .split(/\n\n+/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const lines = block.split('\n');
      const event =
        lines
          .find((l) => l.startsWith('event:'))
          ?.slice(6)
          .trim() ?? 'message';
      const data = lines
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trim())
        .join('\n');
      return { event, data: JSON.parse(data) };
    });
}

async function publishedVariantGids() {
  const rows = await app.db
    .select({ id: productVariants.id, gid: productVariants.shopifyGid })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.published, true));
  return new Map(rows.map((r) => [r.id, r.gid]));
}

type SandboxAnswer = {
  data: { productSet: ProductSetResult & { product: NonNullable<ProductSetResult['product']> } };
  extensions: { cost: QueryCost };
};

describe('sandbox admin API', () => {
  it('answers 401 to a wrong token', async () => {
    const res = await app.fetch('/sandbox/shopify/admin/api/2025-07/graphql.json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Shopify-Access-Token': 'wrong' },
      body: JSON.stringify({ query: PRODUCT_SET_MUTATION, variables: {} }),
    });
    expect(res.status).toBe(401);
  });

  it('upserts by handle with stable variant ids and reports cost', async () => {
    const input = {
      title: 'Sandbox Oil',
      handle: 'sandbox-oil',
      productOptions: [{ name: 'Size', values: [{ name: '100ml' }] }],
      variants: [
        { optionValues: [{ optionName: 'Size', name: '100ml' }], price: '9.99', sku: 'SO-100' },
      ],
    };
    const call = () =>
      app
        .fetch('/sandbox/shopify/admin/api/2025-07/graphql.json', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN,
          },
          body: JSON.stringify({
            query: PRODUCT_SET_MUTATION,
            variables: { input, identifier: { handle: 'sandbox-oil' } },
          }),
        })
        .then((r) => r.json() as Promise<SandboxAnswer>);
    const first = await call();
    const second = await call();
    const nodes = first.data.productSet.product.variants.nodes;
    expect(nodes[0]).toEqual({
      id: expect.stringMatching(/^gid:\/\/shopify\/ProductVariant\/\d+$/),
      sku: 'SO-100',
      price: '9.99',
    });
    expect(second.data.productSet.product.variants.nodes).toEqual(nodes);
    expect(first.data.productSet.userErrors).toEqual([]);
    expect(first.extensions.cost.throttleStatus).toMatchObject({
      maximumAvailable: 2000,
      restoreRate: 100,
    });
  });
});

describe('export to Shopify', () => {
  it('streams progress, writes back shopify_gid values and is idempotent', async () => {
    const before = await publishedVariantGids();
    const res = await admin.post('/api/admin/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('content-encoding')).toBeNull();
    const events = await readSse(res);
    const progress = events
      .filter((e) => e.event === 'progress')
      .map((e) => e.data as { done: number; total: number });
    const result = events.find((e) => e.event === 'result')?.data as {
      exported: number;
      total: number;
      message: string;
      errors: unknown[];
    };
    const [published] = await Promise.all([
      app.db.select({ id: products.id }).from(products).where(eq(products.published, true)),
    ]);
    expect(result.total).toBe(published.length);
    expect(result.exported).toBe(published.length);
    expect(result.errors).toEqual([]);
    expect(result.message).toBe(`Exported ${published.length} products to Shopify!`);
    expect(progress[0]).toEqual({ done: 0, total: published.length });
    expect(progress.at(-1)).toEqual({ done: published.length, total: published.length });
    expect(progress).toHaveLength(published.length + 1);

    const after = await publishedVariantGids();
    expect(after.size).toBe(before.size);
    for (const gid of after.values()) expect(gid).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
    expect([...after.values()]).not.toEqual([...before.values()]);
    expect(new Set(after.values()).size).toBe(after.size);

    const again = await readSse(await admin.post('/api/admin/export'));
    expect(again.find((e) => e.event === 'result')?.data).toMatchObject({
      exported: published.length,
      errors: [],
    });
    expect(await publishedVariantGids()).toEqual(after);
  });

  it('reports per-product errors and exports the rest', async () => {
    const [bad] = await app.db
      .insert(products)
      .values({
        title: 'Twin Variant Balm',
        handle: 'twin-variant-balm',
        published: true,
        sortOrder: 999,
      })
      .returning();
    await app.db.insert(productVariants).values([
      { productId: bad?.id as string, title: '50ml', price: '5.00', position: 0 },
      { productId: bad?.id as string, title: '50ml', price: '6.00', position: 1 },
    ]);
    try {
      const events = await readSse(await admin.post('/api/admin/export'));
      const result = events.find((e) => e.event === 'result')?.data as {
        exported: number;
        total: number;
        message: string;
        errors: { handle: string; message: string }[];
      };
      expect(result.exported).toBe(result.total - 1);
      expect(result.errors).toEqual([
        {
          handle: 'twin-variant-balm',
          title: 'Twin Variant Balm',
          // Each of the twin's packs collides (productSet refuses the whole product).
          message:
            "The variant '50ml / 1' already exists.; The variant '50ml / 2-pack' already exists.; The variant '50ml / 3-pack' already exists.",
        },
      ]);
      expect(result.message).toContain('1 failed');
      const gids = await app.db
        .select({ gid: productVariants.shopifyGid })
        .from(productVariants)
        .where(eq(productVariants.productId, bad?.id as string));
      expect(gids.every((g) => g.gid === null)).toBe(true);
    } finally {
      await app.db.delete(products).where(inArray(products.id, [bad?.id as string]));
    }
  });

  it('waits and retries when the API answers THROTTLED', async () => {
    const delays: number[] = [];
    const client = createAdminClientFromConfig(app.config, {
      sleep: async (ms) => {
        delays.push(ms);
        await new Promise((r) => setTimeout(r, ms));
      },
    });
    const throttledBefore = countSandboxThrottledAnswers();
    forceSandboxAdminThrottle(2);
    const result = await exportProductsToShopify({ db: app.db, client });
    expect(result.errors).toEqual([]);
    expect(result.exported).toBe(result.total);
    // The two forced, and any the export met at a Standard store's pace (every mutation of it
    // costs 10 points of a 2,000-point bucket restored at 100 a second: decision 154).
    expect(countSandboxThrottledAnswers() - throttledBefore).toBeGreaterThanOrEqual(2);
    // (requested 10 − available 5) / restoreRate 100 = 50 ms, twice.
    expect(delays.slice(0, 2)).toEqual([50, 50]);
  });

  it('fails the whole export with a message when the token is refused', async () => {
    const client = createShopifyAdminClient({
      baseUrl: `${app.baseUrl}/sandbox/shopify`,
      token: 'not-the-token',
      apiVersion: '2025-07',
    });
    await expect(exportProductsToShopify({ db: app.db, client })).rejects.toThrow(
      'Shopify refused the admin access token',
    );
  });
});

describe('throttle arithmetic', () => {
  it('waits (requested − available) / restoreRate seconds', () => {
    const status = { maximumAvailable: 2000, currentlyAvailable: 5, restoreRate: 100 };
    expect(computeThrottleDelayMs(10, status)).toBe(50);
    expect(computeThrottleDelayMs(10, { ...status, currentlyAvailable: 500 })).toBe(0);
  });
});
