import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { findProjectRoot } from '../lib/project-root';
import { renderHead } from '../seo/render-head';
import type { AppEnv } from './app-env';

const HEAD_MARKER = '<!--app-head-->';

/**
 * Serves the built SPA from dist/web: hashed assets with immutable caching, other files as they
 * are, and index.html (with the route's <head> rendered in) for every other GET: history fallback.
 */
export function createSpaRoutes(deps: AppDeps) {
  const root = join(findProjectRoot(), 'dist', 'web');
  const indexFile = join(root, 'index.html');
  let template: string | null = null;
  let templateMtime = 0;
  // Re-read index.html when a new build replaces it (builds keep old hashed assets, so pages
  // already open keep working).
  const readTemplate = () => {
    const mtime = existsSync(indexFile) ? statSync(indexFile).mtimeMs : 0;
    if (template && mtime === templateMtime) return template;
    templateMtime = mtime;
    template = mtime
      ? readFileSync(indexFile, 'utf8')
      : `<!doctype html><html lang="en-GB"><head>${HEAD_MARKER}</head><body><p>The web app is not built. Run <code>npm run build:web</code>.</p></body></html>`;
    return template;
  };

  return (
    new Hono<AppEnv>()
      .use(
        '/assets/*',
        async (c, next) => {
          await next();
          if (c.res.status === 200)
            c.header('Cache-Control', 'public, max-age=31536000, immutable');
        },
        serveStatic({ root, precompressed: true }),
      )
      // Other files (favicon, robots of the build…) only when the path names a file; directories and
      // routes fall through to index.html.
      .use('*', (c, next) =>
        /\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? serveStatic({ root })(c, next) : next(),
      )
      .get('*', async (c) => {
        const url = new URL(c.req.url);
        const head = await renderHead(deps, url);
        const html = readTemplate().replace(HEAD_MARKER, head.html);
        c.header('Cache-Control', 'no-cache');
        return c.html(html, head.status as 200);
      })
  );
}
