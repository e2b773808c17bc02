/** The <head> tags written from a page's head data: title, description, canonical, Open Graph, JSON-LD. */
import type { AppDeps } from '../app-deps';
import { absoluteUrl, type JsonLd, serializeJsonLd } from './json-ld';

export type HeadData = {
  /** Full document title (suffix included). */
  title: string;
  description?: string;
  /** Path (and query) of the canonical URL; null for no canonical link. */
  canonicalPath: string | null;
  ogType?: 'website' | 'product' | 'article';
  /** Absolute or site-relative image URL. */
  image?: string;
  /** Pixel size of `image`, when known (written as og:image:width/height with its type). */
  imageSize?: { width: number; height: number };
  imageAlt?: string;
  jsonLd?: JsonLd[];
  noindex?: boolean;
  status?: number;
  extra?: string[];
};

export function renderHeadHtml(deps: AppDeps, data: HeadData): string {
  const tags: string[] = [`<title>${escapeHtml(data.title)}</title>`];
  if (data.description) {
    tags.push(`<meta name="description" content="${escapeHtml(data.description)}">`);
  }
  if (data.noindex) tags.push('<meta name="robots" content="noindex, nofollow">');
  const canonical = data.canonicalPath ? absoluteUrl(deps, data.canonicalPath) : null;
  if (canonical) tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);

  const og: [string, string | undefined][] = [
    ['og:site_name', deps.config.shopName],
    ['og:locale', 'en_GB'],
    ['og:type', data.ogType ?? 'website'],
    ['og:title', data.title],
    ['og:description', data.description],
    ['og:url', canonical ?? undefined],
    ...buildOgImage(deps, data),
  ];
  for (const [property, content] of og) {
    if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}">`);
  }
  tags.push('<meta name="twitter:card" content="summary_large_image">');
  tags.push(...(data.extra ?? []));
  for (const item of data.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(item)}</script>`);
  }
  return tags.join('\n');
}

/**
 * The share image: social sites show PNG/JPEG, not SVG, so a page whose own
 * image is SVG (the generated article art) or that has none shares the brand card
 * public/og-image.png (1200×630, made by scripts/generate-brand-images.mjs).
 */
export const DEFAULT_OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

function buildOgImage(deps: AppDeps, data: HeadData): [string, string | undefined][] {
  const own = data.image && /\.(png|jpe?g)(\?|$)/i.test(data.image) ? data.image : null;
  if (own && data.imageSize) {
    return [
      ['og:image', absoluteUrl(deps, own)],
      ['og:image:type', /\.png(\?|$)/i.test(own) ? 'image/png' : 'image/jpeg'],
      ['og:image:width', String(data.imageSize.width)],
      ['og:image:height', String(data.imageSize.height)],
      ['og:image:alt', data.imageAlt],
    ];
  }
  if (own) {
    return [
      ['og:image', absoluteUrl(deps, own)],
      ['og:image:alt', data.imageAlt],
    ];
  }
  return [
    ['og:image', absoluteUrl(deps, DEFAULT_OG_IMAGE.path)],
    ['og:image:type', 'image/png'],
    ['og:image:width', String(DEFAULT_OG_IMAGE.width)],
    ['og:image:height', String(DEFAULT_OG_IMAGE.height)],
    ['og:image:alt', deps.config.shopName],
  ];
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
