import { type Context, Hono } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { z } from 'zod';
import {
  bytesOf,
  type CachedBody,
  type CatalogueCache,
  etagOf,
  gzipOf,
  type Loaded,
} from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import {
  collectionProductsJson,
  collectionsJson,
  EMPTY_COLLECTION_JSON,
  productJson,
  productsArrayJson,
} from './service';

const HandleSchema = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Invalid handle');

const ProductListQuery = z
  .object({
    type: z.string().min(1).max(80).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .strict();

export const ALL_PRODUCTS_HANDLE = 'all';

/** Whether the client takes gzip at least as gladly as anything else we could send. */
function prefersGzip(header: string | undefined): boolean {
  if (!header || !/gzip|\*/i.test(header)) return false;
  const accepts = parseAccept(header);
  const q = (type: string) => accepts.find((a) => a.type.toLowerCase() === type)?.q;
  const gzip = q('gzip') ?? q('*') ?? 0;
  return gzip > 0 && gzip >= (q('deflate') ?? q('*') ?? 0);
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/**
 * Sends a JSON body as it is: 304 when the client already has it (If-None-Match), the stored
 * gzip copy when the client accepts gzip, the text otherwise. `no-cache`: a browser keeps the
 * answer but asks again each time (cheap, thanks to the ETag).
 */
function send(c: Context<AppEnv>, cached: CachedBody): Response {
  c.header('ETag', cached.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  if (ifNoneMatch(c.req.header('If-None-Match'), cached.etag)) return c.body(null, 304);
  c.header('Content-Type', 'application/json');
  if (c.req.method !== 'HEAD' && prefersGzip(c.req.header('Accept-Encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipOf(cached), 200);
  }
  return c.body(bytesOf(cached), 200);
}

const found = (body: string): Loaded => ({ body, keep: true });
const EMPTY_COLLECTION: CachedBody = {
  body: EMPTY_COLLECTION_JSON,
  etag: etagOf(EMPTY_COLLECTION_JSON),
};

/**
 * Public catalogue reads (storefront spec §7 reads 1–6). Wholesale products are never listed here.
 * Answers come from the catalogue cache (misses — unknown handles, empty lists — are not kept).
 */
export function createCatalogRoutes(db: Database, cache: CatalogueCache) {
  /** A read whose loader always answers. */
  const read = async (key: string, load: () => Promise<Loaded>): Promise<CachedBody> =>
    (await cache.get(key, load)) ?? EMPTY_COLLECTION;
  return new Hono<AppEnv>()
    .get('/collections', async (c) => {
      return send(c, await read('collections', async () => found(await collectionsJson(db))));
    })
    .get('/collections/:handle/products', async (c) => {
      const handle = c.req.param('handle');
      if (handle === ALL_PRODUCTS_HANDLE) {
        const cached = await read('collection:all', async () =>
          found(`{"collection":null,"products":${await productsArrayJson(db)}}`),
        );
        return send(c, cached);
      }
      // An unknown (or malformed) handle is an empty collection, not an error.
      const parsed = HandleSchema.safeParse(handle);
      if (!parsed.success) return send(c, EMPTY_COLLECTION);
      const cached = await read(`collection:${parsed.data}`, async () => {
        const body = await collectionProductsJson(db, parsed.data);
        return body ? found(body) : { body: EMPTY_COLLECTION_JSON, keep: false };
      });
      return send(c, cached);
    })
    .get('/products', async (c) => {
      const query = parseWith(ProductListQuery, c.req.query());
      const key = `products:${query.limit ?? ''}:${query.type ?? ''}`;
      const cached = await read(key, async () => {
        const list = await productsArrayJson(db, query);
        return { body: `{"products":${list}}`, keep: list !== '[]' };
      });
      return send(c, cached);
    })
    .get('/products/:handle', async (c) => {
      const parsed = HandleSchema.safeParse(c.req.param('handle'));
      const cached = parsed.success
        ? await cache.get(`product:${parsed.data}`, async () => {
            const body = await productJson(db, parsed.data);
            return body ? found(body) : null;
          })
        : null;
      if (!cached) throw new AppError('product_not_found', 'Product not found');
      return send(c, cached);
    });
}
