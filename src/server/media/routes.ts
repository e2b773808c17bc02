// The shop's SVG art over HTTP, mounted at /media by the app:
//   GET /products/:handle/:n.svg   (n = 1..5, for the seed catalogue's products)
//   GET /scenes/:name.svg · /people/:n.svg · /ingredients/:key.svg · /cups/:size.svg
// The files are rendered once per build (`vite build`, scripts/vite/generated-art.ts, from the
// generators in scripts/art) into dist/web/media with brotli and gzip copies; this router only
// serves them (docs/decisions/098-art-rendered-at-build.md). Only lower-case kebab-case
// names reach the file system; anything else, and a name no build wrote, answers 404.
// Answers are held in memory (brotli or gzip as the browser accepts), immutable, with a strong
// ETag (weak on a compressed copy, as hono/compress makes it); If-None-Match answers 304.

import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** `/{kind}/{name}.svg` or `/products/{handle}/{n}.svg`: kebab-case segments, nothing else. */
const MEDIA_PATH = /^\/[a-z]+(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){1,2}\.svg$/;
const MAX_PATH_LENGTH = 160;
/** The build's compressed copies (scripts/vite/precompress-assets.ts), best first. */
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
] as const;

type Encoding = (typeof ENCODINGS)[number][0];
type Image = {
  mtimeMs: number;
  etag: string;
  identity: Uint8Array<ArrayBuffer>;
  copies: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
};

function notFound(c: Context): Response {
  return c.json({ error: { code: 'not_found', message: 'No such image' } }, 404);
}

function readIfPresent(file: string): Uint8Array<ArrayBuffer> | null {
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    return null;
  }
}

/**
 * The built images, read once (a few hundred files of a few KB, and their compressed copies) and
 * again when a new build rewrote one; a name the build did not write is null.
 */
function createImageStore(dir: string) {
  const images = new Map<string, Image>();
  return (path: string): Image | null => {
    const file = join(dir, path);
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      images.delete(path);
      return null;
    }
    const known = images.get(path);
    if (known?.mtimeMs === mtimeMs) return known;
    const identity = readIfPresent(file);
    if (!identity) return null;
    const digest = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const copies: Image['copies'] = {};
    for (const [encoding, suffix] of ENCODINGS) {
      const copy = readIfPresent(file + suffix);
      if (copy) copies[encoding] = copy;
    }
    const image = { mtimeMs, etag: `"${digest}"`, identity, copies };
    images.set(path, image);
    return image;
  };
}

/** The first of the build's encodings the request accepts (q=0 refuses one), or null. */
function chooseEncoding(c: Context, image: Image): Encoding | null {
  const accepted = new Set(
    (c.req.header('Accept-Encoding') ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase())
      .filter((part) => !/;\s*q=0(?:\.0*)?$/.test(part))
      .map((part) => part.replace(/;.*$/, '')),
  );
  return (
    ENCODINGS.find(([encoding]) => accepted.has(encoding) && image.copies[encoding])?.[0] ?? null
  );
}

/** The media sub-app, serving `{root}/media` (root: the web build, dist/web). */
export function createMediaRoutes({ root }: { root: string }) {
  const findImage = createImageStore(join(root, 'media'));
  return new Hono()
    .use(etag()) // 304 to a matching If-None-Match, for the ETag each image carries
    .get('*', (c) => {
      const path = c.req.path.replace(/^\/media/, '');
      if (path.length > MAX_PATH_LENGTH || !MEDIA_PATH.test(path)) return notFound(c);
      const image = findImage(path);
      if (!image) return notFound(c);
      const encoding = chooseEncoding(c, image);
      const headers: Record<string, string> = {
        'Content-Type': SVG_CONTENT_TYPE,
        'Cache-Control': MEDIA_CACHE_CONTROL,
        // Strong for the bytes of the file, weak for a compressed copy (as hono/compress does).
        ETag: encoding ? `W/${image.etag}` : image.etag,
        'X-Content-Type-Options': 'nosniff',
      };
      if (Object.keys(image.copies).length > 0) headers.Vary = 'Accept-Encoding';
      if (encoding) headers['Content-Encoding'] = encoding;
      const body = encoding ? (image.copies[encoding] as Uint8Array<ArrayBuffer>) : image.identity;
      return c.body(body, 200, headers);
    })
    .all('*', (c) => notFound(c));
}

/** The media routes over `projectRoot`'s web build (`dist/web`). */
export function createBuiltMediaRoutes(projectRoot: string) {
  return createMediaRoutes({ root: join(projectRoot, 'dist', 'web') });
}
