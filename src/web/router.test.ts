import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '../core/routes/match';
import { PAGE_MODULES } from '../core/routes/page-routes';
import { ROUTE_EXAMPLES } from '../core/routes/route-examples';
import { PAGE_MODULE_IMPORTS, routes } from './router';

// The browser's route table is built from the manifest (src/core/routes/page-routes.ts); the
// server matches URLs with src/core/routes/match.ts. Both must pick the same route for a URL.

describe('the route table', () => {
  it('has a lazy import for every manifest module and no page module the manifest lacks', () => {
    expect(Object.keys(PAGE_MODULE_IMPORTS).sort()).toEqual(
      PAGE_MODULES.map((module) => `./${module}`).sort(),
    );
  });

  const paths = [
    ...Object.values(ROUTE_EXAMPLES).flatMap((urls) => urls.map((url) => url.split('?')[0])),
    '/SHOP',
    '/shop/',
    '/Product/Cupping-Cups-B1-To-B6',
    '/product/manuka%20honey',
    '/product/',
    '/admin/orders',
    '/blog/a/b',
  ];
  it.each(paths)('React Router and the server match %s to the same route', (path) => {
    const leaf = matchRoutes(routes, path ?? '')?.at(-1);
    const server = matchPageRoute(path ?? '');
    expect(leaf?.route.id).toBe(server.id);
    expect(leaf?.params).toMatchObject(server.params);
  });
});
