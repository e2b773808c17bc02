import { describe, expect, it } from 'vitest';
import {
  buildImageSrcSet,
  buildShopifyImageUrl,
  isShopifyCdnUrl,
  SHOPIFY_SRCSET_WIDTHS,
} from './image-srcset';

const CDN = 'https://cdn.shopify.com/s/files/1/0123/4567/files/black-seed-oil.jpg';

describe('isShopifyCdnUrl', () => {
  it('accepts Shopify CDN and /cdn/shop/ URLs', () => {
    expect(isShopifyCdnUrl(CDN)).toBe(true);
    expect(isShopifyCdnUrl(`${CDN}?v=1712345678`)).toBe(true);
    expect(isShopifyCdnUrl('https://habba.example/cdn/shop/files/jar.png?v=2')).toBe(true);
  });

  it('rejects our generated art, other hosts and non-URLs', () => {
    expect(isShopifyCdnUrl('/media/products/black-seed-oil/1.svg')).toBe(false);
    expect(isShopifyCdnUrl('//cdn.shopify.com/s/files/1/jar.jpg')).toBe(false);
    expect(isShopifyCdnUrl('https://images.example.com/jar.jpg')).toBe(false);
    expect(isShopifyCdnUrl('https://cdn.shopify.com.evil.example/x.jpg')).toBe(false);
    expect(isShopifyCdnUrl('data:image/png;base64,AAAA')).toBe(false);
    expect(isShopifyCdnUrl('')).toBe(false);
  });
});

describe('buildShopifyImageUrl', () => {
  it('sets width and keeps the other parameters', () => {
    expect(buildShopifyImageUrl(`${CDN}?v=17`, 480)).toBe(`${CDN}?v=17&width=480`);
  });

  it('replaces a width already in the URL', () => {
    expect(buildShopifyImageUrl(`${CDN}?width=2000&v=17`, 640)).toBe(`${CDN}?width=640&v=17`);
  });
});

describe('buildImageSrcSet', () => {
  it('lists every default width for a CDN URL, smallest first', () => {
    const srcSet = buildImageSrcSet(CDN);
    expect(srcSet?.split(', ')).toEqual(
      SHOPIFY_SRCSET_WIDTHS.map((w) => `${CDN}?width=${w} ${w}w`),
    );
  });

  it('stops at maxWidth', () => {
    expect(buildImageSrcSet(CDN, { maxWidth: 480 })).toBe(
      `${CDN}?width=240 240w, ${CDN}?width=360 360w, ${CDN}?width=480 480w`,
    );
  });

  it('keeps the smallest width when maxWidth is below all of them', () => {
    expect(buildImageSrcSet(CDN, { maxWidth: 100 })).toBe(`${CDN}?width=240 240w`);
  });

  it('takes custom widths, deduplicated and sorted', () => {
    expect(buildImageSrcSet(CDN, { widths: [320, 160, 320] })).toBe(
      `${CDN}?width=160 160w, ${CDN}?width=320 320w`,
    );
  });

  it('gives no srcset for generated SVG art or other hosts', () => {
    expect(buildImageSrcSet('/media/products/black-seed-oil/1.svg')).toBeUndefined();
    expect(buildImageSrcSet('https://images.example.com/jar.jpg')).toBeUndefined();
  });
});
