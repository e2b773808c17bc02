import { PAGE_ROUTES, type PageRoute, type PageRouteId } from './page-routes';

// Which manifest route a URL path renders, with React Router's rules (src/web/router.tsx builds
// its table from the same manifest; src/web/router.test.ts checks both answer the same route):
// paths match case-insensitively, trailing slashes are ignored, a static segment ranks above a
// dynamic one (`product/cupping-cups-b1-to-b6` before `product/:handle`), `*` matches the rest.

export type PageMatch = {
  id: PageRouteId;
  route: PageRoute;
  /** The dynamic segments, decoded (`:handle` → `params.handle`). */
  params: Record<string, string>;
};

const ROUTES = Object.entries(PAGE_ROUTES) as [PageRouteId, PageRoute][];

/** Each route's path split into segments once (static ones lower-cased for the comparison):
 * these are read on every page request. */
const PATTERNS = ROUTES.map(([id, route]) => ({
  id,
  route,
  parts: (route.path === '' ? [] : route.path.split('/')).map((part) =>
    part === '*'
      ? ({ kind: 'rest' } as const)
      : part.startsWith(':')
        ? ({ kind: 'param', name: part.slice(1) } as const)
        : ({ kind: 'static', lower: part.toLowerCase(), part } as const),
  ),
}));
type Pattern = (typeof PATTERNS)[number];

/** Trailing slashes removed. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** React Router's ranking: static segments 10, dynamic 3, a splat -2 (and it takes the rest). */
function matchRoute(pattern: Pattern, segments: string[]) {
  const params: Record<string, string> = {};
  let score = pattern.parts.length;
  for (const [i, part] of pattern.parts.entries()) {
    if (part.kind === 'rest') return { params, score: score - 2 };
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.kind === 'param') {
      params[part.name] = decodeSegment(segment);
      score += 3;
    } else if (part.lower === segment.toLowerCase()) {
      score += 10;
    } else {
      return null;
    }
  }
  return segments.length === pattern.parts.length ? { params, score } : null;
}

function bestMatch(
  segments: string[],
  pathname: string,
): Pattern & { params: Record<string, string> } {
  let best: (Pattern & { params: Record<string, string>; score: number }) | null = null;
  for (const pattern of PATTERNS) {
    const found = matchRoute(pattern, segments);
    if (found && (!best || found.score > best.score)) best = { ...pattern, ...found };
  }
  // `*` matches every path, so there is always a match.
  if (!best) throw new Error(`no route for ${pathname}`);
  return best;
}

const segmentsOf = (pathname: string) => normalisePath(pathname).split('/').filter(Boolean);

/** The route `pathname` renders (the not-found route when no other matches). */
export function matchPageRoute(pathname: string): PageMatch {
  const { id, route, params } = bestMatch(segmentsOf(pathname), pathname);
  return { id, route, params };
}

/**
 * The one spelling of the path `pathname` renders: no trailing or doubled slashes, static
 * segments as the manifest spells them, dynamic ones decoded and encoded again
 * (encodeURIComponent), so `/Shop/`, `/product/%62lack-seed-oil` and `/product/black-seed-oil`
 * are one page. Idempotent: the canonical path of a canonical path is itself.
 */
export function canonicalPagePath(pathname: string): string {
  return canonicalPageMatch(pathname).canonical;
}

/** The route `pathname` renders and its one spelling (canonicalPagePath), from one match. */
export function canonicalPageMatch(pathname: string): PageMatch & { canonical: string } {
  const segments = segmentsOf(pathname);
  const { id, route, params, parts } = bestMatch(segments, pathname);
  let canonical = '';
  for (const [i, part] of parts.entries()) {
    if (part.kind === 'rest') {
      for (const s of segments.slice(i)) canonical += `/${encodeURIComponent(decodeSegment(s))}`;
      break;
    }
    const segment = segments[i] ?? '';
    canonical += `/${part.kind === 'param' ? encodeURIComponent(decodeSegment(segment)) : part.part}`;
  }
  return { id, route, params, canonical: canonical || '/' };
}

/** First path segments of the pages the browser renders alone (a session's pages). */
const BROWSER_SECTIONS = new Set(
  ROUTES.filter(([, route]) => route.render === 'browser').map(([, route]) =>
    (route.path.split('/')[0] ?? '').toLowerCase(),
  ),
);

/**
 * Whether the server renders `pathname`: public pages only. A session page's section (its first
 * path segment: /account/…, /admin/…) is the browser's, even on a path no route names.
 */
export function isServerRenderedPath(pathname: string): boolean {
  const first = normalisePath(pathname).split('/')[1] ?? '';
  return !BROWSER_SECTIONS.has(first.toLowerCase());
}
