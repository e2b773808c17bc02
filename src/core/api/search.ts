import {
  DIET_TAGS,
  type DietTag,
  SEARCH_KINDS,
  type SearchKind,
  searchQuerySchema,
} from '../schemas/search';

// GET /api/search?q=&kind=&diet=&limit= (src/core/schemas/search.ts). Prices are decimal strings
// in pounds, as stored ('14.99').

export type SearchProductHit = {
  kind: 'product';
  handle: string;
  title: string;
  description: string;
  imageUrl: string | null;
  tags: string[];
  /** The cheapest variant's price, or null when the product has no variant. */
  price: string | null;
  rank: number;
};

export type SearchArticleHit = {
  kind: 'article';
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string | null;
  rank: number;
};

export type SearchResponse = {
  query: string;
  /** Ranked best first: full-text rank plus trigram similarity (typos). */
  products: SearchProductHit[];
  articles: SearchArticleHit[];
};

// ---- The /search page's request (browser and server render share it) ----

export type SearchParams = { q: string; kind: SearchKind; diet?: DietTag; limit: number };

/** The query key of a search; src/server/ssr/page-data.ts embeds /search's answer under it. */
export function searchQueryKey(params: SearchParams) {
  return ['search', params.q, params.kind, params.diet ?? '', params.limit] as const;
}

/** Results on the /search page. */
export const SEARCH_PAGE_LIMIT = 48;

/**
 * The search a /search URL asks for, or null when it has no usable query. Unknown filter values
 * are ignored (a hand-edited URL still shows results); the server renders from the same function.
 */
export function readSearchPageParams(params: URLSearchParams): SearchParams | null {
  const kindParam = params.get('kind');
  const dietParam = params.get('diet');
  const kind: SearchKind = SEARCH_KINDS.includes(kindParam as SearchKind)
    ? (kindParam as SearchKind)
    : 'all';
  const diet = DIET_TAGS.includes(dietParam as DietTag) ? (dietParam as DietTag) : undefined;
  const parsed = searchQuerySchema.safeParse({
    q: params.get('q') ?? '',
    kind,
    ...(diet ? { diet } : {}),
    limit: SEARCH_PAGE_LIMIT,
  });
  if (!parsed.success) return null;
  return {
    q: parsed.data.q,
    kind: parsed.data.kind,
    ...(parsed.data.diet ? { diet: parsed.data.diet } : {}),
    limit: SEARCH_PAGE_LIMIT,
  };
}
