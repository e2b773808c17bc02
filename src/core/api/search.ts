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
