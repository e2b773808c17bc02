import { describe, expect, it } from 'vitest';
import { SEED_COLLECTIONS, SEED_PRODUCTS } from './catalogue-data';

// The oracle: docs/spec/catalogue.md's tables, copied verbatim.
const CATALOGUE_COLLECTIONS = `
| black-seed | Black Seed | yes |
| raw-honey | Raw & Manuka Honey | yes |
| shilajit | Shilajit | yes |
| herbal-supplements | Herbal Supplements | yes |
| skin-hair | Skin & Hair Care | yes |
| pantry-essentials | Pantry Essentials | yes |
| cupping-shop | Cupping Shop | yes |
| seasonal-gifts | Seasonal Gifts | no (never listed) |
`;

const CATALOGUE_PRODUCTS = `
| black-seed-oil | Organic Black Seed Oil | black-seed | 100ml: 14.99, 250ml: 27.99, 500ml: 44.99 | gid; first in shop order |
| black-seed-oil-capsules | Black Seed Oil Capsules 1000mg | black-seed | 60 capsules: 19.99, 120 capsules: 34.99 | gid |
| black-seed-honey | Black Seed Honey | black-seed, raw-honey | 250g: 16.99 | gid; honey with black seed |
| manuka-honey-black-seed | Manuka Honey with Black Seed | raw-honey, black-seed | 250g: 29.99 | gid; two-ingredient hero |
| black-seed-turmeric-capsules | Black Seed & Turmeric Capsules | black-seed, herbal-supplements | 60 capsules: 18.99 | gid; two-ingredient hero |
| manuka-honey-mgo-263 | Manuka Honey MGO 263+ | raw-honey | 250g: 34.99, 500g: 59.99 | gid |
| manuka-honey-mgo-514 | Manuka Honey MGO 514+ | raw-honey | 250g: 54.99 | gid |
| manuka-honey-mgo-829 | Manuka Honey UMF 20+ MGO 829+ | raw-honey | 250g: 89.99 | gid |
| raw-wildflower-honey | Raw Wildflower Honey | raw-honey | 454g: 12.99 | gid |
| raw-sidr-honey | Raw Yemeni Sidr Honey | raw-honey | 250g: 49.99 | no gid |
| shilajit-resin | Pure Himalayan Shilajit Resin | shilajit | 15g: 24.99, 30g: 39.99 | gid; mineral profile |
| shilajit-capsules | Shilajit Capsules 500mg | shilajit | 60 capsules: 24.99 | gid |
| ashwagandha-ksm66-capsules | Ashwagandha KSM-66 Capsules | herbal-supplements | 60 capsules: 18.99 | gid |
| turmeric-curcumin-capsules | Turmeric Curcumin with Black Pepper | herbal-supplements | 60 capsules: 16.99 | gid |
| glucosamine-turmeric-black-seed | Glucosamine with Turmeric & Black Seed | herbal-supplements | 90 tablets: 22.99 | gid; three ingredient cards |
| cod-liver-oil-black-seed | Cod Liver Oil & Black Seed Capsules | herbal-supplements | 90 capsules: 17.99 | gid |
| cod-liver-oil-liquid | Norwegian Cod Liver Oil | herbal-supplements | 250ml: 14.99 | gid |
| tongkat-ali-capsules | Tongkat Ali 200:1 Capsules | herbal-supplements | 60 capsules: 27.99 | gid |
| virgin-coconut-oil | Organic Virgin Coconut Oil | pantry-essentials, skin-hair | 500ml: 11.99 | gid |
| apple-cider-vinegar-mother | Raw Apple Cider Vinegar with the Mother | pantry-essentials | 500ml: 7.99 | gid |
| pure-argan-oil | Moroccan Argan Oil | skin-hair | 50ml: 15.99 | gid; not consumable |
| beef-tallow-skin-cream | Whipped Beef Tallow Skin Cream | skin-hair | 60ml: 19.99 | gid; not consumable |
| tallow-lip-balm | Tallow & Honey Lip Balm | skin-hair | Default: 6.99 | no gid; not consumable |
| cupping-cups-b1-to-b6 | Professional Cupping Cups B1–B6 | cupping-shop | Default: 0.60 | gid shared by all cup sizes; bulk ordering component |
| bulk-cupping-cups-wholesale | Bulk Cupping Cups – Trade Packs | cupping-shop | Default: 0.60 | same shared gid; bulk ordering component |
| silicone-cupping-set | Silicone Cupping Set (4 cups) | cupping-shop | Default: 14.99 | gid; bulk layout |
| hijama-cupping-kit | Hijama Cupping Kit, 24 Cups and Pump | cupping-shop | Default: 24.99 | gid; bulk layout |
| facial-glider-cups | Facial Glider Cups | cupping-shop | Default: 9.99 | gid; bulk layout, no halal badge |
| iastm-scraping-tool | Stainless Steel IASTM Scraping Tool | cupping-shop | Default: 29.99 | gid; bulk layout, no halal badge |
| sterile-surgical-blades | Sterile Surgical Blades No. 11 (100) | cupping-shop | Default: 8.99 | gid; bulk layout, no halal badge |
| cup-liners-disposable | Disposable Cup Liners (200) | cupping-shop | Default: 6.99 | gid; bulk layout ('cup-') |
| antiseptic-wipes | Antiseptic Alcohol Wipes (100) | cupping-shop | Default: 4.99 | gid; not consumable |
| wholesale-black-seed-oil-1l | Wholesale Black Seed Oil 1L (case of 6) | none | Default: 89.00, compare-at 149.99 | gid; wholesale only |
| wholesale-manuka-honey-263-case | Wholesale Manuka Honey MGO 263+ (case of 12) | none | Default: 299.00, no compare-at | gid; wholesale only (retail shown = 299.00 x 1.67) |
| wholesale-shilajit-resin-10 | Wholesale Shilajit Resin (10 x 30g) | none | Default: 199.00, compare-at 399.90 | gid; wholesale only |
| trade-pack-ashwagandha | Ashwagandha Trade Pack (12 jars) | none | Default: 120.00 | gid; tag 'Wholesale' (not in the title): wholesale only |
| black-seed-soap | Black Seed Soap Bar | black-seed | Default: 5.99 | published: false (never listed; its page is Not Found) |
`;

type OracleProduct = {
  handle: string;
  title: string;
  collections: string[];
  variants: { title: string; price: string; compareAtPrice: string | null }[];
  gid: 'gid' | 'none' | 'shared';
};

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

function parseProducts(table: string): OracleProduct[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [handle = '', title = '', collections = '', variants = '', notes = ''] = cells(line);
      const compareAt = /compare-at (\d+\.\d{2})/.exec(variants)?.[1] ?? null;
      return {
        handle,
        title,
        collections: collections === 'none' ? [] : collections.split(',').map((c) => c.trim()),
        variants: variants
          .split(',')
          .filter((part) => part.includes(':'))
          .map((part) => {
            const [variantTitle = '', price = ''] = part.split(':').map((s) => s.trim());
            return { title: variantTitle, price, compareAtPrice: compareAt };
          }),
        gid: notes.startsWith('no gid')
          ? 'none'
          : /shared|same shared gid/.test(notes)
            ? 'shared'
            : 'gid',
      };
    });
}

const ORACLE_COLLECTIONS = CATALOGUE_COLLECTIONS.trim()
  .split('\n')
  .map((line) => {
    const [handle = '', title = '', published = ''] = cells(line);
    return { handle, title, published: published === 'yes' };
  });
const ORACLE_PRODUCTS = parseProducts(CATALOGUE_PRODUCTS);
const SHARED_GID = 'gid://shopify/ProductVariant/49000000000024';
const GID_PATTERN = /^gid:\/\/shopify\/ProductVariant\/(\d+)$/;

function product(handle: string) {
  const found = SEED_PRODUCTS.find((p) => p.handle === handle);
  if (!found) throw new Error(`missing ${handle}`);
  return found;
}

describe('seed collections', () => {
  it('are the eight catalogue collections, in order, with titles and published flags', () => {
    expect(ORACLE_COLLECTIONS).toHaveLength(8);
    expect(
      SEED_COLLECTIONS.map(({ handle, title, published }) => ({ handle, title, published })),
    ).toEqual(ORACLE_COLLECTIONS);
    expect(SEED_COLLECTIONS.map((c) => c.sortOrder)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const collection of SEED_COLLECTIONS) {
      expect(collection.description.length).toBeGreaterThan(40);
    }
  });
});

describe('seed products', () => {
  it('contain every catalogue handle with the exact title, variants and prices', () => {
    expect(ORACLE_PRODUCTS).toHaveLength(37);
    for (const oracle of ORACLE_PRODUCTS) {
      const seeded = product(oracle.handle);
      expect(seeded.title, oracle.handle).toBe(oracle.title);
      expect(
        seeded.variants.map(({ title, price, compareAtPrice }) => ({
          title,
          price,
          compareAtPrice,
        })),
        oracle.handle,
      ).toEqual(oracle.variants);
      expect(seeded.collections.map((c) => c.handle).sort(), oracle.handle).toEqual(
        [...oracle.collections].sort(),
      );
    }
  });

  it('have unique handles, unique SKUs and a dense global sort order starting at black-seed-oil', () => {
    const handles = SEED_PRODUCTS.map((p) => p.handle);
    expect(new Set(handles).size).toBe(handles.length);
    const skus = SEED_PRODUCTS.flatMap((p) => p.variants.map((v) => v.sku));
    expect(new Set(skus).size).toBe(skus.length);
    const orders = SEED_PRODUCTS.map((p) => p.sortOrder).sort((a, b) => a - b);
    expect(orders).toEqual(SEED_PRODUCTS.map((_, i) => i));
    expect(product('black-seed-oil').sortOrder).toBe(0);
  });

  it('carry gids as the catalogue says: unique, from 44858553761923, shared only by the cups', () => {
    const seen = new Map<string, string>();
    for (const oracle of ORACLE_PRODUCTS) {
      for (const variant of product(oracle.handle).variants) {
        if (oracle.gid === 'none') {
          expect(variant.shopifyGid, oracle.handle).toBeNull();
          continue;
        }
        if (oracle.gid === 'shared') {
          expect(variant.shopifyGid, oracle.handle).toBe(SHARED_GID);
          continue;
        }
        expect(variant.shopifyGid, oracle.handle).toMatch(GID_PATTERN);
        const gid = variant.shopifyGid as string;
        expect(seen.has(gid), `${gid} reused by ${oracle.handle}`).toBe(false);
        seen.set(gid, oracle.handle);
      }
    }
    const ids = [...seen.keys()].map((gid) => Number(GID_PATTERN.exec(gid)?.[1]));
    expect(Math.min(...ids)).toBe(44858553761923);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids.map((_, i) => 44858553761923 + i));
    expect(ids).not.toContain(49000000000024);
  });

  it('keep wholesale-only products out of every collection and tag the trade pack', () => {
    const wholesaleOnly = ORACLE_PRODUCTS.filter((p) => p.collections.length === 0);
    expect(wholesaleOnly.map((p) => p.handle)).toEqual([
      'wholesale-black-seed-oil-1l',
      'wholesale-manuka-honey-263-case',
      'wholesale-shilajit-resin-10',
      'trade-pack-ashwagandha',
    ]);
    for (const { handle } of wholesaleOnly) {
      expect(product(handle).collections).toEqual([]);
      expect(product(handle).tags).toContain('Wholesale');
    }
    const tradePack = product('trade-pack-ashwagandha');
    expect(tradePack.title.toLowerCase()).not.toContain('wholesale');
  });

  it('publish everything except the soap bar', () => {
    expect(SEED_PRODUCTS.filter((p) => !p.published).map((p) => p.handle)).toEqual([
      'black-seed-soap',
    ]);
  });

  it('give every collection dense positions, with black-seed-oil first in black-seed', () => {
    for (const collection of SEED_COLLECTIONS) {
      const members = SEED_PRODUCTS.flatMap((p) =>
        p.collections.filter((c) => c.handle === collection.handle).map((c) => c.position),
      ).sort((a, b) => a - b);
      expect(members, collection.handle).toEqual(members.map((_, i) => i));
    }
    expect(product('black-seed-oil').collections).toEqual([{ handle: 'black-seed', position: 0 }]);
    const linked = new Set(SEED_PRODUCTS.flatMap((p) => p.collections.map((c) => c.handle)));
    for (const handle of linked) {
      expect(SEED_COLLECTIONS.map((c) => c.handle)).toContain(handle);
    }
  });

  it('have 1–5 images at /media/products/{handle}/{n}.svg', () => {
    for (const p of SEED_PRODUCTS) {
      expect(p.images.length, p.handle).toBeGreaterThanOrEqual(1);
      expect(p.images.length, p.handle).toBeLessThanOrEqual(5);
      expect(p.images).toEqual(p.images.map((_, i) => `/media/products/${p.handle}/${i + 1}.svg`));
    }
  });

  it('have careful copy: plain descriptions, simple HTML bodies of 80–200 words, no cure claims', () => {
    const allowedTags = new Set(['p', 'ul', 'li', 'strong', 'h3']);
    for (const p of SEED_PRODUCTS) {
      expect(p.vendor).toBe('Habba & Honey');
      expect(p.description, p.handle).not.toMatch(/[<>]/);
      const sentences = p.description.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length, p.handle).toBeGreaterThanOrEqual(1);
      expect(sentences.length, p.handle).toBeLessThanOrEqual(3);
      expect(p.seoTitle.length, p.handle).toBeLessThanOrEqual(60);
      expect(p.seoDescription.length, p.handle).toBeLessThanOrEqual(160);
      expect(p.seoDescription.length, p.handle).toBeGreaterThanOrEqual(70);

      for (const [, tag] of p.bodyHtml.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)) {
        expect(allowedTags.has(tag ?? ''), `${p.handle}: <${tag}>`).toBe(true);
      }
      expect(p.bodyHtml, p.handle).not.toMatch(/<[a-z0-9]+\s/); // no attributes
      expect(p.bodyHtml, p.handle).not.toMatch(/&(?!amp;)/); // only &amp; entities
      const words = p.bodyHtml
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean).length;
      expect(words, p.handle).toBeGreaterThanOrEqual(80);
      expect(words, p.handle).toBeLessThanOrEqual(200);

      const copy = `${p.description} ${p.bodyHtml} ${p.seoDescription}`.toLowerCase();
      expect(copy, p.handle).not.toMatch(/\bcur(e|es|ed|ing)\b|\bheals?\b|\btreats?\b/);
    }
  });
});
