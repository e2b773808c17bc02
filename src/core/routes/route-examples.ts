import type { PageRouteId } from './page-routes';

// URLs of each route of the manifest (./page-routes.ts), which the tests walk: the browser's and
// the server's matching agree on them (src/web/router.test.ts), and every public one is rendered
// with the data the server prefetches (src/server/ssr/page-data.test.ts). One entry per route id
// (the compiler asks for it); the first is the page's plain path. Apart from the route table so
// the browser's bundle does not carry them.

export const ROUTE_EXAMPLES: Record<PageRouteId, readonly [string, ...string[]]> = {
  home: ['/'],
  shop: [
    '/shop',
    '/shop?collection=black-seed',
    '/shop?collection=all&sort=best-sellers',
    '/shop?sort=newest&diet=vegan',
    '/shop?collection=no-such-collection',
  ],
  search: ['/search', '/search?q=manuka', '/search?q=honey&kind=products&diet=vegan'],
  cupsProductB1ToB6: ['/product/cupping-cups-b1-to-b6'],
  cupsProductWholesale: ['/product/bulk-cupping-cups-wholesale'],
  product: ['/product/black-seed-oil', '/product/black-seed-oil?wholesale=true'],
  bulkCups: ['/bulk-cupping-cups'],
  blog: ['/blog'],
  blogPost: ['/blog/black-seed-oil-ancient-remedy'],
  auth: ['/auth'],
  resetPassword: ['/reset-password'],
  account: ['/account'],
  notMe: ['/not-me'],
  staffInvitation: ['/staff-invitation'],
  wholesale: ['/wholesale'],
  wholesaleShop: ['/wholesale-shop'],
  admin: ['/admin'],
  adminProducts: ['/admin/products'],
  adminOrder: ['/admin/orders/00000000-0000-0000-0000-000000000000'],
  adminCustomer: ['/admin/customers/00000000-0000-0000-0000-000000000000'],
  contact: ['/contact'],
  story: ['/story'],
  manukaGuide: ['/manuka-honey'],
  terms: ['/terms'],
  delivery: ['/delivery'],
  privacy: ['/privacy'],
  notFound: ['/no-such-page', '/product/black-seed-oil/reviews'],
};
