// Generated SVG art over HTTP, mounted at /media by the app:
//   GET /products/:handle/:n.svg   (n = 1..5; the label shows the product's title)
//   GET /scenes/:name.svg          (unknown names get the default scene)
//   GET /people/:n.svg             (n = 1..6)
//   GET /ingredients/:key.svg      (unknown keys get the default ingredient)
//   GET /cups/:size.svg            (b1, b2, b3, b4, b4-curved, b5, b6)
// Names are checked against strict patterns before anything is rendered; the only free text that
// reaches an SVG is the product title, which the renderers XML-escape. Responses are immutable
// and carry a strong ETag; If-None-Match answers 304.

import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { SEED_PRODUCTS } from '../db/seed/catalogue-data';
import { isCupSlug, renderCupSvg } from './cup-art';
import { renderIngredientSvg } from './ingredient-art';
import { PERSON_COUNT, renderPersonSvg } from './person-art';
import { PRODUCT_IMAGE_COUNT, renderProductSvg } from './product-art';
import { renderSceneSvg } from './scene-art';
import { humanise } from './svg-kit';

export type MediaRoutesDeps = {
  /** The product's current title, or null when no product has this handle. */
  findProductTitle: (handle: string) => Promise<string | null>;
};

export const SVG_CONTENT_TYPE = 'image/svg+xml; charset=utf-8';
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG_LENGTH = 120;
const SVG_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;
const NUMBER_FILE = /^([1-9][0-9]?)\.svg$/;

/** A valid kebab-case slug of reasonable length, or null. */
function parseSlug(value: string): string | null {
  return value.length <= MAX_SLUG_LENGTH && SLUG.test(value) ? value : null;
}

/** `{slug}.svg` → slug, or null. */
function parseSlugFile(file: string): string | null {
  const slug = SVG_FILE.exec(file)?.[1];
  return slug ? parseSlug(slug) : null;
}

/** `{n}.svg` with 1 ≤ n ≤ max → n, or null. */
function parseNumberFile(file: string, max: number): number | null {
  const value = Number(NUMBER_FILE.exec(file)?.[1]);
  return Number.isInteger(value) && value >= 1 && value <= max ? value : null;
}

type Rendered = { body: string; etag: string };

/** A small bounded memo of rendered images (oldest entry evicted first). */
function createRenderCache(capacity: number) {
  const entries = new Map<string, Rendered>();
  return (key: string, render: () => string): Rendered => {
    const hit = entries.get(key);
    if (hit) return hit;
    const body = render();
    const digest = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const rendered = { body, etag: `"${digest}"` };
    if (entries.size >= capacity) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(key, rendered);
    return rendered;
  };
}

function svgResponse(c: Context, rendered: Rendered): Response {
  const headers = {
    'Content-Type': SVG_CONTENT_TYPE,
    'Cache-Control': MEDIA_CACHE_CONTROL,
    ETag: rendered.etag,
    'X-Content-Type-Options': 'nosniff',
  };
  return c.body(rendered.body, 200, headers);
}

function notFound(c: Context): Response {
  return c.json({ error: { code: 'not_found', message: 'No such image' } }, 404);
}

/** The media sub-app; product titles come from `findProductTitle` (humanised handle if none). */
export function createMediaRoutes(deps: MediaRoutesDeps) {
  const cache = createRenderCache(500);
  return new Hono()
    .use(etag()) // 304 to a matching If-None-Match, for the ETag each image carries
    .get('/products/:handle/:file', async (c) => {
      const handle = parseSlug(c.req.param('handle'));
      const index = parseNumberFile(c.req.param('file'), PRODUCT_IMAGE_COUNT);
      if (!handle || !index) return notFound(c);
      const title = (await deps.findProductTitle(handle)) ?? humanise(handle);
      return svgResponse(
        c,
        cache(`p:${handle}:${index}:${title}`, () => renderProductSvg({ handle, title, index })),
      );
    })
    .get('/scenes/:file', (c) => {
      const name = parseSlugFile(c.req.param('file'));
      if (!name) return notFound(c);
      return svgResponse(
        c,
        cache(`s:${name}`, () => renderSceneSvg(name)),
      );
    })
    .get('/people/:file', (c) => {
      const n = parseNumberFile(c.req.param('file'), PERSON_COUNT);
      if (!n) return notFound(c);
      return svgResponse(
        c,
        cache(`h:${n}`, () => renderPersonSvg(n)),
      );
    })
    .get('/ingredients/:file', (c) => {
      const key = parseSlugFile(c.req.param('file'));
      if (!key) return notFound(c);
      return svgResponse(
        c,
        cache(`i:${key}`, () => renderIngredientSvg(key)),
      );
    })
    .get('/cups/:file', (c) => {
      const size = parseSlugFile(c.req.param('file'));
      if (!size || !isCupSlug(size)) return notFound(c);
      return svgResponse(
        c,
        cache(`c:${size}`, () => renderCupSvg(size)),
      );
    })
    .all('*', (c) => notFound(c));
}

/** Titles from the seed catalogue, for use without a database (demos, static hosting). */
async function findSeedProductTitle(handle: string): Promise<string | null> {
  return SEED_PRODUCTS.find((product) => product.handle === handle)?.title ?? null;
}

/** The media routes with seed-catalogue titles; the app mounts `createMediaRoutes` with the DB. */
export const mediaRoutes = createMediaRoutes({ findProductTitle: findSeedProductTitle });
