// /search?q=&kind=&diet=: server-rendered ranked results for products and
// journal articles, with filters as links (state in the URL) and a plain GET form.
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Search } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { SearchArticleHit, SearchProductHit } from '../../../core/api/search';
import { readSearchPageParams } from '../../../core/api/search';
import { articleHref } from '../../../core/content/article-summaries';
import { DIET_LABELS, SEARCH_KIND_LABELS, SEARCH_STRINGS } from '../../../core/content/search';
import {
  DIET_TAGS,
  type DietTag,
  SEARCH_KINDS,
  type SearchKind,
  searchQueryProblem,
} from '../../../core/schemas/search';
import { ProductLinkCard } from '../../components/product-card';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { buildProductHref } from '../catalog/shop-card';
import { searchQuery } from './api';

function filterHref(q: string, kind: SearchKind, diet: DietTag | undefined): string {
  const params = new URLSearchParams({ q });
  if (kind !== 'all') params.set('kind', kind);
  if (diet) params.set('diet', diet);
  return `/search?${params.toString()}`;
}

export function Component() {
  const [searchParams] = useSearchParams();
  const params = readSearchPageParams(searchParams);
  // An unusable query (too long, no letters) stays in the box with the reason beside it.
  const typed = searchParams.get('q') ?? '';
  const problem = params ? null : searchQueryProblem(typed);
  const results = useQuery({
    ...searchQuery(params ?? { q: '', kind: 'all', limit: 1 }),
    enabled: params !== null,
  });
  useDocumentTitle(params ? SEARCH_STRINGS.resultsTitle(params.q) : SEARCH_STRINGS.pageTitle);
  const data = params ? results.data : undefined;

  return (
    <div className="flex-1">
      <section className="border-border/60 border-b bg-gradient-to-b from-sand to-background">
        <Container className="pt-10 pb-8 sm:pt-14">
          <h1 className="text-h1">
            {params ? SEARCH_STRINGS.resultsTitle(params.q) : SEARCH_STRINGS.pageTitle}
          </h1>
          <form action="/search" method="get" className="mt-6 flex max-w-xl gap-2">
            <label className="relative min-w-0 flex-1">
              <span className="sr-only">{SEARCH_STRINGS.inputLabel}</span>
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-muted-foreground"
              />
              <input
                key={params?.q ?? typed}
                type="search"
                name="q"
                defaultValue={params?.q ?? typed}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'search-query-problem' : undefined}
                placeholder={SEARCH_STRINGS.placeholder}
                className="h-12 w-full rounded-xl border border-input bg-surface pr-3 pl-11 text-base shadow-xs focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20"
              />
            </label>
            {params?.kind && params.kind !== 'all' ? (
              <input type="hidden" name="kind" value={params.kind} />
            ) : null}
            {params?.diet ? <input type="hidden" name="diet" value={params.diet} /> : null}
            <button type="submit" className={buttonVariants({ size: 'lg' })}>
              {SEARCH_STRINGS.submit}
            </button>
          </form>
          {problem ? (
            <p id="search-query-problem" role="alert" className="mt-2 text-destructive text-sm">
              {problem}
            </p>
          ) : null}
          {params ? <Filters q={params.q} kind={params.kind} diet={params.diet} /> : null}
        </Container>
      </section>

      <Container className="py-10 sm:py-12">
        {!params ? (
          <p className="text-muted-foreground">{SEARCH_STRINGS.emptyPrompt}</p>
        ) : results.isPending ? (
          <PageSpinner label={SEARCH_STRINGS.loading} />
        ) : data && data.products.length + data.articles.length === 0 ? (
          <p className="text-muted-foreground">{SEARCH_STRINGS.noResults(params.q)}</p>
        ) : data ? (
          <>
            <p className="mb-6 text-muted-foreground text-sm" aria-live="polite">
              {SEARCH_STRINGS.resultCount(data.products.length, data.articles.length)}
            </p>
            {data.products.length > 0 ? <ProductResults products={data.products} /> : null}
            {data.articles.length > 0 ? <ArticleResults articles={data.articles} /> : null}
          </>
        ) : null}
      </Container>
    </div>
  );
}

function FilterChip({
  href,
  active,
  children,
}: {
  href: string;
  active: boolean;
  children: string;
}) {
  return (
    <li>
      <Link
        to={href}
        aria-current={active ? 'true' : undefined}
        className={cn(
          'inline-flex h-10 items-center rounded-full border px-3.5 font-medium text-sm transition-colors',
          active
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-border-strong bg-surface/70 hover:border-primary/50 hover:bg-primary-soft/60',
        )}
      >
        {children}
      </Link>
    </li>
  );
}

function Filters({ q, kind, diet }: { q: string; kind: SearchKind; diet: DietTag | undefined }) {
  return (
    <nav
      aria-label={SEARCH_STRINGS.filtersLabel}
      className="mt-6 flex flex-col gap-3 sm:flex-row sm:gap-8"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-muted-foreground text-sm">
          {SEARCH_STRINGS.kindLegend}
        </span>
        <ul className="flex flex-wrap gap-2">
          {SEARCH_KINDS.map((k) => (
            <FilterChip
              key={k}
              href={filterHref(q, k, k === 'articles' ? undefined : diet)}
              active={k === kind}
            >
              {SEARCH_KIND_LABELS[k]}
            </FilterChip>
          ))}
        </ul>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium text-muted-foreground text-sm">
          {SEARCH_STRINGS.dietLegend}
        </span>
        <ul className="flex flex-wrap gap-2">
          <FilterChip href={filterHref(q, kind, undefined)} active={!diet}>
            {SEARCH_STRINGS.anyDiet}
          </FilterChip>
          {DIET_TAGS.map((d) => (
            <FilterChip
              key={d}
              href={filterHref(q, kind === 'articles' ? 'all' : kind, d)}
              active={d === diet}
            >
              {DIET_LABELS[d]}
            </FilterChip>
          ))}
        </ul>
      </div>
    </nav>
  );
}

function ProductResults({ products }: { products: SearchProductHit[] }) {
  return (
    <section aria-labelledby="search-products" className="mb-12">
      <h2 id="search-products" className="mb-4 text-h3">
        {SEARCH_STRINGS.productsHeading}
      </h2>
      <ul
        className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3 lg:grid-cols-4"
        data-testid="search-products"
      >
        {products.map((product, index) => (
          <li key={product.handle}>
            <ProductLinkCard
              look="result"
              href={buildProductHref(product.handle)}
              title={product.title}
              imageUrl={product.imageUrl}
              imageSize={400}
              imageSizes="(min-width: 1024px) 23vw, (min-width: 768px) 31vw, 46vw"
              priority={index < 2}
            >
              <span className="font-semibold tabular-nums">{formatPrice(product.price) ?? ''}</span>
            </ProductLinkCard>
          </li>
        ))}
      </ul>
    </section>
  );
}

function ArticleResults({ articles }: { articles: SearchArticleHit[] }) {
  return (
    <section aria-labelledby="search-articles">
      <h2 id="search-articles" className="mb-4 text-h3">
        {SEARCH_STRINGS.articlesHeading}
      </h2>
      <ul className="flex flex-col gap-3" data-testid="search-articles">
        {articles.map((article) => (
          <li key={article.slug}>
            <Link
              to={articleHref(article.slug)}
              className="flex gap-3 rounded-2xl border border-border/80 bg-surface p-4 shadow-soft hover:shadow-lifted"
            >
              <BookOpen aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent-strong" />
              <span className="min-w-0">
                <span className="block font-display text-lg leading-snug">{article.title}</span>
                <span className="mt-1 block text-muted-foreground text-sm">{article.excerpt}</span>
                <span className="mt-2 block font-medium text-primary text-sm">
                  {SEARCH_STRINGS.readArticle}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
