/**
 * Admin product form and body (docs/spec/accounts-and-back-office.md §3 "Product", §5 "Product
 * admin form"). Prices are decimal strings in pounds, as stored ('14.99').
 */

import type { AdminProductDto } from '../api/admin';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../cart/cart-line';
import { tryParsePence } from '../money';
import { vatRatePercentSchema } from '../pricing/vat';
import { z } from '../zod';
import { optionalText } from './text-fields';

export const PRODUCT_MESSAGES = {
  titleRequired: 'Title is required',
  titleMax: 'Title must be less than 255 characters',
  handleRequired: 'Handle is required',
  handleFormat: 'Handle may only contain lowercase letters, numbers and single hyphens',
  handleMax: 'Handle must be less than 255 characters',
  vendorMax: 'Vendor must be less than 255 characters',
  typeMax: 'Type must be less than 255 characters',
  productCategoryMax: 'Product category must be less than 255 characters',
  imageUrlInvalid:
    'Image URL must be an https address on an allowed image host (such as cdn.shopify.com) or a path starting with /',
  seoTitleMax: 'SEO title must be less than 70 characters',
  seoDescriptionMax: 'SEO description must be less than 320 characters',
  tagMax: 'Each tag must be less than 255 characters',
  variantsRequired: 'Add at least one variant',
  variantTitleRequired: 'Variant title is required',
  variantTitleMax: 'Variant title must be less than 255 characters',
  priceInvalid: 'Price must be an amount like 14.99',
  pricePositive: 'Price must be greater than 0',
  compareAtPriceInvalid: 'Compare-at price must be an amount like 19.99',
  shopifyGidInvalid: `Shopify variant ID must start with ${SHOPIFY_VARIANT_GID_PREFIX}`,
} as const;

export const PRODUCT_SAVE_FAILED_MESSAGE = 'Failed to save product';
export const PRODUCT_DELETE_FAILED_MESSAGE = 'Failed to delete product';
export const PRODUCT_DELETED_MESSAGE = 'Product deleted successfully';
export const PRODUCT_UPDATED_MESSAGE = 'Product updated';
export const PRODUCT_CREATED_MESSAGE = 'Product created';

/** Lowercase letters and digits in hyphen-separated words: 'black-seed-oil'. */
export const HANDLE_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A decimal amount in pounds with at most two decimals: '14.99', '0.6', '89'. */
export const PRICE_PATTERN = /^\d+(?:\.\d{1,2})?$/;

const m = PRODUCT_MESSAGES;

const priceField = z
  .string({ error: m.priceInvalid })
  .trim()
  .regex(PRICE_PATTERN, m.priceInvalid)
  .refine((value) => (tryParsePence(value) ?? 0) > 0, m.pricePositive);

const compareAtPriceField = z
  .string()
  .trim()
  .refine((value) => value === '' || PRICE_PATTERN.test(value), m.compareAtPriceInvalid)
  .optional()
  .nullable();

export const productVariantInputSchema = z
  .object({
    id: z.string().min(1).optional(),
    title: z
      .string({ error: m.variantTitleRequired })
      .trim()
      .min(1, m.variantTitleRequired)
      .max(255, m.variantTitleMax),
    price: priceField,
    compareAtPrice: compareAtPriceField,
    shopifyGid: z
      .string()
      .trim()
      .refine(
        (value) =>
          value === '' ||
          (value.startsWith(SHOPIFY_VARIANT_GID_PREFIX) &&
            value.length > SHOPIFY_VARIANT_GID_PREFIX.length),
        m.shopifyGidInvalid,
      )
      .optional()
      .nullable(),
  })
  .strict();

/** Hosts an admin image URL may point at over https by default: Shopify's CDN. */
export const DEFAULT_IMAGE_HOSTS = ['cdn.shopify.com'] as const;

export type ImageUrlPolicy = {
  /** Host names allowed over https (IMAGE_HOSTS on the server). */
  hosts: readonly string[];
  /** The shop's own origins (any scheme they use): their URLs are accepted too. */
  shopOrigins?: readonly string[];
};

/**
 * An admin image URL: empty (no image), a path on the shop (an upload or /media/…; never `//host`
 * or a backslash, which browsers treat as another host), the shop's own origin, or https on an
 * allowed host. `javascript:`, `data:`, `http:` and protocol-relative URLs are refused.
 */
export function isAllowedImageUrl(value: string, policy: ImageUrlPolicy): boolean {
  if (value === '') return true;
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (policy.shopOrigins?.includes(url.origin)) return true;
  return url.protocol === 'https:' && policy.hosts.includes(url.hostname.toLowerCase());
}

/** The product form and body, with the image URLs `policy` allows (form and server agree). */
export function createProductFormSchema(policy: ImageUrlPolicy = { hosts: DEFAULT_IMAGE_HOSTS }) {
  return z
    .object({
      title: z
        .string({ error: m.titleRequired })
        .trim()
        .min(1, m.titleRequired)
        .max(255, m.titleMax),
      handle: z
        .string({ error: m.handleRequired })
        .trim()
        .min(1, m.handleRequired)
        .max(255, m.handleMax)
        .regex(HANDLE_PATTERN, m.handleFormat),
      body_html: z.string().optional(),
      vendor: optionalText(255, m.vendorMax),
      type: optionalText(255, m.typeMax),
      product_category: optionalText(255, m.productCategoryMax),
      /** UK VAT rate (core/pricing/vat.ts); a new product without one is standard-rated. */
      vat_rate_percent: vatRatePercentSchema.optional(),
      published: z.boolean().optional(),
      image_url: z
        .string()
        .trim()
        .refine((value) => isAllowedImageUrl(value, policy), m.imageUrlInvalid)
        .optional()
        .nullable(),
      seo_title: optionalText(70, m.seoTitleMax).nullable(),
      seo_description: optionalText(320, m.seoDescriptionMax).nullable(),
      tags: z.array(z.string().trim().min(1).max(255, m.tagMax)).optional(),
      variants: z.array(productVariantInputSchema).min(1, m.variantsRequired),
      collectionIds: z.array(z.string().min(1)).optional(),
    })
    .strict();
}

export const productFormSchema = createProductFormSchema();

export type ProductVariantInput = z.input<typeof productVariantInputSchema>;
export type ProductVariantValues = z.output<typeof productVariantInputSchema>;
export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductFormValues = z.output<typeof productFormSchema>;

/** A handle from a title: 'Organic Black Seed Oil' → 'organic-black-seed-oil'. */
export function buildHandleFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Tags from comma-separated text: trimmed, empty ones dropped, duplicates removed. */
export function parseTagList(text: string): string[] {
  const tags = text
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag !== '');
  return [...new Set(tags)];
}

/**
 * A stored product as the admin form's values (and the body of PUT /api/admin/products/:id that
 * changes nothing): absent optional texts become empty fields.
 */
export function productToFormInput(product: AdminProductDto): ProductFormInput {
  return {
    title: product.title,
    handle: product.handle,
    body_html: product.body_html,
    vendor: product.vendor,
    type: product.type,
    product_category: product.product_category,
    vat_rate_percent: product.vat_rate_percent,
    published: product.published,
    image_url: product.image_url ?? '',
    seo_title: product.seo_title ?? '',
    seo_description: product.seo_description ?? '',
    tags: product.tags,
    variants: product.variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      compareAtPrice: v.compareAtPrice ?? '',
      shopifyGid: v.shopifyGid ?? '',
    })),
    collectionIds: product.collectionIds,
  };
}
