// Field data: the page types, metrics and budgets of the vitals beacon, shared by the
// browser (src/web/lib/vitals.ts, kept free of zod) and the server.
import { matchPageRoute } from './routes/match';
import type { PageRouteId } from './routes/page-routes';

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

/** p75 budgets: LCP ≤ 1.8 s, INP ≤ 100 ms, CLS ≤ 0.05; TTFB is shown without one. */
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

/** The page type of each route of the manifest (a complete record: a new route needs one). */
const PAGE_TYPE_OF_ROUTE: Record<PageRouteId, VitalsPageType> = {
  home: 'home',
  shop: 'shop',
  search: 'search',
  product: 'product',
  cupsProductB1ToB6: 'product',
  cupsProductWholesale: 'product',
  bulkCups: 'product',
  blogPost: 'article',
  blog: 'content',
  story: 'content',
  manukaGuide: 'content',
  contact: 'content',
  terms: 'content',
  privacy: 'content',
  delivery: 'content',
  auth: 'other',
  resetPassword: 'other',
  account: 'other',
  notMe: 'other',
  staffInvitation: 'other',
  wholesale: 'other',
  wholesaleShop: 'other',
  admin: 'other',
  adminProducts: 'other',
  adminOrder: 'other',
  adminCustomer: 'other',
  notFound: 'other',
};

/** The page type of a path: the type of the route it renders (src/core/routes/match.ts). */
export function vitalsPageTypeOf(pathname: string): VitalsPageType {
  return PAGE_TYPE_OF_ROUTE[matchPageRoute(pathname).id];
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
