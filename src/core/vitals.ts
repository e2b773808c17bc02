// Field data (issue 30): the page types, metrics and budgets of the vitals beacon, shared by the
// browser (src/web/lib/vitals.ts, kept free of zod) and the server.

/** The kinds of page the vitals are reported for (never the URL: nothing about the visitor). */
export const VITALS_PAGE_TYPES = [
  'home',
  'shop',
  'product',
  'article',
  'content',
  'search',
  'other',
] as const;
export type VitalsPageType = (typeof VITALS_PAGE_TYPES)[number];

export const VITALS_METRICS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalsMetric = (typeof VITALS_METRICS)[number];

/** p75 budgets (issue 30): LCP ≤ 1.8 s, INP ≤ 100 ms, CLS ≤ 0.05; TTFB is shown without one. */
export const VITALS_BUDGETS: Record<VitalsMetric, number | null> = {
  LCP: 1800,
  INP: 100,
  CLS: 0.05,
  TTFB: null,
};

/** Upper bounds a real measurement stays under (a minute; a layout shift score of 10). */
export const VITALS_METRIC_MAX: Record<VitalsMetric, number> = {
  LCP: 60_000,
  INP: 60_000,
  CLS: 10,
  TTFB: 60_000,
};

/** The page type of a path (src/web/router.tsx's public routes). */
export function vitalsPageTypeOf(pathname: string): VitalsPageType {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (path === '/') return 'home';
  if (path === '/shop') return 'shop';
  if (path === '/search') return 'search';
  if (path.startsWith('/product/') || path === '/bulk-cupping-cups') return 'product';
  if (path.startsWith('/blog/')) return 'article';
  if (/^\/(blog|story|manuka-honey|contact|terms|privacy|delivery)$/.test(path)) return 'content';
  return 'other';
}

/** GET /api/admin/vitals: p75 per page type and metric over the last 7 and 28 days. */
export type VitalsReportRow = {
  pageType: VitalsPageType;
  metric: VitalsMetric;
  budget: number | null;
  last7: { p75: number | null; samples: number };
  last28: { p75: number | null; samples: number };
};
export type VitalsReportResponse = { rows: VitalsReportRow[] };
