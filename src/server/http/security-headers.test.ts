import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { pipelineConfig as env } from '../test/pipeline-config';
import type { AppEnv } from './app-env';
import { createHttpPipeline } from './pipeline';

// The security headers that depend on the configuration (the rest of the pipeline, over real
// HTTP, is in http-pipeline.test.ts).

describe('security headers from the configuration', () => {
  it('adds the configured Shopify, widget and map hosts to the CSP; HSTS only in production', async () => {
    const config = env({
      NODE_ENV: 'development',
      SHOPIFY_STORE_DOMAIN: 'habba.myshopify.com',
      SHOPIFY_STOREFRONT_TOKEN: 'storefront-token',
      SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'storefront-private-token',
      SHOPIFY_ADMIN_TOKEN: 'admin-token',
      SOCIAL_WIDGET_ID: 'widget-1',
      MAP_EMBED_URL: 'https://maps.example.com/embed?q=shop',
    });
    const doc = await headersOf(config, '/page');
    const csp = doc.get('Content-Security-Policy') ?? '';
    expect(csp).toContain(
      "connect-src 'self' https://habba.myshopify.com https://checkout.shopify.com https://static.elfsight.com",
    );
    expect(csp).toContain("script-src 'self' https://static.elfsight.com https://*.elfsight.com");
    expect(csp).toContain("frame-src 'self' https://maps.example.com https://static.elfsight.com");
    expect(csp).toContain(
      "form-action 'self' https://habba.myshopify.com https://checkout.shopify.com",
    );
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(doc.has('Strict-Transport-Security')).toBe(false);
    expect((await headersOf(env(), '/page')).get('Strict-Transport-Security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    const api = await headersOf(env(), '/api/small');
    expect(SECURITY_HEADERS.filter((name) => api.has(name))).toEqual([
      'X-Content-Type-Options',
      'Cross-Origin-Resource-Policy',
    ]);
  });
});

/** Every header of the document policy, in the order the API policy's are listed. */
const SECURITY_HEADERS = [
  'X-Content-Type-Options',
  'Cross-Origin-Resource-Policy',
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Permissions-Policy',
  'Referrer-Policy',
  'Strict-Transport-Security',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** The response headers of `path` through the pipeline built with `config` (a page or JSON). */
async function headersOf(config: ReturnType<typeof env>, path: string): Promise<Headers> {
  const app = new Hono<AppEnv>();
  app.use(
    '*',
    createHttpPipeline({
      config,
      logger: createLogger('silent'),
      apiBodyLimit: 1000,
      webhookBodyLimit: 5000,
    }),
  );
  app.get('/api/small', (c) => c.json({ pong: true }));
  app.get('/page', (c) => c.html('<p>page</p>'));
  return (await app.request(path)).headers;
}
