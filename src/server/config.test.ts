import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = {
  DATA_DIR: '/tmp/shop-config-test',
  BETTER_AUTH_SECRET: 'x'.repeat(40),
  SHOPIFY_WEBHOOK_SECRET: 'y'.repeat(20),
};

describe('loadConfig', () => {
  it('names every bad variable', () => {
    expect(() => loadConfig({ ...base, PORT: 'not-a-port', SMTP_URL: 'http://mail' })).toThrowError(
      ConfigError,
    );
    try {
      loadConfig({ ...base, PORT: 'not-a-port', SMTP_URL: 'http://mail' });
    } catch (err) {
      expect((err as Error).message).toContain('PORT');
      expect((err as Error).message).toContain('SMTP_URL: must be an smtp:// or smtps:// URL');
    }
  });

  it('requires secrets in production with a real database', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://localhost/shop',
        DATA_DIR: '/tmp/shop-config-test',
      }),
    ).toThrowError(/BETTER_AUTH_SECRET: required in production/);
  });

  it('refuses test routes in production, with either database; allows them under NODE_ENV=test', () => {
    for (const database of [{ DATABASE_URL: 'postgres://localhost/shop' }, {}]) {
      expect(() =>
        loadConfig({
          ...base,
          ...database,
          NODE_ENV: 'production',
          SHOPIFY_SANDBOX: 'true',
          ENABLE_TEST_ROUTES: 'true',
        }),
      ).toThrowError(
        'Invalid environment configuration:\n  ENABLE_TEST_ROUTES: refused in production (NODE_ENV=production); test servers run with NODE_ENV=test',
      );
    }
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).enableTestRoutes).toBe(false);
    expect(
      loadConfig({ ...base, NODE_ENV: 'test', ENABLE_TEST_ROUTES: 'true' }).enableTestRoutes,
    ).toBe(true);
  });

  it('requires the three Shopify variables together', () => {
    expect(() =>
      loadConfig({ ...base, SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com' }),
    ).toThrowError(/must be set together/);
  });

  it('needs the private Storefront token with a real store; the sandbox has its own', () => {
    const store = {
      ...base,
      SHOPIFY_STORE_DOMAIN: 'my-shop.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'public-token',
      SHOPIFY_ADMIN_TOKEN: 'shpat_admin',
    };
    expect(() => loadConfig(store)).toThrowError(
      /SHOPIFY_STORE_DOMAIN, SHOPIFY_STOREFRONT_TOKEN, SHOPIFY_STOREFRONT_PRIVATE_TOKEN and SHOPIFY_ADMIN_TOKEN must be set together/,
    );
    const real = loadConfig({ ...store, SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'shpat_private' });
    expect(real.shopify.store?.storefrontPrivateToken).toBe('shpat_private');
    expect(loadConfig(base).shopify.sandbox?.storefrontPrivateToken).toBe(
      'sandbox-storefront-private-token',
    );
    // In production the sandbox's private token is derived from the auth secret, not a constant.
    const production = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(production.shopify.sandbox?.storefrontPrivateToken).toMatch(/^[0-9a-f]{64}$/);
    expect(production.shopify.sandbox?.storefrontPrivateToken).not.toBe(
      production.shopify.sandbox?.adminToken,
    );
  });

  it('defaults to the embedded database, rate limits on in production', () => {
    const config = loadConfig({ ...base, NODE_ENV: 'production' });
    expect(config.database.kind).toBe('pglite');
    expect(config.rateLimitsEnabled).toBe(true);
    expect(config.shopName).toBe('Habba & Honey');
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(loadConfig({ ...base, NODE_ENV: 'test' }).rateLimitsEnabled).toBe(false);
  });
});
