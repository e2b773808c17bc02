import type { RouteObject } from 'react-router';
import { PAGE_ROUTES, type PageRoute } from '../core/routes/page-routes';
import { RootHydrateFallback, RootLayout } from './features/layout/root-layout';
import { RootErrorPage, RouteErrorBoundary } from './features/layout/route-error';

/**
 * The page modules, each a lazy route module exporting `Component` (and, if it likes, `loader`,
 * `ErrorBoundary`, `handle`), so the home page ships no admin or account code. Vite turns the
 * glob into one `() => import('./features/…')` per file, keyed by its path: the manifest
 * (src/core/routes/page-routes.ts) names each route's module by that path.
 */
export const PAGE_MODULE_IMPORTS: Record<string, () => Promise<unknown>> = import.meta.glob([
  './features/**/*-page.tsx',
  '!./features/placeholder/**',
]);

/** The lazy import of a manifest route's module (a module the glob lacks fails at start). */
function lazyModule(route: PageRoute): () => Promise<Record<string, unknown>> {
  const load = PAGE_MODULE_IMPORTS[`./${route.module}`];
  if (!load) throw new Error(`src/web/router.tsx: no page module ${route.module}`);
  return load as () => Promise<Record<string, unknown>>;
}

/** One lazy route per manifest entry; its id is the manifest's (src/web/router.test.ts). */
const pageRoutes: RouteObject[] = Object.entries(PAGE_ROUTES).map(
  ([id, route]: [string, PageRoute]) =>
    route.path === ''
      ? { id, index: true, lazy: lazyModule(route) }
      : { id, path: route.path, lazy: lazyModule(route) },
);

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: RootHydrateFallback,
    ErrorBoundary: RootErrorPage,
    children: [
      {
        // Pages fail inside the layout, so the header and footer stay usable.
        ErrorBoundary: RouteErrorBoundary,
        children: pageRoutes,
      },
    ],
  },
];

// The browser router is created in app.tsx (after the first page's lazy module has loaded, when
// the page was server-rendered), the static one in entry-server.tsx.
