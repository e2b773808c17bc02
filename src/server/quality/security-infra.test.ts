import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_CREATE_MUTATION } from '../../core/cart/checkout-rules';
import { PRODUCT_MESSAGES } from '../../core/schemas/product';
import { createApp } from '../app';
import { ConfigError, loadConfig } from '../config';
import { clientAddress } from '../http/rate-limit';
import { createLogger } from '../lib/logger';
import { NEWSLETTER_RATE_LIMIT } from '../newsletter/routes';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import { SANDBOX_CART_CREATE_LIMIT } from '../shopify/sandbox/routes';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

// Issue 15, the infrastructure items: CSRF on the app's own API (4), the client address behind a
// trusted proxy (5), the sandbox in production (6) and admin image URLs (13). Items 3, 7 and 9
// (the database going away) are in faults.test.ts.

const ADDRESS = {
  firstName: 'Amira',
  lastName: 'Khan',
  address1: '12 Honey Lane',
  city: 'Leeds',
  country: 'United Kingdom',
  zip: 'LS1 4AB',
};

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
  return createApp({ config, database: app.database, logger, mailer: app.mailer }).app;
}

// One app for the whole file (each app costs a migrated database): client addresses from a
// trusted proxy and rate limits on, as in production behind a load balancer.
let app: TestApp;
let shopper: TestClient;
let admin: TestClient;
beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { TRUST_PROXY: 'true', RATE_LIMITS: 'true' } });
  shopper = app.client();
  await shopper.signUp();
  // The admin area needs a second factor (issue 15 item 14).
  ({ client: admin } = await app.adminClient());
}, 180_000);
afterAll(() => app?.close());

type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string[]> } };

describe('CSRF on the API (issue 15 item 4)', () => {
  /** A request with the shopper's cookies and exactly the given headers. */
  const raw = (
    client: TestClient,
    path: string,
    headers: Record<string, string>,
    body: string,
    method = 'POST',
  ) =>
    fetch(`${app.baseUrl}${path}`, {
      method,
      headers: { cookie: client.cookieHeader(), ...headers },
      body,
    });

  it('refuses a foreign Origin, and a null one, with 403 and the error shape', async () => {
    for (const origin of ['https://evil.example', 'null']) {
      const res = await raw(
        shopper,
        '/api/account/addresses',
        { origin, 'content-type': 'application/json' },
        JSON.stringify(ADDRESS),
      );
      expect(res.status).toBe(403);
      const body = (await res.json()) as ErrorBody;
      expect(body.error.code).toBe('forbidden');
      expect(body.error.message).toBe('Cross-site request refused');
    }
    const list = await shopper.get('/api/account/addresses');
    expect(((await list.json()) as { addresses: unknown[] }).addresses).toHaveLength(0);
  });

  it('refuses the probe: text/plain; charset=application/json from a foreign origin', async () => {
    const res = await raw(
      shopper,
      '/api/account/addresses',
      { origin: 'https://evil.example', 'content-type': 'text/plain; charset=application/json' },
      JSON.stringify(ADDRESS),
    );
    expect(res.status).toBe(403);
  });

  it('answers 415 to a same-origin body that is not application/json', async () => {
    for (const type of [
      'text/plain; charset=application/json',
      'application/x-www-form-urlencoded',
    ]) {
      const res = await raw(
        shopper,
        '/api/account/addresses',
        { origin: app.baseUrl, 'content-type': type },
        JSON.stringify(ADDRESS),
      );
      expect(res.status).toBe(415);
      expect(((await res.json()) as ErrorBody).error.code).toBe('unsupported_media_type');
    }
  });

  it('without Origin, refuses a cross-site Sec-Fetch-Site and a foreign Referer', async () => {
    const json = { 'content-type': 'application/json' };
    const crossSite = await raw(
      shopper,
      '/api/account/addresses',
      { ...json, 'sec-fetch-site': 'cross-site' },
      JSON.stringify(ADDRESS),
    );
    expect(crossSite.status).toBe(403);
    const referer = await raw(
      shopper,
      '/api/account/addresses',
      { ...json, referer: 'https://evil.example/page' },
      JSON.stringify(ADDRESS),
    );
    expect(referer.status).toBe(403);
    const sameOrigin = await raw(
      shopper,
      '/api/account/addresses',
      { ...json, 'sec-fetch-site': 'same-origin' },
      JSON.stringify(ADDRESS),
    );
    expect(sameOrigin.status).toBe(201);
  });

  it('refuses an admin approval from a foreign origin', async () => {
    const res = await raw(
      admin,
      '/api/admin/applications/00000000-0000-4000-8000-000000000000/status',
      { origin: 'https://evil.example', 'content-type': 'application/json' },
      JSON.stringify({ status: 'approved' }),
    );
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('forbidden');
  });

  it('accepts same-origin JSON, and leaves reads and signed webhooks alone', async () => {
    const res = await shopper.post('/api/account/addresses', { ...ADDRESS, city: 'York' });
    expect(res.status).toBe(201);
    const read = await fetch(`${app.baseUrl}/api/store/config`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
    // A webhook carries no Origin of the shop: its HMAC decides (401 unsigned, never 403/415).
    const hook = await fetch(`${app.baseUrl}/api/webhooks/shopify/orders-create`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(hook.status).toBe(401);
  });

  it('trusts both loopback origins on the embedded default only', () => {
    const embedded = loadConfig({
      DATA_DIR: '/tmp/shop-csrf-test',
      PORT: '3999',
      NODE_ENV: 'production',
    });
    expect(embedded.trustedOrigins).toEqual(['http://localhost:3999', 'http://127.0.0.1:3999']);
    const deployed = loadConfig({
      DATA_DIR: '/tmp/shop-csrf-test',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      DATABASE_URL: 'postgres://localhost/shop',
      BETTER_AUTH_SECRET: 'x'.repeat(40),
      SHOPIFY_WEBHOOK_SECRET: 'y'.repeat(20),
      SHOPIFY_SANDBOX: 'true',
    });
    expect(deployed.trustedOrigins).toEqual(['https://shop.example']);
  });
});

describe('client address behind a trusted proxy (issue 15 item 5)', () => {
  it('takes the hop the proxy appended, so a forged left-most hop cannot dodge a limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= NEWSLETTER_RATE_LIMIT.max; i++) {
      const res = await app.fetch('/api/newsletter', {
        method: 'POST',
        headers: {
          origin: app.baseUrl,
          'content-type': 'application/json',
          'x-forwarded-for': `10.9.8.${i}, 203.0.113.77`,
        },
        body: JSON.stringify({ email: `forged-${i}@example.co.uk` }),
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, NEWSLETTER_RATE_LIMIT.max)).toEqual(
      Array(NEWSLETTER_RATE_LIMIT.max).fill(200),
    );
    expect(statuses[NEWSLETTER_RATE_LIMIT.max]).toBe(429);
  });

  it('counts TRUST_PROXY_HOPS proxies from the right', async () => {
    const address = async (hops: number, forwarded: string) => {
      const res = await new Hono()
        .get('/', (c) => c.text(clientAddress(c, hops)))
        .request('/', { headers: { 'x-forwarded-for': forwarded } });
      return res.text();
    };
    expect(await address(1, 'forged, 203.0.113.5')).toBe('203.0.113.5');
    expect(await address(2, 'forged, 203.0.113.5, 10.0.0.2')).toBe('203.0.113.5');
    expect(await address(2, '203.0.113.6')).toBe('203.0.113.6');
    expect(await address(0, '203.0.113.6')).toBe('unknown'); // not trusted: the socket's
    const config = loadConfig({
      DATA_DIR: '/tmp/shop-proxy-test',
      TRUST_PROXY: 'true',
      TRUST_PROXY_HOPS: '2',
    });
    expect(config.trustProxyHops).toBe(2);
    expect(loadConfig({ DATA_DIR: '/tmp/shop-proxy-test' }).trustProxyHops).toBe(0);
    expect(
      loadConfig({ DATA_DIR: '/tmp/shop-proxy-test', TRUST_PROXY: 'true' }).trustProxyHops,
    ).toBe(1);
  });
});

describe('the sandbox in production (issue 15 item 6)', () => {
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
      /SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN and SHOPIFY_ADMIN_TOKEN.*SHOPIFY_SANDBOX=true/s,
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
            query: CART_CREATE_MUTATION,
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

describe('admin image URLs (issue 15 item 13)', () => {
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

describe('secrets in the log (issue 15 item 9)', () => {
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
