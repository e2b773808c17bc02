import { Hono } from 'hono';
import { z } from 'zod';
import type {
  CollectionListResponse,
  CollectionProductsResponse,
  ProductDetailResponse,
  ProductListResponse,
} from '../../core/api/store-types';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import {
  findCollectionWithProducts,
  findPublishedCollections,
  findPublishedProductByHandle,
  findPublishedProducts,
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

/** Public catalogue reads (storefront spec §7 reads 1–6). Wholesale products are never listed here. */
export function createCatalogRoutes(db: Database) {
  return new Hono<AppEnv>()
    .get('/collections', async (c) => {
      const body: CollectionListResponse = { collections: await findPublishedCollections(db) };
      return c.json(body);
    })
    .get('/collections/:handle/products', async (c) => {
      const handle = c.req.param('handle');
      if (handle === ALL_PRODUCTS_HANDLE) {
        const body: CollectionProductsResponse = {
          collection: null,
          products: await findPublishedProducts(db),
        };
        return c.json(body);
      }
      // An unknown (or malformed) handle is an empty collection, not an error.
      const parsed = HandleSchema.safeParse(handle);
      const body: CollectionProductsResponse = parsed.success
        ? await findCollectionWithProducts(db, parsed.data)
        : { collection: null, products: [] };
      return c.json(body);
    })
    .get('/products', async (c) => {
      const query = parseWith(ProductListQuery, c.req.query());
      const body: ProductListResponse = { products: await findPublishedProducts(db, query) };
      return c.json(body);
    })
    .get('/products/:handle', async (c) => {
      const parsed = HandleSchema.safeParse(c.req.param('handle'));
      const product = parsed.success ? await findPublishedProductByHandle(db, parsed.data) : null;
      if (!product) throw new AppError('product_not_found', 'Product not found');
      const body: ProductDetailResponse = { product };
      return c.json(body);
    });
}
