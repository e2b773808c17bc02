import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES } from '../../core/schemas/product';
import { mountSandbox, SANDBOX_CART_CREATE_LIMIT } from '../../sandbox/routes';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { createLogger } from '../lib/logger';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import { SERVER_CART_CREATE_MUTATION } from '../shopify/merchandise';
import type { TestApp, TestClient } from '../test/harness';
import { type ErrorBody, startInfraApp } from './security-infra-setup';

// The infrastructure items of the security review: the sandbox in production, admin image URLs and
// secrets in the log.

let app: TestApp;
let admin: TestClient;
beforeAll(async () => {
  ({ app, admin } = await startInfraApp());
}, 180_000);
afterAll(() => app?.close());

/** A second app on the same database (same secrets, so sessions carry over), other settings. */
function sibling(app: TestApp, env: Record<string, string>) {
  const config = loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: app.baseUrl,
    DATA_DIR: app.config.dataDir,
    BETTER_AUTH_SECRET: app.config.authSecret,
    SHOPIFY_WEBHOOK_SECRET: app.config.shopify.webhookSecret,
    LOG_LEVEL: 'silent',
    SEED_DEMO_ADMIN: 'false',
    ...env,
  });
  const logger = createLogger('silent');
  return createApp({
    config,
    database: app.database,
    logger,
    mailer: app.mailer,
    mountOptionalRoutes: mountSandbox,
  }).app;
}

describe('the sandbox in production', () => {
  const production = {
    NODE_ENV: 'production',
    DATA_DIR: '/tmp/shop-sandbox-test',
    DATABASE_URL: 'postgres://localhost/shop',
    BETTER_AUTH_SECRET: 'x'.repeat(40),
    SHOPIFY_WEBHOOK_SECRET: 'y'.repeat(20),
  };

  it('refuses production on PostgreSQL with neither Shopify settings nor SHOPIFY_SANDBOX', () => {
    expect(() => loadConfig(production)).toThrowError(ConfigError);
    expect(() => loadConfig(production)).toThrowError(
      /SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN, SHOPIFY_STOREFRONT_PRIVATE_TOKEN and SHOPIFY_ADMIN_TOKEN.*SHOPIFY_SANDBOX=true/s,
    );
  });

  it('runs the sandbox there only when enabled, with a token that is not the constant', () => {
    const enabled = loadConfig({ ...production, SHOPIFY_SANDBOX: 'true' });
    expect(enabled.shopify.sandbox?.adminToken).toMatch(/^[0-9a-f]{64}$/);
    expect(enabled.shopify.sandbox?.adminToken).not.toBe(SANDBOX_ADMIN_TOKEN);
    // Derived from the auth secret: the same in every process of one deployment.
    expect(loadConfig({ ...production, SHOPIFY_SANDBOX: 'true' }).shopify.sandbox?.adminToken).toBe(
      enabled.shopify.sandbox?.adminToken,
    );
    expect(
      loadConfig({
        ...production,
        SHOPIFY_SANDBOX: 'true',
        SHOPIFY_SANDBOX_ADMIN_TOKEN: 'z'.repeat(32),
      }).shopify.sandbox?.adminToken,
    ).toBe('z'.repeat(32));
    const real = loadConfig({
      ...production,
      SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'public',
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'private',
      SHOPIFY_ADMIN_TOKEN: 'shpat_x',
    });
    expect(real.shopify.sandbox).toBeNull();
  });

  it('keeps the sandbox on by default for the embedded database and development', () => {
    const embedded = loadConfig({ NODE_ENV: 'production', DATA_DIR: '/tmp/shop-sandbox-test' });
    expect(embedded.shopify.sandbox).not.toBeNull();
    const dev = loadConfig({ DATA_DIR: '/tmp/shop-sandbox-test' });
    expect(dev.shopify.sandbox?.adminToken).toBe(SANDBOX_ADMIN_TOKEN);
    expect(() =>
      loadConfig({ DATA_DIR: '/tmp/shop-sandbox-test', SHOPIFY_SANDBOX: 'false' }),
    ).toThrowError(/SHOPIFY_SANDBOX/);
  });

  describe('mounted', () => {
    it('rate-limits cart creation per client with a Shopify-shaped 429', async () => {
      const create = () =>
        app.fetch('/sandbox/shopify/api/2025-07/graphql.json', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-shopify-storefront-access-token': 'sandbox-public-token',
          },
          body: JSON.stringify({
            query: SERVER_CART_CREATE_MUTATION,
            variables: { input: { lines: [] } },
          }),
        });
      const statuses: number[] = [];
      for (let i = 0; i <= SANDBOX_CART_CREATE_LIMIT.max; i++)
        statuses.push((await create()).status);
      expect(statuses.filter((s) => s === 429)).toHaveLength(1);
      expect(statuses[SANDBOX_CART_CREATE_LIMIT.max]).toBe(429);
      const limited = (await (await create()).json()) as {
        errors: { message: string; extensions: { code: string } }[];
      };
      expect(limited.errors[0]?.extensions.code).toBe('THROTTLED');
    });

    it('is not mounted when a real store is configured', async () => {
      const withStore = sibling(app, {
        SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com',
        SHOPIFY_STOREFRONT_TOKEN: 'public',
        SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'private',
        SHOPIFY_ADMIN_TOKEN: 'shpat_x',
      });
      const res = await withStore.request('/sandbox/shopify/api/2025-07/graphql.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.headers.get('content-type') ?? '').not.toContain('application/json');
    });
  });
});

describe('admin image URLs', () => {
  const product = (image_url: string) => {
    const suffix = Math.random().toString(36).slice(2, 8);
    return {
      title: `Image Honey ${suffix}`,
      handle: `image-honey-${suffix}`,
      image_url,
      variants: [{ title: '250g', price: '12.50' }],
    };
  };

  it.each([
    '//evil.example/x.png',
    'javascript:alert(1)',
    'http://cdn.shopify.com/s/files/x.png',
    'https://evil.example/x.png',
    'https://cdn.shopify.com.evil.example/x.png',
    '/\\evil.example/x.png',
    'data:image/svg+xml,<svg/>',
  ])('refuses %s with the schema message', async (url) => {
    const res = await admin.post('/api/admin/products', product(url));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorBody;
    expect(body.error.fields?.image_url).toEqual([PRODUCT_MESSAGES.imageUrlInvalid]);
  });

  it('accepts the Shopify CDN, the shop itself, a path on the shop and no image', async () => {
    for (const url of [
      'https://cdn.shopify.com/s/files/1/x.png',
      `${app.baseUrl}/media/x.png`,
      '/media/products/black-seed-oil.svg',
      '',
    ]) {
      const res = await admin.post('/api/admin/products', product(url));
      expect(res.status).toBe(201);
    }
  });

  it('accepts the hosts listed in IMAGE_HOSTS instead of the CDN', async () => {
    const other = sibling(app, { IMAGE_HOSTS: 'images.example.com' });
    const post = (url: string) =>
      other.request('/api/admin/products', {
        method: 'POST',
        headers: {
          origin: app.baseUrl,
          cookie: admin.cookieHeader(),
          'content-type': 'application/json',
        },
        body: JSON.stringify(product(url)),
      });
    expect((await post('https://images.example.com/a.png')).status).toBe(201);
    expect((await post('https://cdn.shopify.com/a.png')).status).toBe(400);
  });
});

describe('secrets in the log', () => {
  it('cuts query parameters, tokens, cookies and authorization out of logged errors', () => {
    const lines: string[] = [];
    const logger = createLogger('info', {
      write: (line: string) => {
        lines.push(line);
      },
    });
    const token = 'sessiontoken0123456789abcdefghij';
    const driver = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    const query = Object.assign(
      new Error(`Failed query: select * from sessions where token = $1\nparams: ${token}`),
      { query: 'select * from sessions where token = $1', params: [token], cause: driver },
    );
    logger.error({ err: query }, 'database unavailable');
    logger.info(
      { headers: { cookie: `session_token=${token}`, authorization: `Bearer ${token}` }, token },
      'request',
    );
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain(token);
    const logged = JSON.parse(lines[0] ?? '{}') as {
      err: { params: string; cause: { code: string } };
    };
    expect(logged.err.params).toBe('[Redacted]');
    expect(logged.err.cause.code).toBe('57P01');
  });
});
