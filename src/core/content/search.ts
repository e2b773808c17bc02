// Search strings: the header's suggestions and the /search results page.
import type { DietTag, SearchKind } from '../schemas/search';

export const SEARCH_STRINGS = {
  openLabel: 'Search',
  dialogTitle: 'Search the shop',
  inputLabel: 'Search products and articles',
  placeholder: 'Search honey, black seed, shilajit…',
  suggestionsLabel: 'Suggestions',
  productsHeading: 'Products',
  articlesHeading: 'Journal',
  seeAll: (q: string) => `See all results for “${q}”`,
  noSuggestions: (q: string) => `No matches for “${q}”`,
  loading: 'Searching…',
  pageTitle: 'Search',
  resultsTitle: (q: string) => `Results for “${q}”`,
  resultCount: (products: number, articles: number) =>
    [
      `${products} ${products === 1 ? 'product' : 'products'}`,
      ...(articles > 0 || products === 0
        ? [`${articles} ${articles === 1 ? 'article' : 'articles'}`]
        : []),
    ].join(' and '),
  emptyPrompt: 'What are you looking for? Search our products and journal.',
  noResults: (q: string) =>
    `Nothing matched “${q}”. Check the spelling or try a broader word, such as “honey”.`,
  submit: 'Search',
  kindLegend: 'Show',
  dietLegend: 'Dietary',
  filtersLabel: 'Filter results',
  anyDiet: 'Any',
  readArticle: 'Read article',
} as const;

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  all: 'Everything',
  products: 'Products',
  articles: 'Articles',
};

export const DIET_LABELS: Record<DietTag, string> = { halal: 'Halal', vegan: 'Vegan' };
