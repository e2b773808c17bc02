import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeTestDatabase, startTestApp, type TestApp } from './test/harness';

let app: TestApp;
beforeAll(async () => {
  console.info(`integration database: ${describeTestDatabase()}`);
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('foundation', () => {
  it('reports database health', async () => {
    const res = await app.fetch('/api/health');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ status: 'ok', database: { reachable: true } });
  });

  it('answers unknown API routes with the error shape', async () => {
    const res = await app.fetch('/api/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such API route' },
    });
  });

  it('says who is signed in (nobody)', async () => {
    const res = await app.fetch('/api/me');
    expect(await res.json()).toEqual({
      user: null,
      roles: [],
      isAdmin: false,
      wholesaleStatus: null,
    });
  });

  it('serves the SPA at the root and on deep links, with security headers', async () => {
    const home = await app.fetch('/');
    expect(home.status).toBe(200);
    expect(home.headers.get('content-type')).toContain('text/html');
    const res = await app.fetch('/admin/products');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('refuses bodies over the limit with 413 and the error shape', async () => {
    const res = await app.fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
      'payload_too_large',
    );
  });

  it('exposes public store configuration without secrets', async () => {
    const res = await app.fetch('/api/store/config');
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      shopName: 'Habba & Honey',
      platformName: 'Shopify',
      storefront: { isSandbox: true, accessToken: 'sandbox-public-token', apiVersion: '2026-10' },
    });
    expect(JSON.stringify(body)).not.toContain(app.config.authSecret);
  });

  it('signs up a user, who then appears in /api/me', async () => {
    const client = app.client();
    const { email } = await client.signUp();
    const me = (await (await client.get('/api/me')).json()) as { user: { email: string } };
    expect(me.user.email).toBe(email);
  });
});
