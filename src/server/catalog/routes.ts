import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import { parseAccept } from 'hono/utils/accept';
import { z } from 'zod';
import { bytesOf, type CachedBody, type CatalogueCache, gzipOf } from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { answer, assertEndpoint } from '../http/contract';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { createCachedCatalogReads } from './cached-reads';
import { readShopRankings } from './rankings';

/** The catalogue reads answered from the cache's stored JSON text. */
type CachedEndpoint =
  | 'GET /api/store/collections'
  | 'GET /api/store/collections/:handle/products'
  | 'GET /api/store/products'
  | 'GET /api/store/products/:handle';

const ProductListQuery = z
  .object({
    type: z.string().min(1).max(80).optional(),
    limit: z.coerce.number().int().min(1).max(200).optional(),
  })
  .strict();

/** Whether the client takes gzip at least as gladly as anything else we could send. */
function prefersGzip(header: string | undefined): boolean {
  if (!header || !/gzip|\*/i.test(header)) return false;
  const accepts = parseAccept(header);
  const q = (type: string) => accepts.find((a) => a.type.toLowerCase() === type)?.q;
  const gzip = q('gzip') ?? q('*') ?? 0;
  return gzip > 0 && gzip >= (q('deflate') ?? q('*') ?? 0);
}

/**
 * Sends a JSON body as it is, with its stored ETag (hono/etag, on every route here, answers 304
 * when the client already has it): the stored gzip copy when the client accepts gzip, the text
 * otherwise. `no-cache`: a browser keeps the answer but asks again each time (cheap, thanks to
 * the ETag). The bodies are JSON text the database builds (catalog/service.ts), so the contract
 * types them by their integration tests rather than by the type checker; the endpoint is still
 * checked against the route.
 */
function send(c: Context<AppEnv>, endpoint: CachedEndpoint, cached: CachedBody): Response {
  assertEndpoint(c, endpoint);
  c.header('ETag', cached.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('Content-Type', 'application/json');
  if (c.req.method !== 'HEAD' && prefersGzip(c.req.header('Accept-Encoding'))) {
    c.header('Content-Encoding', 'gzip');
    return c.body(gzipOf(cached), 200);
  }
  return c.body(bytesOf(cached), 200);
}

/**
 * Public catalogue reads (storefront spec §7 reads 1–6). Wholesale products are never listed here.
 * Answers come from the catalogue cache (misses — unknown handles, empty lists — are not kept).
 */
export function createCatalogRoutes(db: Database, cache: CatalogueCache) {
  const reads = createCachedCatalogReads(db, cache);
  return (
    new Hono<AppEnv>()
      .use(etag())
      .get('/collections', async (c) =>
        send(c, 'GET /api/store/collections', await reads.collections()),
      )
      // Orders change best sellers without a catalogue write, so this is read each time.
      .get('/rankings', async (c) => {
        c.header('Cache-Control', 'no-cache');
        return answer(c, 'GET /api/store/rankings', await readShopRankings(db));
      })
      .get('/collections/:handle/products', async (c) =>
        send(
          c,
          'GET /api/store/collections/:handle/products',
          await reads.collectionProducts(c.req.param('handle')),
        ),
      )
      .get('/products', async (c) => {
        const query = parseWith(ProductListQuery, c.req.query());
        return send(c, 'GET /api/store/products', await reads.products(query));
      })
      .get('/products/:handle', async (c) => {
        const cached = await reads.product(c.req.param('handle'));
        if (!cached) throw new AppError('product_not_found', 'Product not found');
        return send(c, 'GET /api/store/products/:handle', cached);
      })
  );
}
