import { and, asc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { CUP_BUILDER_HANDLES } from '../../core/catalog/product-rules';
import { ARTICLES } from '../../core/content/articles';
import { LEGAL_LAST_UPDATED } from '../../core/content/legal';
import type { AppDeps } from '../app-deps';
import { isWholesaleSql } from '../catalog/service';
import { collections, products } from '../db/schema/catalog';
import type { AppEnv } from '../http/app-env';
import { escapeHtml } from './head-html';

/**
 * Content pages listed in the sitemap (journal articles and products are added from data). Not
 * /wholesale: it is a noindex page.
 */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/shop',
  '/blog',
  '/story',
  '/manuka-honey',
  '/contact',
  '/bulk-cupping-cups',
  '/delivery',
  '/terms',
  '/privacy',
] as const;

export const ROBOTS_DISALLOW = ['/admin', '/account', '/auth', '/reset-password', '/api/'] as const;

type SitemapEntry = { path: string; lastmod?: string };

/** /sitemap.xml and /robots.txt (mounted at the site root). */
export function createSeoRoutes(deps: AppDeps) {
  const origin = deps.config.publicUrl;
  return new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      const lines = [
        'User-agent: *',
        ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(lines.join('\n'));
    })
    .get('/sitemap.xml', async (c) => {
      const entries = await buildSitemapEntries(deps);
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries.map(
          (entry) =>
            `  <url><loc>${escapeHtml(`${origin}${entry.path}`)}</loc>${
              entry.lastmod ? `<lastmod>${escapeHtml(entry.lastmod)}</lastmod>` : ''
            }</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n');
      c.header('Content-Type', 'application/xml; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(body);
    });
}

/** Published collections, published retail products, the articles and the content pages. */
export async function buildSitemapEntries(deps: AppDeps): Promise<SitemapEntry[]> {
  const [collectionRows, productRows] = await Promise.all([
    deps.db
      .select({ handle: collections.handle })
      .from(collections)
      .where(eq(collections.published, true))
      .orderBy(asc(collections.sortOrder)),
    deps.db
      .select({ handle: products.handle, updatedAt: products.updatedAt })
      .from(products)
      .where(and(eq(products.published, true), sql`not ${isWholesaleSql}`))
      .orderBy(asc(products.sortOrder)),
  ]);
  const legalPaths = new Set(['/terms', '/privacy']);
  return [
    ...SITEMAP_STATIC_PATHS.map((path) =>
      legalPaths.has(path) ? { path, lastmod: LEGAL_LAST_UPDATED } : { path },
    ),
    ...collectionRows.map((row) => ({
      path: `/shop?collection=${encodeURIComponent(row.handle)}`,
    })),
    // The cup builder's product URLs are canonical to /bulk-cupping-cups (listed above).
    ...productRows
      .filter((row) => !CUP_BUILDER_HANDLES.includes(row.handle))
      .map((row) => ({
        path: `/product/${encodeURIComponent(row.handle)}`,
        lastmod: row.updatedAt.toISOString().slice(0, 10),
      })),
    ...ARTICLES.map((article) => ({ path: `/blog/${article.slug}`, lastmod: article.date })),
  ];
}
