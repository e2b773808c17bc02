// The seed catalogue (docs/spec/catalogue.md), kept as content files a copywriter
// can edit: content/catalogue/collections.json and one content/catalogue/products/{handle}.json
// per product, each product's body as one HTML block per array item. Read and validated with zod
// when this module loads, so a bad edit stops the seeder and the tests with the file's name and
// the field at fault. The seeder turns these into rows. Variant gids are literals (not computed
// from positions) so re-ordering products never changes the Shopify variant a product points at;
// the two cupping cup products share the one gid every cup size uses (core/content/cup-sizes).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { vatRatePercentSchema } from '../../core/pricing/vat';

const CONTENT_DIR = fileURLToPath(new URL('../../../content/catalogue', import.meta.url));

const seedCollectionSchema = z.strictObject({
  handle: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string(),
  published: z.boolean(),
  sortOrder: z.int().min(0),
});

const seedVariantSchema = z.strictObject({
  title: z.string().min(1),
  /** Decimal string in pounds, e.g. '14.99'. */
  price: z.string().regex(/^\d+\.\d{2}$/),
  compareAtPrice: z
    .string()
    .regex(/^\d+\.\d{2}$/)
    .nullable(),
  /** `gid://shopify/ProductVariant/{id}`, or null when the variant is not sold through Shopify. */
  shopifyGid: z
    .string()
    .regex(/^gid:\/\/shopify\/ProductVariant\/\d+$/)
    .nullable(),
  sku: z.string().min(1),
});

const seedProductFileSchema = z.strictObject({
  handle: z.string().regex(/^[a-z0-9-]+$/),
  title: z.string().min(1),
  /** Plain text, 1–3 sentences; the first 160 characters serve as the meta description. */
  description: z.string().min(1),
  /** Simple, safe HTML (<p>, <h3>, <ul>, <li>, <strong>), one block per item. */
  bodyHtml: z.array(z.string()),
  vendor: z.string().min(1),
  type: z.string(),
  productCategory: z.string(),
  /**
   * UK VAT rate in percent: 0 for honey and other plain food (HMRC VAT Notice 701/14), 20 for
   * everything else; a supplement's rate is the owner's call (core/pricing/vat.ts).
   */
  vatRatePercent: vatRatePercentSchema,
  tags: z.array(z.string()),
  published: z.boolean(),
  /** Global shop order, from 0. */
  sortOrder: z.int().min(0),
  seoTitle: z.string(),
  seoDescription: z.string(),
  /** 1–5 URLs served by src/server/media (`/media/products/{handle}/{n}.svg`). */
  images: z.array(z.string().startsWith('/media/products/')).min(1).max(5),
  variants: z.array(seedVariantSchema).min(1),
  /** Position inside each collection, from 0. */
  collections: z.array(z.strictObject({ handle: z.string(), position: z.int().min(0) })),
});

export type SeedCollection = z.infer<typeof seedCollectionSchema>;
export type SeedVariant = z.infer<typeof seedVariantSchema>;
export type SeedProduct = Omit<z.infer<typeof seedProductFileSchema>, 'bodyHtml'> & {
  bodyHtml: string;
};
export type SeedCollectionLink = SeedProduct['collections'][number];

function readContent<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

export const SEED_COLLECTIONS: SeedCollection[] = readContent(
  join(CONTENT_DIR, 'collections.json'),
  z.array(seedCollectionSchema),
);

export const SEED_PRODUCTS: SeedProduct[] = readdirSync(join(CONTENT_DIR, 'products'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => {
    const file = join(CONTENT_DIR, 'products', name);
    const product = readContent(file, seedProductFileSchema);
    if (`${product.handle}.json` !== name) {
      throw new Error(`${file}: the file name must be the handle (${product.handle}.json)`);
    }
    return { ...product, bodyHtml: product.bodyHtml.join('') };
  })
  .sort((a, b) => a.sortOrder - b.sortOrder);
