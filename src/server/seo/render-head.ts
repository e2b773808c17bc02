import type { ProductDetailDto } from '../../core/api/store-types';
import {
  BULK_CUPPING_CUPS_PATH,
  CUPS_PAGE_TITLE,
  selectCanonicalProductPath,
} from '../../core/catalog/product-rules';
import { type Article, BLOG_STRINGS, findArticleBySlug } from '../../core/content/articles';
import { buildTitleSuffix } from '../../core/content/brand';
import { CONTACT_PAGE } from '../../core/content/contact-info';
import { buildDeliveryAndReturns } from '../../core/content/delivery';
import { HOME_HERO, HOME_META } from '../../core/content/home';
import { buildPrivacyPolicy, buildTerms, DEFAULT_LEGAL_CONTEXT } from '../../core/content/legal';
import { MANUKA_GUIDE_PAGE } from '../../core/content/manuka-guide';
import { SEARCH_STRINGS } from '../../core/content/search';
import {
  buildShopDocumentTitle,
  describeShopListing,
  SHOP_STRINGS,
  selectShopHandle,
} from '../../core/content/shop';
import { STORY_PAGE } from '../../core/content/story';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import { SEARCH_QUERY_MAX } from '../../core/schemas/search';
import type { AppDeps } from '../app-deps';
import { type CatalogReads, createCatalogReads } from '../ssr/catalog-reads';

export type RenderedHead = { html: string; status: number };

/** The meta description is at most this many characters (storefront §2 product page). */
export const META_DESCRIPTION_LENGTH = 160;

export const PRODUCT_NOT_FOUND_TITLE = 'Product Not Found';
export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';

type JsonLd = Record<string, unknown>;

/** The product whose data the cups page (/bulk-cupping-cups) shows. */
const CUP_BUILDER_PRODUCT = 'cupping-cups-b1-to-b6';

type HeadData = {
  /** Full document title (suffix included). */
  title: string;
  description?: string;
  /** Path (and query) of the canonical URL; null for no canonical link. */
  canonicalPath: string | null;
  ogType?: 'website' | 'product' | 'article';
  /** Absolute or site-relative image URL. */
  image?: string;
  imageAlt?: string;
  jsonLd?: JsonLd[];
  noindex?: boolean;
  status?: number;
  extra?: string[];
};

/** Pages the server knows; everything else is the SPA's 404 page. */
const STATIC_PATHS = new Set([
  '/',
  '/shop',
  '/blog',
  '/story',
  '/manuka-honey',
  '/contact',
  '/terms',
  '/privacy',
  '/bulk-cupping-cups',
  '/delivery',
]);

/** Private or per-user pages: rendered with noindex and no canonical (robots.txt disallows most). */
const PRIVATE_PAGES: Record<string, string> = {
  '/auth': 'Sign In',
  '/reset-password': 'Reset Password',
  '/account': 'My Account',
  '/wholesale': 'Wholesale',
  '/wholesale-shop': 'Wholesale Shop',
  '/admin': 'Admin',
  '/admin/products': 'Products',
};

/**
 * The <head> tags for a SPA route: title, meta description, canonical URL, Open Graph and Twitter
 * tags, and schema.org JSON-LD (Organization on home, Product with Offers in GBP on product pages,
 * Article on journal pages). Every value is escaped; JSON-LD escapes '<' as \u003c.
 */
export async function renderHead(
  deps: AppDeps,
  url: URL,
  reads: CatalogReads = createCatalogReads(deps),
): Promise<RenderedHead> {
  const data = await buildHeadData(deps, url, reads);
  return { html: renderHeadHtml(deps, data), status: data.status ?? 200 };
}

/** Trims a description to at most 160 characters (the spec's "first 160 characters"). */
export function truncateDescription(text: string, max = META_DESCRIPTION_LENGTH): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length <= max ? clean : clean.slice(0, max);
}

async function buildHeadData(deps: AppDeps, url: URL, reads: CatalogReads): Promise<HeadData> {
  const { shopName } = deps.config;
  const suffix = buildTitleSuffix(shopName);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;

  if (path === '/') {
    return {
      title: `${HOME_META.title}${suffix}`,
      description: HOME_META.description,
      canonicalPath: '/',
      image: HOME_HERO.image.src,
      imageAlt: HOME_HERO.image.alt,
      jsonLd: [buildOrganizationJsonLd(deps), buildWebSiteJsonLd(deps)],
    };
  }

  if (path === '/shop') return buildShopHead(deps, url, reads);

  if (path === '/search') {
    // Results pages are not indexed (thin, endless variants), so no canonical either.
    const q = url.searchParams.get('q')?.trim().slice(0, SEARCH_QUERY_MAX);
    return {
      title: `${q ? SEARCH_STRINGS.resultsTitle(q) : SEARCH_STRINGS.pageTitle}${suffix}`,
      canonicalPath: null,
      noindex: true,
    };
  }

  const productMatch = /^\/product\/([^/]+)$/.exec(path);
  if (productMatch?.[1]) return buildProductHead(deps, reads, decodeSegment(productMatch[1]));

  if (path === BULK_CUPPING_CUPS_PATH) return buildProductHead(deps, reads, CUP_BUILDER_PRODUCT);

  if (path === '/blog') {
    return {
      title: `${BLOG_STRINGS.indexTitle}${suffix}`,
      description: BLOG_STRINGS.indexIntro,
      canonicalPath: '/blog',
    };
  }

  const blogMatch = /^\/blog\/([^/]+)$/.exec(path);
  if (blogMatch?.[1]) {
    const article = findArticleBySlug(decodeSegment(blogMatch[1]));
    if (!article) {
      return {
        title: `${BLOG_STRINGS.notFoundTitle}${suffix}`,
        canonicalPath: null,
        noindex: true,
        status: 404,
      };
    }
    return buildArticleHead(deps, article);
  }

  const legal = { ...DEFAULT_LEGAL_CONTEXT, shopName, supportEmail: deps.config.supportEmail };
  const simple: Record<string, { title: string; description: string }> = {
    '/story': { title: STORY_PAGE.metaTitle, description: STORY_PAGE.metaDescription },
    '/manuka-honey': {
      title: MANUKA_GUIDE_PAGE.metaTitle,
      description: MANUKA_GUIDE_PAGE.metaDescription,
    },
    '/contact': { title: CONTACT_PAGE.metaTitle, description: CONTACT_PAGE.metaDescription },
    '/terms': { title: buildTerms(legal).title, description: buildTerms(legal).metaDescription },
    '/delivery': {
      title: buildDeliveryAndReturns(legal).title,
      description: buildDeliveryAndReturns(legal).metaDescription,
    },
    '/privacy': {
      title: buildPrivacyPolicy(legal).title,
      description: buildPrivacyPolicy(legal).metaDescription,
    },
  };
  const page = simple[path];
  if (page && STATIC_PATHS.has(path)) {
    return {
      title: `${page.title}${suffix}`,
      description: page.description,
      canonicalPath: path,
    };
  }

  const privateTitle =
    PRIVATE_PAGES[path] ?? (/^\/admin\/orders\/[^/]+$/.test(path) ? 'Order' : undefined);
  if (privateTitle) {
    return { title: `${privateTitle}${suffix}`, canonicalPath: null, noindex: true };
  }

  return {
    title: `${PAGE_NOT_FOUND_TITLE}${suffix}`,
    canonicalPath: null,
    noindex: true,
    status: 404,
  };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

async function buildShopHead(deps: AppDeps, url: URL, reads: CatalogReads): Promise<HeadData> {
  const handle = selectShopHandle(url.searchParams.get('collection'));
  const collections = await reads.collections();
  const collection = collections.find((c) => c.handle === handle) ?? null;
  const listing = describeShopListing(handle, collection);
  return {
    title: buildShopDocumentTitle(deps.config.shopName, listing.title),
    description: truncateDescription(
      listing.kind === 'collection' ? listing.description : `${SHOP_STRINGS.fallbackDescription}.`,
    ),
    canonicalPath: collection
      ? `/shop?collection=${encodeURIComponent(collection.handle)}`
      : listing.kind === 'all'
        ? '/shop'
        : null,
    noindex: listing.kind === 'unknown',
    status: listing.kind === 'unknown' ? 404 : 200,
  };
}

async function buildProductHead(
  deps: AppDeps,
  reads: CatalogReads,
  handle: string,
): Promise<HeadData> {
  const canonicalPath = selectCanonicalProductPath(handle);
  const isCupBuilder = canonicalPath === BULK_CUPPING_CUPS_PATH;
  const suffix = buildTitleSuffix(deps.config.shopName);
  const product = await reads.product(handle); // null for a malformed handle
  if (!product) {
    return {
      title: `${PRODUCT_NOT_FOUND_TITLE}${suffix}`,
      canonicalPath: null,
      noindex: true,
      status: 404,
    };
  }
  const description = truncateDescription(product.description);
  return {
    title: `${isCupBuilder ? CUPS_PAGE_TITLE : product.title}${suffix}`,
    description,
    canonicalPath,
    ogType: 'product',
    image: product.imageUrl ?? undefined,
    imageAlt: product.images[0]?.alt ?? product.title,
    jsonLd: [buildProductJsonLd(deps, product, canonicalPath)],
    extra: buildProductPriceMeta(product),
  };
}

function buildProductPriceMeta(product: ProductDetailDto): string[] {
  const cheapest = product.variants[0];
  const pence = cheapest ? tryParsePence(cheapest.price) : null;
  if (pence === null) return [];
  return [
    `<meta property="product:price:amount" content="${formatPenceAsDecimal(pence)}">`,
    '<meta property="product:price:currency" content="GBP">',
  ];
}

function buildArticleHead(deps: AppDeps, article: Article): HeadData {
  const suffix = buildTitleSuffix(deps.config.shopName);
  const path = `/blog/${article.slug}`;
  return {
    title: `${article.title}${suffix}`,
    description: truncateDescription(article.excerpt),
    canonicalPath: path,
    ogType: 'article',
    image: article.image,
    imageAlt: article.imageAlt,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.excerpt,
        image: [absoluteUrl(deps, article.image)],
        datePublished: article.date,
        articleSection: article.category,
        author: { '@type': 'Person', name: article.author, jobTitle: article.authorRole },
        publisher: buildOrganizationJsonLd(deps),
        mainEntityOfPage: absoluteUrl(deps, path),
        citation: article.references.map((ref) => ({
          '@type': 'CreativeWork',
          name: ref.title,
          url: ref.url,
        })),
      },
    ],
    extra: [`<meta property="article:published_time" content="${escapeHtml(article.date)}">`],
  };
}

function buildOrganizationJsonLd(deps: AppDeps): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: deps.config.shopName,
    url: absoluteUrl(deps, '/'),
    email: deps.config.supportEmail,
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      email: deps.config.supportEmail,
      areaServed: 'GB',
      availableLanguage: 'en-GB',
    },
  };
}

function buildWebSiteJsonLd(deps: AppDeps): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: deps.config.shopName,
    url: absoluteUrl(deps, '/'),
    inLanguage: 'en-GB',
  };
}

export function buildProductJsonLd(
  deps: AppDeps,
  product: ProductDetailDto,
  canonicalPath: string,
): JsonLd {
  const url = absoluteUrl(deps, canonicalPath);
  const offers = product.variants.flatMap((variant) => {
    const pence = tryParsePence(variant.price);
    if (pence === null) return [];
    return [
      {
        '@type': 'Offer',
        name: variant.title,
        price: formatPenceAsDecimal(pence),
        priceCurrency: 'GBP',
        availability:
          variant.stock === 'out_of_stock'
            ? 'https://schema.org/OutOfStock'
            : variant.stock === 'low_stock'
              ? 'https://schema.org/LimitedAvailability'
              : 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
        seller: { '@type': 'Organization', name: deps.config.shopName },
      },
    ];
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.description,
    url,
    ...(product.images.length > 0
      ? { image: product.images.map((image) => absoluteUrl(deps, image.src)) }
      : {}),
    brand: { '@type': 'Brand', name: product.vendor || deps.config.shopName },
    offers,
    // Only from approved reviews in our database (issue 19 feature 3): none, no rating at all.
    ...(product.reviews && product.reviews.count > 0 && product.reviews.average !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.reviews.average.toFixed(1),
            reviewCount: product.reviews.count,
            bestRating: '5',
            worstRating: '1',
          },
        }
      : {}),
  };
}

function absoluteUrl(deps: AppDeps, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${deps.config.publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/** JSON for a <script type="application/ld+json">: '<' is escaped so '</script>' cannot occur. */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function renderHeadHtml(deps: AppDeps, data: HeadData): string {
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
 * The share image (issue 19 defect 7): social sites show PNG/JPEG, not SVG, so a page whose own
 * image is SVG (the generated product and article art) or that has none shares the brand card
 * public/og-image.png (1200×630, made by scripts/generate-brand-images.mjs).
 */
export const DEFAULT_OG_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

function buildOgImage(deps: AppDeps, data: HeadData): [string, string | undefined][] {
  const own = data.image && /\.(png|jpe?g)(\?|$)/i.test(data.image) ? data.image : null;
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
