import { resolve } from 'node:path';
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

  it('refuses the development outbox in production, with either database; allows it under NODE_ENV=test', () => {
    for (const database of [{ DATABASE_URL: 'postgres://localhost/shop' }, {}]) {
      expect(() =>
        loadConfig({ ...base, ...database, NODE_ENV: 'production', DEV_OUTBOX: 'true' }),
      ).toThrowError(
        'Invalid environment configuration:\n  DEV_OUTBOX: refused in production (NODE_ENV=production): it lists every email sent, reset links too, to anyone',
      );
    }
    expect(loadConfig({ ...base, NODE_ENV: 'production' }).devOutbox).toBe(false);
    expect(loadConfig({ ...base, NODE_ENV: 'test', DEV_OUTBOX: 'true' }).devOutbox).toBe(true);
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

describe('operations settings', () => {
  it('defaults: daily backups at 03:00 UTC into ./backups, 14 kept; metrics off', () => {
    const config = loadConfig({ ...base, SUPPORT_EMAIL: 'hello@shop.example' });
    expect(config.backup).toEqual({
      dir: resolve('./backups'),
      cron: '0 3 * * *',
      keep: 14,
      pgBin: null,
      key: null,
      s3: null,
    });
    expect(config.metricsToken).toBeNull();
    expect(config.alertEmail).toBe('hello@shop.example');
  });

  it('reads BACKUP_*, METRICS_TOKEN and ALERT_EMAIL, and names bad values', () => {
    const config = loadConfig({
      ...base,
      BACKUP_DIR: '/srv/backups',
      BACKUP_CRON: 'off',
      BACKUP_KEEP: '30',
      BACKUP_KEY: 'k'.repeat(32),
      METRICS_TOKEN: 'm'.repeat(24),
      ALERT_EMAIL: 'ops@shop.example',
    });
    expect(config.backup).toMatchObject({
      dir: '/srv/backups',
      cron: null,
      keep: 30,
      key: 'k'.repeat(32),
    });
    expect(config.metricsToken).toBe('m'.repeat(24));
    expect(config.alertEmail).toBe('ops@shop.example');
    expect(() => loadConfig({ ...base, BACKUP_S3_URL: 'https://s3.example/bucket' })).toThrowError(
      'BACKUP_S3_URL needs BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY',
    );
    expect(() =>
      loadConfig({
        ...base,
        BACKUP_CRON: 'daily',
        BACKUP_KEEP: '0',
        BACKUP_KEY: 'short',
        METRICS_TOKEN: 'short',
      }),
    ).toThrowError(
      /BACKUP_CRON: must be a cron expression of five fields \(e\.g\. 0 3 \* \* \*\) or off\n {2}BACKUP_KEEP: .*\n {2}BACKUP_KEY: must be at least 32 characters\n {2}METRICS_TOKEN: must be at least 24 characters/,
    );
  });
});
