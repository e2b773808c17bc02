// The shop's one route manifest (docs/decisions/099-route-manifest.md). Each page: its
// path, its route module and whether the server renders it; what the server render
// prefetches for it is its entry in ./page-queries.ts (one per route, keyed by the same id, so the
// compiler asks for it), and the tests' example URLs are in ./route-examples.ts. The browser's route table (src/web/router.tsx: the module names resolve to
// lazy imports) and the server render (src/server/ssr/page-data.ts: which data to embed, which
// chunks to preload) are both built from it, as React Router's framework mode builds both from one
// routes.ts of path and module file. This file imports nothing: the browser's first-paint bundle
// carries it (the prefetch rules, with their zod schemas and copy, stay out of it).

export type PageRoute = {
  /** React Router's path under the root layout ('' is the index route, '*' the not-found page). */
  path: string;
  /** The lazy route module, relative to src/web (also its key in Vite's build manifest). */
  module: string;
  /**
   * 'server': a public page, rendered on the server and kept in the page cache. 'browser': a
   * page that depends on the session (redirects, forms), rendered by the browser alone, and with
   * it every other URL under its first path segment.
   */
  render: 'server' | 'browser';
};

const BULK_CUPS_MODULE = 'features/cups/bulk-cups-page.tsx';

export const PAGE_ROUTES = {
  home: {
    path: '',
    module: 'features/catalog/home-page.tsx',
    render: 'server',
  },
  shop: {
    path: 'shop',
    module: 'features/catalog/shop-page.tsx',
    render: 'server',
  },
  search: {
    path: 'search',
    module: 'features/search/search-page.tsx',
    render: 'server',
  },
  // The bulk cupping cups page is also shown for these two product handles (docs/spec/spec-notes.md).
  cupsProductB1ToB6: {
    path: 'product/cupping-cups-b1-to-b6',
    module: BULK_CUPS_MODULE,
    render: 'server',
  },
  cupsProductWholesale: {
    path: 'product/bulk-cupping-cups-wholesale',
    module: BULK_CUPS_MODULE,
    render: 'server',
  },
  product: {
    path: 'product/:handle',
    module: 'features/product/product-page.tsx',
    render: 'server',
  },
  bulkCups: {
    path: 'bulk-cupping-cups',
    module: BULK_CUPS_MODULE,
    render: 'server',
  },
  blog: {
    path: 'blog',
    module: 'features/content/blog-index-page.tsx',
    render: 'server',
  },
  blogPost: {
    path: 'blog/:slug',
    module: 'features/content/blog-post-page.tsx',
    render: 'server',
  },
  auth: {
    path: 'auth',
    module: 'features/account/auth-page.tsx',
    render: 'browser',
  },
  resetPassword: {
    path: 'reset-password',
    module: 'features/account/reset-password-page.tsx',
    render: 'browser',
  },
  account: {
    path: 'account',
    module: 'features/account/account-page.tsx',
    render: 'browser',
  },
  notMe: {
    path: 'not-me',
    module: 'features/account/not-me-page.tsx',
    render: 'browser',
  },
  staffInvitation: {
    path: 'staff-invitation',
    module: 'features/account/staff-invitation-page.tsx',
    render: 'browser',
  },
  wholesale: {
    path: 'wholesale',
    module: 'features/wholesale/wholesale-page.tsx',
    render: 'browser',
  },
  wholesaleShop: {
    path: 'wholesale-shop',
    module: 'features/wholesale/wholesale-shop-page.tsx',
    render: 'browser',
  },
  admin: {
    path: 'admin',
    module: 'features/admin/admin-page.tsx',
    render: 'browser',
  },
  adminProducts: {
    path: 'admin/products',
    module: 'features/admin/admin-products-page.tsx',
    render: 'browser',
  },
  adminOrder: {
    path: 'admin/orders/:id',
    module: 'features/admin/admin-order-page.tsx',
    render: 'browser',
  },
  adminCustomer: {
    path: 'admin/customers/:id',
    module: 'features/admin/customers/customer-profile-page.tsx',
    render: 'browser',
  },
  contact: {
    path: 'contact',
    module: 'features/content/contact-page.tsx',
    render: 'server',
  },
  story: {
    path: 'story',
    module: 'features/content/story-page.tsx',
    render: 'server',
  },
  manukaGuide: {
    path: 'manuka-honey',
    module: 'features/content/manuka-guide-page.tsx',
    render: 'server',
  },
  terms: {
    path: 'terms',
    module: 'features/content/terms-page.tsx',
    render: 'server',
  },
  delivery: {
    path: 'delivery',
    module: 'features/content/delivery-page.tsx',
    render: 'server',
  },
  privacy: {
    path: 'privacy',
    module: 'features/content/privacy-page.tsx',
    render: 'server',
  },
  notFound: {
    path: '*',
    module: 'features/layout/not-found-page.tsx',
    render: 'server',
  },
} satisfies Record<string, PageRoute>;

export type PageRouteId = keyof typeof PAGE_ROUTES;

/** Every route module the manifest names, once each (the server preloads them by this name). */
export const PAGE_MODULES: readonly string[] = [
  ...new Set(Object.values(PAGE_ROUTES).map((route) => route.module)),
];
