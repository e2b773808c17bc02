import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { createMediaRoutes, MEDIA_CACHE_CONTROL, SVG_CONTENT_TYPE } from './routes';

// A web build's media folder as `vite build` writes it (scripts/vite/generated-art.ts): SVG files,
// with brotli and gzip copies of those of 1 KB or more (scripts/vite/precompress-assets.ts).
const root = mkdtempSync(join(tmpdir(), 'media-routes-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const svg = (label: string, padding = 0) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>${label}</title>${'<g/>'.repeat(padding)}</svg>`;

function writeImage(path: string, text: string, copies: boolean) {
  const file = join(root, 'media', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  if (copies) {
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
}

const BIG = svg('Black seed oil', 400);
const SMALL = svg('Cup B3');
writeImage('products/black-seed-oil/1.svg', BIG, true);
writeImage('products/black-seed-oil/5.svg', svg('Black seed oil 5'), false);
writeImage('scenes/hero.svg', svg('Hero'), false);
writeImage('scenes/community-8.svg', svg('Community'), false);
writeImage('people/6.svg', svg('Person'), false);
writeImage('ingredients/black-seed.svg', svg('Seed'), false);
writeImage('cups/b3.svg', SMALL, false);
writeImage('cups/b4-curved.svg', svg('Cup B4 curved'), false);
// Beside the media folder: never reachable through /media.
writeFileSync(join(root, 'secret.svg'), svg('secret'));

const app = new Hono().route('/media', createMediaRoutes({ root }));
const strongEtag = (text: string) =>
  `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;

const GOOD_PATHS = [
  '/media/products/black-seed-oil/1.svg',
  '/media/products/black-seed-oil/5.svg',
  '/media/scenes/hero.svg',
  '/media/scenes/community-8.svg',
  '/media/people/6.svg',
  '/media/ingredients/black-seed.svg',
  '/media/cups/b3.svg',
  '/media/cups/b4-curved.svg',
];

const BAD_PATHS = [
  // Names no build wrote (the art is drawn at build time only).
  '/media/products/black-seed-oil/2.svg',
  '/media/products/golden-turmeric-latte/1.svg',
  '/media/scenes/not-a-known-scene.svg',
  '/media/people/7.svg',
  '/media/cups/b7.svg',
  '/media/elsewhere/x.svg',
  // Names outside the pattern never reach the file system.
  '/media/products/black-seed-oil/1.png',
  '/media/products/black-seed-oil/1.svg.br',
  '/media/products/Black-Seed-Oil/1.svg',
  '/media/products/black_seed_oil/1.svg',
  '/media/products/black-seed-oil-/1.svg',
  '/media/products/%3Cscript%3Ealert(1)%3C%2Fscript%3E/1.svg',
  `/media/products/${'a'.repeat(160)}/1.svg`,
  '/media/scenes/..%2F..%2Fsecret.svg',
  '/media/secret.svg',
  '/media/scenes/Hero.svg',
  '/media/ingredients/black seed.svg',
  '/media/cups/B3.svg',
  '/media/products/a/b/c.svg',
];

describe('media routes', () => {
  it('answer 200 with the built file, SVG type, immutable caching and its strong ETag', async () => {
    for (const path of GOOD_PATHS) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-encoding')).toBeNull();
    }
    const big = await app.request('/media/products/black-seed-oil/1.svg');
    expect(await big.text()).toBe(BIG);
    expect(big.headers.get('etag')).toBe(strongEtag(BIG));
    expect(big.headers.get('vary')).toBe('Accept-Encoding');
    const small = await app.request('/media/cups/b3.svg');
    expect(await small.text()).toBe(SMALL);
    expect(small.headers.get('etag')).toBe(strongEtag(SMALL));
    expect(small.headers.get('vary')).toBeNull();
  });

  it('send the compressed copy the browser accepts, brotli first, with a weak ETag', async () => {
    const path = '/media/products/black-seed-oil/1.svg';
    const cases: [string, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip;q=0.8', 'gzip'],
      ['deflate', null],
      ['identity', null],
    ];
    for (const [accept, encoding] of cases) {
      const response = await app.request(path, { headers: { 'Accept-Encoding': accept } });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('etag'), accept).toBe(
        encoding ? `W/${strongEtag(BIG)}` : strongEtag(BIG),
      );
      expect(response.headers.get('content-type')).toBe(SVG_CONTENT_TYPE);
      const bytes = Buffer.from(await response.arrayBuffer());
      const expected =
        encoding === 'br'
          ? brotliCompressSync(BIG)
          : encoding === 'gzip'
            ? gzipSync(BIG)
            : Buffer.from(BIG);
      expect(bytes.equals(expected), accept).toBe(true);
    }
  });

  it('answer 304 to a matching If-None-Match, and 200 to a stale one', async () => {
    const etag = strongEtag(SMALL);
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

  it('answer 404 as JSON for names the build did not write or the pattern refuses', async () => {
    for (const path of BAD_PATHS) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toBe('application/json');
      expect(await response.json()).toEqual({
        error: { code: 'not_found', message: 'No such image' },
      });
    }
  });

  it('serve a file a new build rewrote', async () => {
    const path = '/media/scenes/hero.svg';
    await app.request(path);
    const redrawn = svg('Hero, redrawn');
    writeImage('scenes/hero.svg', redrawn, false);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, 'media/scenes/hero.svg'), later, later);
    const response = await app.request(path);
    expect(await response.text()).toBe(redrawn);
    expect(response.headers.get('etag')).toBe(strongEtag(redrawn));
  });
});
