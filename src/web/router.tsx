import type { RouteObject } from 'react-router';
import { RootHydrateFallback, RootLayout } from './features/layout/root-layout';
import { RootErrorPage, RouteErrorBoundary } from './features/layout/route-error';

/**
 * Every page is a lazy route module exporting `Component` (and, if it likes, `loader`,
 * `ErrorBoundary`, `handle`), so the home page ships no admin or account code.
 */
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
        children: [
          { index: true, lazy: () => import('./features/catalog/home-page') },
          { path: 'shop', lazy: () => import('./features/catalog/shop-page') },
          { path: 'search', lazy: () => import('./features/search/search-page') },
          // The bulk cupping cups page is also shown for these two product handles (docs/spec/spec-notes.md).
          {
            path: 'product/cupping-cups-b1-to-b6',
            lazy: () => import('./features/cups/bulk-cups-page'),
          },
          {
            path: 'product/bulk-cupping-cups-wholesale',
            lazy: () => import('./features/cups/bulk-cups-page'),
          },
          { path: 'product/:handle', lazy: () => import('./features/product/product-page') },
          { path: 'bulk-cupping-cups', lazy: () => import('./features/cups/bulk-cups-page') },
          { path: 'blog', lazy: () => import('./features/content/blog-index-page') },
          { path: 'blog/:slug', lazy: () => import('./features/content/blog-post-page') },
          { path: 'auth', lazy: () => import('./features/account/auth-page') },
          {
            path: 'reset-password',
            lazy: () => import('./features/account/reset-password-page'),
          },
          { path: 'account', lazy: () => import('./features/account/account-page') },
          { path: 'not-me', lazy: () => import('./features/account/not-me-page') },
          { path: 'wholesale', lazy: () => import('./features/wholesale/wholesale-page') },
          {
            path: 'wholesale-shop',
            lazy: () => import('./features/wholesale/wholesale-shop-page'),
          },
          { path: 'admin', lazy: () => import('./features/admin/admin-page') },
          {
            path: 'admin/products',
            lazy: () => import('./features/admin/admin-products-page'),
          },
          {
            path: 'admin/orders/:id',
            lazy: () => import('./features/admin/admin-order-page'),
          },
          {
            path: 'admin/customers/:id',
            lazy: () => import('./features/admin/customers/customer-profile-page'),
          },
          { path: 'contact', lazy: () => import('./features/content/contact-page') },
          { path: 'story', lazy: () => import('./features/content/story-page') },
          { path: 'manuka-honey', lazy: () => import('./features/content/manuka-guide-page') },
          { path: 'terms', lazy: () => import('./features/content/terms-page') },
          { path: 'delivery', lazy: () => import('./features/content/delivery-page') },
          { path: 'privacy', lazy: () => import('./features/content/privacy-page') },
          { path: '*', lazy: () => import('./features/layout/not-found-page') },
        ],
      },
    ],
  },
];

// The browser router is created in app.tsx (after the first page's lazy module has loaded, when
// the page was server-rendered), the static one in entry-server.tsx.
