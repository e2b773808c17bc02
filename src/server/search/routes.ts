import { Hono } from 'hono';
import { searchQuerySchema } from '../../core/schemas/search';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { parseWith } from '../http/validate';
import { search } from './product-search';

/**
 * GET /api/search?q=&kind=&diet=&limit=: ranked products and journal articles (public, no
 * session). Bad input answers 400 { error: { code: 'validation_failed', message, fields } }.
 */
export function createSearchRoutes(db: Database) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const query = parseWith(searchQuerySchema, c.req.query());
    const body = await search(db, query);
    // Public catalogue data: browsers and proxies may reuse an answer for a minute.
    c.header('Cache-Control', 'public, max-age=60');
    return answer(c, 'GET /api/search', body);
  });
}
