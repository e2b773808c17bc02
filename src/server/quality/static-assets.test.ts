import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';
import { startTestApp, type TestApp } from '../test/harness';

// Static assets: content-hashed files are immutable and compressed;
// index.html is revalidated so a deploy is picked up. Needs a web build (dist/web): `npm test`
// builds it before the integration step.

const manifestPath = join(findProjectRoot(), 'dist/web/.vite/manifest.json');

let app: TestApp;
beforeAll(async () => {
  if (!existsSync(manifestPath)) {
    throw new Error('dist/web is not built: run `npm run build:web` first (npm test does).');
  }
  app = await startTestApp({ seed: false });
});
afterAll(() => app?.close());

describe('static assets', () => {
  it('serves hashed JS and CSS immutable and compressed', async () => {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean; css?: string[] }
    >;
    const entry = manifest['index.html'];
    expect(entry).toBeDefined();
    for (const file of [entry?.file ?? '', ...(entry?.css ?? [])]) {
      const res = await app.fetch(`/${file}`, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control'), file).toMatch(/immutable/);
      expect(res.headers.get('cache-control'), file).toMatch(/max-age=\d{6,}/);
      expect(res.headers.get('content-encoding'), file).toMatch(/^(br|gzip)$/);
      await res.arrayBuffer();
    }
  });

  it('revalidates index.html', async () => {
    const res = await app.fetch('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control') ?? '').not.toMatch(/immutable/);
    await res.arrayBuffer();
  });
});

describe('build metadata', () => {
  // Vite's manifest lists every source path (admin pages included): pages never need it.
  it.each([
    '/.vite/manifest.json',
    '/%2Evite/manifest.json',
    '/.vite/',
    '/assets/../.vite/manifest.json',
  ])('answers 404 for %s', async (path) => {
    const res = await app.fetch(path);
    const body = await res.text();
    expect(res.status).toBe(404);
    expect(body).not.toContain('isEntry');
    expect(body).not.toContain('features/admin');
  });
});
