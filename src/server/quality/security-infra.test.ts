import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { clientAddress } from '../http/rate-limit';
import { NEWSLETTER_RATE_LIMIT } from '../newsletter/routes';
import type { TestApp, TestClient } from '../test/harness';
import { type ErrorBody, startInfraApp } from './security-infra-setup';

// The infrastructure items of the security review: CSRF on the app's own API and the client
// address behind a trusted proxy (security-infra-config.test.ts has the rest). The database going
// away is in faults-database.test.ts and faults-restart.test.ts.

let app: TestApp;
let shopper: TestClient;
let admin: TestClient;
beforeAll(async () => {
  ({ app, shopper, admin } = await startInfraApp());
}, 180_000);
afterAll(() => app?.close());

const ADDRESS = {
  firstName: 'Amira',
  lastName: 'Khan',
  address1: '12 Honey Lane',
  city: 'Leeds',
  country: 'United Kingdom',
  zip: 'LS1 4AB',
};

describe('CSRF on the API', () => {
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

  it('without Origin, trusts only Sec-Fetch-Site same-origin (not same-site, not none)', async () => {
    // A sibling subdomain is same-site; `none` is a user-initiated navigation: neither is ours.
    for (const site of ['same-site', 'none']) {
      const res = await raw(
        shopper,
        '/api/account/addresses',
        { 'content-type': 'application/json', 'sec-fetch-site': site },
        JSON.stringify({ ...ADDRESS, city: `Refused ${site}` }),
      );
      expect(res.status, site).toBe(403);
      expect(((await res.json()) as ErrorBody).error.message).toBe('Cross-site request refused');
    }
    const list = await shopper.get('/api/account/addresses');
    const cities = ((await list.json()) as { addresses: { city: string }[] }).addresses.map(
      (a) => a.city,
    );
    expect(cities.filter((city) => city.startsWith('Refused'))).toEqual([]);
  });

  it("refuses an Origin that only starts with the shop's origin", async () => {
    for (const origin of [`${app.baseUrl}.evil.example`, `${app.baseUrl}0`]) {
      const res = await raw(
        shopper,
        '/api/account/addresses',
        { origin, 'content-type': 'application/json' },
        JSON.stringify({ ...ADDRESS, city: 'Prefix' }),
      );
      expect(res.status, origin).toBe(403);
      expect(((await res.json()) as ErrorBody).error.code).toBe('forbidden');
    }
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

describe('client address behind a trusted proxy', () => {
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
