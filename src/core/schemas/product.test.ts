import { describe, expect, it } from 'vitest';
import { firstMessages } from './first-messages';
import {
  buildHandleFromTitle,
  createProductFormSchema,
  HANDLE_PATTERN,
  PRODUCT_MESSAGES,
  type ProductFormInput,
  parseTagList,
  productFormSchema,
} from './product';

const messagesOf = (input: unknown) => firstMessages(productFormSchema, input);

const valid: ProductFormInput = {
  title: 'Organic Black Seed Oil',
  handle: 'black-seed-oil',
  body_html: '<p>Cold-pressed.</p>',
  vendor: 'Habba & Honey',
  type: 'Oil',
  product_category: 'Health & Beauty',
  published: true,
  image_url: '/media/products/black-seed-oil.svg',
  seo_title: 'Organic Black Seed Oil',
  seo_description: 'Cold-pressed Nigella sativa oil.',
  tags: ['black seed', 'oil'],
  variants: [
    { title: '100ml', price: '14.99', shopifyGid: 'gid://shopify/ProductVariant/1' },
    { id: 'v2', title: '250ml', price: '27.99', compareAtPrice: '', shopifyGid: '' },
  ],
  collectionIds: ['c1'],
};

describe('productFormSchema', () => {
  it('accepts a full product and a minimal one', () => {
    expect(productFormSchema.safeParse(valid).success).toBe(true);
    expect(
      productFormSchema.safeParse({
        title: 'Lip Balm',
        handle: 'lip-balm',
        variants: [{ title: 'Default', price: '6.99' }],
      }).success,
    ).toBe(true);
  });

  it('requires title and handle', () => {
    expect(messagesOf({ ...valid, title: ' ', handle: '' })).toEqual({
      title: 'Title is required',
      handle: 'Handle is required',
    });
    expect(messagesOf({ variants: valid.variants })).toEqual({
      title: 'Title is required',
      handle: 'Handle is required',
    });
  });

  it.each(['Black Seed', 'black_seed', '-black', 'black-', 'black--seed', 'blåck'])(
    'rejects the handle %j',
    (handle) => {
      expect(messagesOf({ ...valid, handle })).toEqual({
        handle: PRODUCT_MESSAGES.handleFormat,
      });
    },
  );

  it('checks variant prices and gids', () => {
    expect(
      messagesOf({
        ...valid,
        variants: [
          { title: '', price: '0' },
          { title: 'A', price: '14.999' },
          { title: 'B', price: 'abc' },
          { title: 'C', price: '1', compareAtPrice: 'x', shopifyGid: 'gid://shopify/Product/1' },
        ],
      }),
    ).toEqual({
      'variants.0.title': 'Variant title is required',
      'variants.0.price': 'Price must be greater than 0',
      'variants.1.price': PRODUCT_MESSAGES.priceInvalid,
      'variants.2.price': PRODUCT_MESSAGES.priceInvalid,
      'variants.3.compareAtPrice': PRODUCT_MESSAGES.compareAtPriceInvalid,
      'variants.3.shopifyGid': PRODUCT_MESSAGES.shopifyGidInvalid,
    });
    expect(messagesOf({ ...valid, variants: [] })).toEqual({
      variants: 'Add at least one variant',
    });
  });

  it('checks image URLs, SEO lengths and unknown fields', () => {
    expect(messagesOf({ ...valid, image_url: 'ftp://x' })).toEqual({
      image_url: PRODUCT_MESSAGES.imageUrlInvalid,
    });
    expect(
      productFormSchema.safeParse({ ...valid, image_url: 'https://cdn.shopify.com/x.png' }).success,
    ).toBe(true);
    // Only https on an allowed host, the shop itself, or a path on the shop.
    for (const url of [
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'javascript:alert(1)',
      'http://cdn.shopify.com/x.png',
      'https://cdn.example/x.png',
      'https://user@cdn.shopify.com/x.png',
    ]) {
      expect(messagesOf({ ...valid, image_url: url })).toEqual({
        image_url: PRODUCT_MESSAGES.imageUrlInvalid,
      });
    }
    const own = createProductFormSchema({
      hosts: ['images.example.com'],
      shopOrigins: ['http://localhost:3000'],
    });
    for (const url of ['https://images.example.com/a.png', 'http://localhost:3000/media/a.png']) {
      expect(own.safeParse({ ...valid, image_url: url }).success).toBe(true);
    }
    expect(own.safeParse({ ...valid, image_url: 'https://cdn.shopify.com/a.png' }).success).toBe(
      false,
    );
    expect(
      messagesOf({ ...valid, seo_title: 'x'.repeat(71), seo_description: 'x'.repeat(321) }),
    ).toEqual({
      seo_title: PRODUCT_MESSAGES.seoTitleMax,
      seo_description: PRODUCT_MESSAGES.seoDescriptionMax,
    });
    expect(productFormSchema.safeParse({ ...valid, sort_order: 3 }).success).toBe(false);
  });
});

describe('helpers', () => {
  it('builds handles from titles', () => {
    expect(buildHandleFromTitle('Organic Black Seed Oil')).toBe('organic-black-seed-oil');
    expect(buildHandleFromTitle('Black Seed & Turmeric Capsules')).toBe(
      'black-seed-and-turmeric-capsules',
    );
    expect(buildHandleFromTitle('  Manuka Honey UMF 20+ MGO 829+ ')).toBe(
      'manuka-honey-umf-20-mgo-829',
    );
    expect(buildHandleFromTitle('Crème Brûlée Balm')).toBe('creme-brulee-balm');
    expect(HANDLE_PATTERN.test(buildHandleFromTitle('Hijama Cupping Kit, 24 Cups and Pump'))).toBe(
      true,
    );
  });

  it('parses tag lists', () => {
    expect(parseTagList(' Wholesale, oil,, oil ,')).toEqual(['Wholesale', 'oil']);
    expect(parseTagList('')).toEqual([]);
  });
});
