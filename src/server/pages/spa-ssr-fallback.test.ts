import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

// A server render that throws must not cost the shopper the page: the plain SPA HTML (with its
// embedded data) is sent instead, and the failure is logged once per process.
const render = vi.fn(async () => {
  throw new Error('render exploded');
});
vi.mock('../ssr/renderer', () => ({ createServerRenderer: () => ({ render }) }));

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('server render failure', () => {
  it('falls back to the SPA HTML and logs once', async () => {
    const error = vi.spyOn(app.deps.logger, 'error');
    for (let i = 0; i < 2; i += 1) {
      const res = await app.fetch('/product/black-seed-oil');
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<script type="application/json" id="initial-data">');
      expect(html).toContain('<title>Organic Black Seed Oil | Habba &amp; Honey</title>');
    }
    expect(render).toHaveBeenCalledTimes(2);
    expect(error.mock.calls.filter((call) => call[1] === 'server render failed: SPA')).toHaveLength(
      1,
    );
  });
});
