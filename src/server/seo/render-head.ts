import type { ProductDetailDto } from '../../core/api/store-types';
import { buildMetaDescription } from '../../core/catalog/product-page';
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
import { type CatalogReads, createCatalogReads } from '../ssr/service';
import { escapeHtml, type HeadData, renderHeadHtml } from './head-html';
import {
  buildArticleJsonLd,
  buildOrganizationJsonLd,
  buildProductJsonLd,
  buildWebSiteJsonLd,
} from './json-ld';
import { findProductShareImagePath, PRODUCT_SHARE_IMAGE_SIZE } from './product-share-image';

// The server's HTML shell (src/server/http) and the SEO tests import these from here.
export { escapeHtml } from './head-html';
export { serializeJsonLd } from './json-ld';

export type RenderedHead = { html: string; status: number };

export const PRODUCT_NOT_FOUND_TITLE = 'Product Not Found';
export const PAGE_NOT_FOUND_TITLE = 'Page Not Found';

/** The product whose data the cups page (/bulk-cupping-cups) shows. */
const CUP_BUILDER_PRODUCT = 'cupping-cups-b1-to-b6';

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
  '/not-me': 'This was not me',
  '/staff-invitation': 'Join the team',
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
  // The listing's own collection (with its description): the page reads it anyway.
  const { collection } = await reads.collectionProducts(handle);
  const listing = describeShopListing(handle, collection);
  return {
    title: buildShopDocumentTitle(deps.config.shopName, listing.title),
    description: buildMetaDescription(
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
  const description = buildMetaDescription(product.description);
  return {
    title: `${isCupBuilder ? CUPS_PAGE_TITLE : product.title}${suffix}`,
    description,
    canonicalPath,
    ogType: 'product',
    ...selectProductShareImage(product),
    jsonLd: [buildProductJsonLd(deps, product, canonicalPath)],
    extra: buildProductPriceMeta(product),
  };
}

/**
 * A product page shares the owner's own PNG/JPEG when it has one, else the product's generated
 * card (public/share/products/<handle>.png), so no two products share one image.
 */
function selectProductShareImage(product: ProductDetailDto): Partial<HeadData> {
  const alt = product.images[0]?.alt ?? product.title;
  const own = product.imageUrl;
  if (own && /\.(png|jpe?g)(\?|$)/i.test(own)) return { image: own, imageAlt: alt };
  const card = findProductShareImagePath(product.handle);
  if (!card) return { image: own ?? undefined, imageAlt: alt };
  return { image: card, imageSize: PRODUCT_SHARE_IMAGE_SIZE, imageAlt: product.title };
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
    description: buildMetaDescription(article.excerpt),
    canonicalPath: path,
    ogType: 'article',
    image: article.image,
    imageAlt: article.imageAlt,
    jsonLd: [buildArticleJsonLd(deps, article, path)],
    extra: [`<meta property="article:published_time" content="${escapeHtml(article.date)}">`],
  };
}
