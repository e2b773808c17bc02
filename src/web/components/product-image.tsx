import type { ComponentProps } from 'react';
import { buildImageSrcSet } from '../lib/image-srcset';

export type ProductImageProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'width' | 'height' | 'loading' | 'fetchPriority'
> & {
  src: string;
  alt: string;
  /** Intrinsic size (the aspect ratio the browser reserves before the image arrives). */
  width: number;
  height: number;
  /** Rendered width for the browser's srcset choice, e.g. '(min-width: 1024px) 25vw, 100vw'. */
  sizes?: string;
  /** The page's LCP image: loads eagerly with fetchpriority=high. Others are lazy. */
  priority?: boolean;
  /** Overrides the loading derived from `priority` (e.g. a gallery's swapped-in main image). */
  loading?: 'eager' | 'lazy';
};

/**
 * Every product image (shop cards, product gallery, featured products, cart, wholesale shop):
 * width and height always set (no layout shift), lazy unless it is the LCP image, decoded off the
 * main thread, and for Shopify CDN photos a srcset of width variants (Shopify serves WebP/AVIF
 * itself). Our generated SVG art has no srcset: it is vector.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes = '100vw',
  priority = false,
  loading,
  ...props
}: ProductImageProps) {
  // Twice the intrinsic width covers 2x screens; larger variants would only cost bytes.
  const srcSet = buildImageSrcSet(src, { maxWidth: width * 2 });
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading ?? (priority ? 'eager' : 'lazy')}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      {...props}
    />
  );
}
