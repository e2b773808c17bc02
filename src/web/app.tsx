// The app: seeds the query cache with the page's embedded data and hydrates the server's markup
// (or renders from scratch when there is none). main.tsx loads it once the page has painted.
import { StrictMode, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { clearCartIfCheckedOut } from './lib/checkout-token';
import { setHydrating, whenHydrationSettles } from './lib/hydration';
import { clearCartOnOrderReturn } from './lib/order-return';
import { giveBackTypedValues, type TypedValue, takeTypedValues } from './lib/typed-before-live';
import { createQueryClient, Providers } from './providers';
import { routes } from './router';
import { readInitialData, seedQueryCache } from './ssr/initial-data';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Back from a paid checkout: empty the cart before anything reads it.
clearCartOnOrderReturn();
// However the shopper came back: ask whether the last checkout became an order.
void clearCartIfCheckedOut();

// The server embeds the route's API data: the first render needs no /api round trip.
const queryClient = createQueryClient();
seedQueryCache(queryClient, readInitialData(document));

/** What a lazy route module may define (anything else it exports is not a route property). */
const ROUTE_PROPERTIES = [
  'Component',
  'ErrorBoundary',
  'HydrateFallback',
  'loader',
  'action',
  'handle',
  'shouldRevalidate',
] as const;

/**
 * Loads the lazy modules of the routes matching the current URL and puts them on the route
 * objects, so the router starts initialised and the first client render is the server's markup
 * (React Router's documented way to hydrate lazy routes).
 */
async function resolveInitialLazyRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = (await route.lazy()) as Record<string, unknown>;
      const resolved: Partial<RouteObject> = { lazy: undefined };
      for (const key of ROUTE_PROPERTIES) {
        if (module[key] !== undefined) Object.assign(resolved, { [key]: module[key] });
      }
      Object.assign(route, resolved);
    }),
  );
}

/** Share of page views whose Core Web Vitals are measured and sent (lib/vitals.ts). */
const VITALS_SAMPLE_RATE = 0.1;

/** What the visitor typed into the server's markup before it hydrated (lib/typed-before-live.ts). */
let typedBeforeHydration: TypedValue[] = [];

function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  // In the hydrating commit itself, before the browser paints the fields emptied.
  useLayoutEffect(() => {
    giveBackTypedValues(typedBeforeHydration);
    typedBeforeHydration = [];
  }, []);
  // A framework-neutral signal that the page is interactive (journeys wait for it): after the
  // first commit and the sections that hydrate in turn right after it.
  useEffect(() => {
    setHydrating(false);
    whenHydrationSettles(() => {
      document.documentElement.dataset.appReady = 'true';
      // Field data for a sample of page views, fetched only for them (not preloaded with the
      // page); its observers are buffered, so the LCP and early shifts are still seen.
      if (Math.random() < VITALS_SAMPLE_RATE) {
        import('./lib/vitals').then((vitals) => vitals.startVitals()).catch(() => {});
      }
    });
  }, []);
  return (
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
}

if (container.firstElementChild) {
  // Server-rendered (src/web/entry-server.tsx): hydrate once the page's code is here; if it
  // cannot load, render from scratch (the route's error boundary explains a stale deploy).
  resolveInitialLazyRoutes().then(
    () => {
      setHydrating(true);
      typedBeforeHydration = takeTypedValues(container);
      hydrateRoot(container, <App router={createBrowserRouter(routes)} />);
    },
    () => createRoot(container).render(<App router={createBrowserRouter(routes)} />),
  );
} else {
  createRoot(container).render(<App router={createBrowserRouter(routes)} />);
}
