/** schema.org JSON-LD for the shop's pages: Organization, WebSite, Product with Offers, Article. */
import type { ProductDetailDto } from '../../core/api/store-types';
import { DIET_BADGE_LABELS, dietTagsOf } from '../../core/catalog/diet';
import { selectOfferAvailability } from '../../core/catalog/offer-availability';
import type { Article } from '../../core/content/articles';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import type { AppDeps } from '../app-deps';

export type JsonLd = Record<string, unknown>;

export function buildOrganizationJsonLd(deps: AppDeps): JsonLd {
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

export function buildWebSiteJsonLd(deps: AppDeps): JsonLd {
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
        // The same rule as the page's buy box: never InStock where a shopper cannot buy it.
        availability: selectOfferAvailability(product, variant),
        itemCondition: 'https://schema.org/NewCondition',
        url,
        seller: { '@type': 'Organization', name: deps.config.shopName },
      },
    ];
  });
  // Dietary claims from the product's tags only: the same rule as the page's badges and the filter.
  const diets = dietTagsOf(product.tags).map((tag) => ({
    '@type': 'PropertyValue',
    name: 'Diet',
    value: DIET_BADGE_LABELS[tag],
  }));
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
    ...(diets.length > 0 ? { additionalProperty: diets } : {}),
    // Only from approved reviews in our database: none, no rating at all (never an invented one).
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

export function buildArticleJsonLd(deps: AppDeps, article: Article, path: string): JsonLd {
  return {
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
  };
}

export function absoluteUrl(deps: AppDeps, pathOrUrl: string): string {
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
