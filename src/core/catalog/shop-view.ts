// Sort and filter of the shop listing: the view a /shop URL asks for,
// and the pure function that applies it to a listing. The server render and the browser run the
// same code on the same data, so the first paint is already sorted and filtered.
import type { ProductSummaryDto } from '../api/store-types';
import { tryParsePence } from '../money';
import { DIET_TAGS, type DietTag } from './diet';

export const SHOP_SORTS = [
  'featured',
  'price-asc',
  'price-desc',
  'newest',
  'best-sellers',
] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const SHOP_SORT_LABELS: Record<ShopSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
  'best-sellers': 'Best sellers',
};

/** Whole pounds a price filter accepts (a larger number is ignored). */
export const SHOP_PRICE_MAX_POUNDS = 10_000;

export type ShopView = {
  sort: ShopSort;
  /** A product must carry every one of these tags (any case). */
  diet: DietTag[];
  /** Whole pounds, inclusive. */
  minPounds: number | null;
  maxPounds: number | null;
};

export const DEFAULT_SHOP_VIEW: ShopView = {
  sort: 'featured',
  diet: [],
  minPounds: null,
  maxPounds: null,
};

/** The orders a sort needs from GET /api/store/rankings (product ids, best first). */
export type ShopRankings = { newest: string[]; bestSellers: string[] };

function readPounds(value: string | null): number | null {
  if (value === null || !/^\d{1,5}$/.test(value.trim())) return null;
  const pounds = Number(value.trim());
  return pounds <= SHOP_PRICE_MAX_POUNDS ? pounds : null;
}

/**
 * The view of /shop's query string. Lenient, like the collection: a value it does not know is
 * ignored, so a hand-edited URL still lists products. A min above the max swaps them.
 */
export function readShopView(params: URLSearchParams): ShopView {
  const sortParam = params.get('sort');
  const sort = SHOP_SORTS.includes(sortParam as ShopSort) ? (sortParam as ShopSort) : 'featured';
  const asked = new Set(params.getAll('diet').map((d) => d.trim().toLowerCase()));
  const diet = DIET_TAGS.filter((tag) => asked.has(tag));
  let minPounds = readPounds(params.get('min'));
  let maxPounds = readPounds(params.get('max'));
  if (minPounds !== null && maxPounds !== null && minPounds > maxPounds) {
    [minPounds, maxPounds] = [maxPounds, minPounds];
  }
  return { sort, diet, minPounds, maxPounds };
}

/** The query parameters of a view (defaults left out), in a fixed order. */
export function shopViewEntries(view: ShopView): [string, string][] {
  const entries: [string, string][] = [];
  if (view.sort !== 'featured') entries.push(['sort', view.sort]);
  for (const tag of view.diet) entries.push(['diet', tag]);
  if (view.minPounds !== null) entries.push(['min', String(view.minPounds)]);
  if (view.maxPounds !== null) entries.push(['max', String(view.maxPounds)]);
  return entries;
}

/** /shop?collection=…&sort=…: the URL of a collection with a view. */
export function buildShopHref(collection: string | null, view: ShopView): string {
  const params = new URLSearchParams();
  if (collection) params.set('collection', collection);
  for (const [name, value] of shopViewEntries(view)) params.append(name, value);
  const query = params.toString();
  return query ? `/shop?${query}` : '/shop';
}

export function isDefaultShopView(view: ShopView): boolean {
  return shopViewEntries(view).length === 0;
}

/** Whether a sort needs the rankings (from the database: creation dates, orders). */
export function needsRankings(sort: ShopSort): boolean {
  return sort === 'newest' || sort === 'best-sellers';
}

function pricePence(product: ProductSummaryDto): number | null {
  const price = product.cheapestVariant?.price;
  return price ? tryParsePence(price) : null;
}

/**
 * The listing as the view asks: filtered by dietary tags and price (the cheapest variant's; a
 * product without a price is left out by a price filter), then sorted. Every sort is stable on
 * the listing's own (featured) order, and products without a price sort last by price.
 */
export function applyShopView(
  products: readonly ProductSummaryDto[],
  view: ShopView,
  rankings?: ShopRankings | null,
): ProductSummaryDto[] {
  const min = view.minPounds === null ? null : view.minPounds * 100;
  const max = view.maxPounds === null ? null : view.maxPounds * 100;
  const filtered = products.filter((product) => {
    const tags = new Set(product.tags.map((t) => t.toLowerCase()));
    if (!view.diet.every((tag) => tags.has(tag))) return false;
    if (min === null && max === null) return true;
    const pence = pricePence(product);
    if (pence === null) return false;
    return (min === null || pence >= min) && (max === null || pence <= max);
  });
  const position = (order: string[]) => {
    const index = new Map(order.map((id, i) => [id, i]));
    return (p: ProductSummaryDto) => index.get(p.id) ?? Number.MAX_SAFE_INTEGER;
  };
  const byKey = (key: (p: ProductSummaryDto) => number) =>
    filtered
      .map((product, index) => ({ product, index, key: key(product) }))
      .sort((a, b) => a.key - b.key || a.index - b.index)
      .map((entry) => entry.product);
  switch (view.sort) {
    case 'price-asc':
      return byKey((p) => pricePence(p) ?? Number.MAX_SAFE_INTEGER);
    case 'price-desc':
      return byKey((p) => {
        const pence = pricePence(p);
        return pence === null ? Number.MAX_SAFE_INTEGER : -pence;
      });
    case 'newest':
      return rankings ? byKey(position(rankings.newest)) : filtered;
    case 'best-sellers':
      return rankings ? byKey(position(rankings.bestSellers)) : filtered;
    default:
      return filtered;
  }
}
