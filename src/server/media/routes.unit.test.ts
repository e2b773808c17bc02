import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { createMediaRoutes, MEDIA_CACHE_CONTROL, mediaRoutes, SVG_CONTENT_TYPE } from './routes';
import { assertWellFormedSvg } from './svg-test-utils';

function createApp(titles: Record<string, string> = {}) {
  const findProductTitle = vi.fn(async (handle: string) => titles[handle] ?? null);
  const app = new Hono().route('/media', createMediaRoutes({ findProductTitle }));
  return { app, findProductTitle };
}

const GOOD_PATHS = [
  '/media/products/black-seed-oil/1.svg',
  '/media/products/black-seed-oil/5.svg',
  '/media/scenes/hero.svg',
  '/media/scenes/community-8.svg',
  '/media/scenes/not-a-known-scene.svg',
  '/media/people/1.svg',
  '/media/people/6.svg',
  '/media/ingredients/black-seed.svg',
  '/media/ingredients/unknown-root.svg',
  '/media/cups/b1.svg',
  '/media/cups/b4-curved.svg',
];

const BAD_PATHS = [
  '/media/products/black-seed-oil/0.svg',
  '/media/products/black-seed-oil/6.svg',
  '/media/products/black-seed-oil/1.png',
  '/media/products/black-seed-oil/01.svg',
  '/media/products/Black-Seed-Oil/1.svg',
  '/media/products/black_seed_oil/1.svg',
  '/media/products/black-seed-oil-/1.svg',
  '/media/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E/1.svg',
  `/media/products/${'a'.repeat(121)}/1.svg`,
  '/media/scenes/hero.png',
  '/media/scenes/..%2F..%2Fetc%2Fpasswd.svg',
  '/media/scenes/Hero.svg',
  '/media/people/0.svg',
  '/media/people/7.svg',
  '/media/people/one.svg',
  '/media/ingredients/black seed.svg',
  '/media/cups/b7.svg',
  '/media/cups/B1.svg',
  '/media/cups/b4-straight.svg',
  '/media/elsewhere/x.svg',
];

describe('media routes', () => {
  it('answer 200 with SVG, immutable caching and a strong ETag', async () => {
    const { app } = createApp({ 'black-seed-oil': 'Organic Black Seed Oil' });
    for (const path of GOOD_PATHS) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const etag = response.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      assertWellFormedSvg(await response.text());
    }
  });

  it('answer 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const { app } = createApp();
    const first = await app.request('/media/cups/b3.svg');
    const etag = first.headers.get('etag') ?? '';
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const again = await app.request('/media/cups/b3.svg', {
        headers: { 'If-None-Match': header },
      });
      expect(again.status, header).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    }
    const stale = await app.request('/media/cups/b3.svg', {
      headers: { 'If-None-Match': '"not-the-etag"' },
    });
    expect(stale.status).toBe(200);
  });

  it('answer 404 for names that do not match the strict patterns, without a lookup', async () => {
    const { app, findProductTitle } = createApp();
    for (const path of BAD_PATHS) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type') ?? '').not.toContain('svg');
    }
    expect(findProductTitle).not.toHaveBeenCalled();
  });

  it('label products with the looked-up title, escaped, or the humanised handle', async () => {
    const { app, findProductTitle } = createApp({
      'evil-product': 'Evil <script>alert(1)</script> & "Co"',
    });
    const evil = await (await app.request('/media/products/evil-product/1.svg')).text();
    expect(findProductTitle).toHaveBeenCalledWith('evil-product');
    expect(evil).not.toContain('<script>');
    expect(evil).toContain('&lt;script&gt;');
    expect(assertWellFormedSvg(evil).title).toContain('Evil <script>alert(1)</script> & "Co"');

    const unknown = await (await app.request('/media/products/golden-turmeric-latte/2.svg')).text();
    expect(assertWellFormedSvg(unknown).title).toContain('Golden Turmeric Latte');
  });

  it('give different images (and ETags) when a product title changes', async () => {
    const titles: Record<string, string> = { 'black-seed-oil': 'Organic Black Seed Oil' };
    const findProductTitle = async (handle: string) => titles[handle] ?? null;
    const app = new Hono().route('/media', createMediaRoutes({ findProductTitle }));
    const before = await app.request('/media/products/black-seed-oil/1.svg');
    titles['black-seed-oil'] = 'Cold-Pressed Black Seed Oil';
    const after = await app.request('/media/products/black-seed-oil/1.svg');
    expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'));
    expect(await after.text()).toContain('Cold-Pressed');
  });

  it('serve seed titles from the ready-made mediaRoutes', async () => {
    const app = new Hono().route('/media', mediaRoutes);
    const response = await app.request('/media/products/manuka-honey-mgo-829/1.svg');
    expect(response.status).toBe(200);
    expect(assertWellFormedSvg(await response.text()).title).toContain(
      'Manuka Honey UMF 20+ MGO 829+',
    );
  });
});
