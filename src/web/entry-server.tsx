// Server render of a public page (Vite SSR build: dist/ssr/entry-server.js, imported at runtime by
// src/server/ssr/renderer.ts). The markup is the client's first render: same route tree, same
// providers, the query cache seeded with the data embedded in the page (ssr/initial-data.ts), the
// session anonymous and the cart empty until the browser takes over (main.tsx hydrates).

import { Writable } from 'node:stream';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialData } from '../core/api/initial-data';
import { createQueryClient, Providers } from './providers';
import { routes } from './router';
import { seedQueryCache } from './ssr/initial-data';

export type ServerRender = { html: string; status: number };

/** A render that has not finished by then is abandoned (the server sends the plain SPA). */
const RENDER_TIMEOUT_MS = 3000;

// Shared by every request: the matched routes' lazy modules are loaded once and kept.
const handler = createStaticHandler(routes);

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
  // hydrate={false}: no inline hydration <script> (the CSP forbids inline scripts); the client
  // needs no router hydration data because no route has a loader.
  const html = await renderToHtml(
    <StrictMode>
      <Providers client={client}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  client.clear();
  return { html, status: context.statusCode };
}

/**
 * The whole markup once every lazy component and Suspense boundary has resolved (onAllReady), so
 * the HTML is complete and carries no streaming scripts.
 */
function renderToHtml(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failed: unknown = null;
    const sink = new Writable({
      write(chunk, _encoding, callback) {
        html += chunk.toString();
        callback();
      },
      final(callback) {
        if (failed) reject(failed);
        else resolve(html);
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Never outline a large finished boundary behind an inline <script> (the CSP forbids it):
      // everything is ready before the first byte is written, so the markup is all in place.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timer);
        stream.pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A boundary that errored would make the client re-render it: send the plain SPA.
        failed ??= error;
      },
    });
    const timer = setTimeout(() => {
      stream.abort(new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`));
      reject(new Error(`server render took over ${RENDER_TIMEOUT_MS} ms`));
    }, RENDER_TIMEOUT_MS);
  });
}
