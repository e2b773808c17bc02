// Server render of a public page (Vite SSR build: dist/ssr/entry-server.js, imported at runtime by
// src/server/ssr/renderer.ts). The markup is the client's first render: same route tree, same
// providers, the query cache seeded with the data embedded in the page (ssr/initial-data.ts), the
// session anonymous and the cart empty until the browser takes over (app.tsx hydrates).

import type { QueryClient } from '@tanstack/react-query';
import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialData } from '../core/api/initial-data';
import { keyStartsWith, SESSION_QUERY_KEYS } from '../core/api/store-queries';
import { createQueryClient, Providers } from './providers';
import { routes } from './router';
import { seedQueryCache } from './ssr/initial-data';
import {
  enableServerMarkupCache,
  keepServerMarkup,
  type ServerMarkup,
  ServerMarkupScope,
  serverMarkupPieces,
  textOf,
} from './ssr/markup-cache';

/** For bench/render-tree.mjs: Preact's hooks (it counts vnodes), and a render with nothing reused. */
export { options as preactOptions } from 'preact';
export { clearServerMarkupCache, serverMarkupEntryCount } from './ssr/markup-cache';

export type ServerRender = {
  /** The markup (joined from `pieces` when read). */
  readonly html: string;
  /**
   * The markup in pieces, in order: text, and markup stored by ServerMarkupCache with its UTF-8
   * bytes (the server sends those bytes as they are: src/server/cache/catalogue-cache.ts).
   */
  pieces: (string | ServerMarkup)[];
  status: number;
  /**
   * Keys of the queries the page's components asked for that had no data (and were enabled, and
   * not the session's): the browser fetches each of them as soon as it hydrates. Empty when the
   * server prefetched everything the page shows (src/server/ssr/page-data.test.ts).
   */
  unprefetched: unknown[][];
};

/** A render that has not finished by then is abandoned (the server sends the plain SPA). */
const RENDER_TIMEOUT_MS = 3000;

// Shared by every request: the matched routes' lazy modules are loaded once and kept.
const handler = createStaticHandler(routes);
// Sections that are the same on every render of this build with the same key are rendered once.
enableServerMarkupCache();

/**
 * The #root markup for `url` (absolute). Null when the router answers a redirect or a route
 * failed: the browser then renders the page itself.
 */
export async function render(url: string, data: InitialData): Promise<ServerRender | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  if (context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient();
  seedQueryCache(client, data);
  // Markup reused from ServerMarkupCache comes out as tokens listed in `used`, cut out below.
  const used: ServerMarkup[] = [];
  // hydrate={false}: no inline hydration <script> (the CSP forbids inline scripts); the client
  // needs no router hydration data because no route has a loader.
  const marked = keepServerMarkup(
    await renderToHtml(
      <ServerMarkupScope used={used}>
        <StrictMode>
          <Providers client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StrictMode>
      </ServerMarkupScope>,
    ),
    used,
  );
  const pieces = serverMarkupPieces(marked, used);
  const unprefetched = unprefetchedQueries(client);
  client.clear();
  let html: string | undefined;
  return {
    get html() {
      html ??= textOf(pieces);
      return html;
    },
    pieces,
    status: context.statusCode,
    unprefetched,
  };
}

/**
 * The queries the render created without data: TanStack Query builds each useQuery's cache entry
 * during render (the server never fetches), so an entry left without data is one the browser
 * will fetch on mount, unless its `enabled` is off (a signed-in-only query for the anonymous
 * render) or it is the session's (never embedded: pages are cached for every visitor).
 */
function unprefetchedQueries(client: QueryClient): unknown[][] {
  return client
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.data !== undefined) return false;
      if (SESSION_QUERY_KEYS.some((key) => keyStartsWith(query.queryKey, key))) return false;
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
    })
    .map((query) => [...query.queryKey]);
}

/**
 * The whole markup once every lazy component and Suspense boundary has resolved
 * (renderToStringAsync waits for them), so the HTML is complete and carries no streaming scripts,
 * which the CSP would refuse.
 */
function renderToHtml(element: React.ReactNode): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`)),
      RENDER_TIMEOUT_MS,
    );
  });
  // preact-render-to-string takes Preact's VNode type; the tree is the same object.
  const html = Promise.resolve(renderToStringAsync(element as unknown as VNode));
  return Promise.race([html, timeout]).finally(() => clearTimeout(timer));
}
