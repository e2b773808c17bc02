import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { etag, RETAINED_304_HEADERS } from 'hono/etag';
import { INITIAL_DATA_ELEMENT_ID, serializeInitialData } from '../../core/api/initial-data';
import type { AppDeps } from '../app-deps';
import { type BodyPiece, bodyText } from '../cache/catalogue-cache';
import { pageCacheKey, SEARCH_KEY_PREFIX, sendPage } from '../cache/page-cache';
import type { AppEnv } from '../http/app-env';
import { findProjectRoot } from '../lib/project-root';
import { escapeHtml, renderHead } from '../seo/service';
import {
  buildPageData,
  createCatalogReads,
  createServerRenderer,
  isServerRenderedPath,
  type PageData,
} from '../ssr/service';
import { createBuildAssets } from './build-assets';

const HEAD_MARKER = '<!--app-head-->';
const ROOT_ELEMENT = '<div id="root"></div>';
/** The places in index.html a page fills in. */
const SLOTS = [HEAD_MARKER, '</head>', ROOT_ELEMENT, '</body>'] as const;
type Slot = (typeof SLOTS)[number];

/** index.html with its slots found once per build, so a page is one concatenation of the
 * template's pieces and its own (not a copy of the whole document per slot). */
export type DocumentTemplate = { text: string; cuts: { slot: Slot; at: number }[] };

export function cutTemplate(text: string): DocumentTemplate {
  const cuts = SLOTS.map((slot) => ({ slot, at: text.indexOf(slot) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at);
  return { text, cuts };
}
/** Pages re-rendered in the background after one product edit (the rest render on demand). */
const REWARM_LIMIT = 20;
const REWARM_ATTEMPTS = 3;
/** How often index.html is looked at for a new build. */
const TEMPLATE_CHECK_MS = 1_000;
/** Search results pages kept (a cache of their own). */
const SEARCH_PAGE_ENTRIES = 100;

/**
 * Serves the built SPA from dist/web: hashed assets with immutable caching, other files as they
 * are, and index.html for every other GET (history fallback) with, for the route: the rendered
 * <head>, preloads of the LCP image, the critical fonts and the route's lazy chunks, and the
 * route's API data as a JSON script the client puts into its query cache before the first render.
 */
export function createSpaRoutes(deps: AppDeps) {
  const projectRoot = findProjectRoot();
  const root = join(projectRoot, 'dist', 'web');
  const ssrEntry = join(projectRoot, 'dist', 'ssr', 'entry-server.js');
  const renderer = createServerRenderer(projectRoot);
  const indexFile = join(root, 'index.html');
  const assets = createBuildAssets(root);
  let template: DocumentTemplate | null = null;
  let templateMtime = 0;
  // Re-read index.html when a new build replaces it (builds keep old hashed assets, so pages
  // already open keep working).
  // Looked at most once a second (a stat on every page view was 3% of a cached page's CPU): a
  // new build is read within the second.
  let templateCheckedAt = 0;
  const readTemplate = () => {
    const now = Date.now();
    if (template && now - templateCheckedAt < TEMPLATE_CHECK_MS) return template;
    templateCheckedAt = now;
    const mtime = mtimeOf(indexFile);
    if (template && mtime === templateMtime) return template;
    templateMtime = mtime;
    pages.invalidate();
    searchPages.invalidate();
    template = cutTemplate(
      mtime
        ? readFileSync(indexFile, 'utf8')
        : `<!doctype html><html lang="en-GB"><head>${HEAD_MARKER}</head><body><p>The web app is not built. Run <code>npm run build:web</code>.</p></body></html>`,
    );
    return template;
  };
  // Rendered public pages for visitors, emptied with the catalogue cache (every catalogue write,
  // in any process) and when a new build is read. Bounded: PAGE_CACHE_ENTRIES (200) / 32M characters.
  const pages = deps.catalogue.createDependent({
    maxEntries: deps.config.pageCacheEntries,
    maxChars: 32 * 1024 * 1024,
  });
  deps.pageCache = pages;
  // Search results pages (free text): a cache of their own, so a flood of made-up queries evicts
  // other searches only. Untagged: every catalogue write drops them (any product may now match).
  const searchPages = deps.catalogue.createDependent({
    maxEntries: Math.min(SEARCH_PAGE_ENTRIES, deps.config.pageCacheEntries),
    maxChars: 8 * 1024 * 1024,
  });
  deps.searchPageCache = searchPages;
  // hono/etag: 304 when the visitor already has this page (the content ETag sendPage sets).
  const revalidate = etag({ retainedHeaders: [...RETAINED_304_HEADERS, 'x-cache'] });
  let dataFailureLogged = false;
  let renderFailureLogged = false;
  // `vite build` writes dist/ssr after dist/web: an older server build belongs to another client
  // build, whose markup would not match the scripts; the page then renders in the browser alone.
  const serverBuildMatches = () => templateMtime > 0 && mtimeOf(ssrEntry) >= templateMtime;

  /**
   * The HTML of `url` for a visitor: `complete` is false when the page data or the server render
   * failed and the plain SPA went out instead (never kept in the page cache).
   */
  const renderPage = async (url: URL) => {
    const tags = new Set<string>();
    const reads = createCatalogReads(deps, tags);
    const head = await renderHead(deps, url, reads);
    let complete = true;
    // The page works without its embedded data (it fetches), so a failure here is no 500.
    let page: PageData | null = null;
    try {
      page = await buildPageData(deps, url, reads);
    } catch (err) {
      complete = false;
      if (!dataFailureLogged) deps.logger.warn({ err }, 'page data failed: plain SPA');
      dataFailureLogged = true;
    }
    const template = readTemplate();
    // The page's markup: if the server render fails, the plain SPA (never a 500 for a page
    // that works in the browser), logged once per process.
    let body: BodyPiece[] = [];
    if (page?.serverRender) {
      complete &&= serverBuildMatches();
      if (complete) {
        try {
          body = (await renderer.render(url, { queries: page.queries }))?.pieces ?? [];
        } catch (err) {
          if (!renderFailureLogged) deps.logger.error({ err }, 'server render failed: SPA');
          renderFailureLogged = true;
        }
        complete = body.some((piece) => piece !== '');
      }
    }
    const parts = renderDocument(template, head.html, page, assets, body);
    return {
      parts,
      status: head.status,
      complete,
      tags: [...tags],
    };
  };

  /** The page cache's loader for `key`: rendered from the key alone, on the configured origin. */
  const loadPage = (key: string) => async () => {
    const page = await renderPage(new URL(key, deps.config.publicUrl));
    return {
      body: page.parts,
      status: page.status,
      keep: page.status === 200 && page.complete,
      // Search results read the database directly: dropped by every write.
      tags: key.startsWith(SEARCH_KEY_PREFIX) ? undefined : page.tags,
    };
  };
  // Pages a product edit dropped are rendered again at once, one after another in the background
  // (at most REWARM_LIMIT per edit): the next shopper finds them ready, or joins the render under
  // way. A render is not kept when another invalidation comes in meanwhile (the writing process
  // also hears its own NOTIFY), so it is tried again, up to REWARM_ATTEMPTS times.
  let rewarming: Promise<unknown> = Promise.resolve();
  const rewarm = async (key: string) => {
    for (let attempt = 0; attempt < REWARM_ATTEMPTS && pages.peek(key) !== 'fresh'; attempt++) {
      await pages.refresh(key, loadPage(key));
    }
  };
  pages.onScopedEvict = (keys) => {
    for (const key of keys.slice(0, REWARM_LIMIT)) {
      rewarming = rewarming.then(() => rewarm(key)).catch(() => {});
    }
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
      // Build metadata is not for browsers: Vite's manifest (dist/web/.vite/manifest.json lists
      // every source path, admin pages included) and any other dot-folder or dot-file answer 404.
      .use('*', async (c, next) => {
        if (/\/\./.test(c.req.path)) return c.text('Not found', 404);
        await next();
      })
      // Other files (favicon, robots of the build…) only when the path names a file; directories and
      // routes fall through to index.html.
      .use('*', (c, next) =>
        /\/[^/]+\.[a-z0-9]+$/i.test(c.req.path) ? serveStatic({ root })(c, next) : next(),
      )
      .get('*', async (c) => {
        const url = new URL(c.req.url);
        readTemplate(); // a new build empties the page cache before it is read
        // Every request, signed in or not, reads the same entries: a public page is rendered from
        // its key alone (path and the parameters it reads, on the configured origin), never from
        // the request's cookies or headers. What is personal is fetched by the browser.
        const route = isServerRenderedPath(url.pathname) ? pageCacheKey(url) : null;
        if (route && 'redirect' in route) return c.redirect(route.redirect, 302);
        if (route === null) {
          const page = await renderPage(url);
          c.header('Cache-Control', 'no-cache');
          c.header('X-Cache', 'BYPASS');
          return c.html(bodyText(page.parts), page.status as 200);
        }
        const { key } = route;
        // HIT: the page was ready; STALE: sent once more while it is rendered again; MISS: this
        // request waited for a render (its own, or one under way).
        const cache = key.startsWith(SEARCH_KEY_PREFIX) ? searchPages : pages;
        const found = cache.peek(key);
        const cached = await cache.get(key, loadPage(key));
        // `get` answers null only when the loader does, which this one never does.
        if (!cached) throw new Error('page cache answered nothing');
        await revalidate(c, async () => {
          c.res = sendPage(
            c,
            cached,
            found === 'fresh' ? 'HIT' : found === 'stale' ? 'STALE' : 'MISS',
            deps.backgroundPace,
          );
        });
        return c.res;
      })
  );
}

/** index.html with the head, preloads and embedded data of one page filled in: the document's
 * pieces in order (the page cache encodes them one by one). */
export function renderDocument(
  template: DocumentTemplate,
  headHtml: string,
  page: PageData | null,
  assets: ReturnType<typeof createBuildAssets>,
  bodyHtml: readonly BodyPiece[] | string = '',
): BodyPiece[] {
  const tags = [headHtml];
  if (page?.lcpImage) {
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(page.lcpImage)}" fetchpriority="high">`,
    );
  }
  // After the entry script and stylesheet Vite put in the head: those are needed first.
  const preloads = page ? assets.preloadTags(page.routeModules) : [];
  const body = (typeof bodyHtml === 'string' ? [bodyHtml] : bodyHtml).filter(
    (piece) => piece !== '',
  );
  const fill = (slot: Slot): BodyPiece | BodyPiece[] => {
    switch (slot) {
      // First in the head: the early-taps script answers a tap from the first paint (async, so
      // it holds back nothing).
      case HEAD_MARKER:
        return [assets.earlyTapsTag(), ...tags].join('\n');
      case '</head>':
        return preloads.length > 0 ? `${preloads.join('\n')}\n</head>` : slot;
      case ROOT_ELEMENT:
        // The markup's pieces as they are: encoded one by one (reused markup is already), not
        // copied into a new string first.
        return body.length > 0 ? ['<div id="root">', ...body, '</div>'] : slot;
      case '</body>':
        return page
          ? `<script type="application/json" id="${INITIAL_DATA_ELEMENT_ID}">${serializeInitialData({ queries: page.queries.filter((query) => query.embed !== false).map(({ key, data }) => ({ key, data })) })}</script>\n</body>`
          : slot;
    }
  };
  const parts: BodyPiece[] = [];
  let from = 0;
  for (const { slot, at } of template.cuts) {
    parts.push(template.text.slice(from, at), ...[fill(slot)].flat());
    from = at + slot.length;
  }
  parts.push(template.text.slice(from));
  return parts;
}

/** A file's modification time, 0 when it is missing: one stat (these run on every page). */
function mtimeOf(file: string): number {
  return statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
