import type { SearchResponse } from '../../../core/api/search';
import { articleHref } from '../../../core/content/article-summaries';
import { searchPageHref } from '../../../core/schemas/search';

export type Suggestion = {
  id: string;
  group: 'products' | 'articles' | 'all';
  label: string;
  detail: string | null;
  href: string;
};

/** The suggestion list: up to 5 products, 2 articles, then "See all results" (always last). */
export function buildSuggestions(query: string, data: SearchResponse | undefined): Suggestion[] {
  const products = (data?.products ?? []).slice(0, 5).map(
    (p): Suggestion => ({
      id: `search-option-product-${p.handle}`,
      group: 'products',
      label: p.title,
      detail: p.price,
      href: `/product/${encodeURIComponent(p.handle)}`,
    }),
  );
  const articles = (data?.articles ?? []).slice(0, 2).map(
    (a): Suggestion => ({
      id: `search-option-article-${a.slug}`,
      group: 'articles',
      label: a.title,
      detail: a.category,
      href: articleHref(a.slug),
    }),
  );
  return [
    ...products,
    ...articles,
    {
      id: 'search-option-all',
      group: 'all',
      label: query,
      detail: null,
      href: searchPageHref(query),
    },
  ];
}

/** The next active option for an arrow key (wrapping), or -1 for none. */
export function moveActive(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}
