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
function matchRoute(route: PageRoute, segments: string[]) {
  const pattern = route.path === '' ? [] : route.path.split('/');
  const params: Record<string, string> = {};
  let score = pattern.length;
  for (const [i, part] of pattern.entries()) {
    if (part === '*') return { params, score: score - 2 };
    const segment = segments[i];
    if (segment === undefined) return null;
    if (part.startsWith(':')) {
      params[part.slice(1)] = decodeSegment(segment);
      score += 3;
    } else if (part.toLowerCase() === segment.toLowerCase()) {
      score += 10;
    } else {
      return null;
    }
  }
  return segments.length === pattern.length ? { params, score } : null;
}

/** The route `pathname` renders (the not-found route when no other matches). */
export function matchPageRoute(pathname: string): PageMatch {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  let best: (PageMatch & { score: number }) | null = null;
  for (const [id, route] of ROUTES) {
    const found = matchRoute(route, segments);
    if (found && (!best || found.score > best.score)) best = { id, route, ...found };
  }
  // `*` matches every path, so there is always a match.
  if (!best) throw new Error(`no route for ${pathname}`);
  return { id: best.id, route: best.route, params: best.params };
}

/**
 * The one spelling of the path `pathname` renders: no trailing or doubled slashes, static
 * segments as the manifest spells them, dynamic ones decoded and encoded again
 * (encodeURIComponent), so `/Shop/`, `/product/%62lack-seed-oil` and `/product/black-seed-oil`
 * are one page. Idempotent: the canonical path of a canonical path is itself.
 */
export function canonicalPagePath(pathname: string): string {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  const { route } = matchPageRoute(pathname);
  const pattern = route.path === '' ? [] : route.path.split('/');
  const parts = pattern.flatMap((part, i) => {
    if (part === '*') return segments.slice(i).map((s) => encodeURIComponent(decodeSegment(s)));
    const segment = segments[i] ?? '';
    return [part.startsWith(':') ? encodeURIComponent(decodeSegment(segment)) : part];
  });
  return `/${parts.join('/')}`;
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
