// The catalog domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains"). The queries themselves are in
// catalog-queries.ts, so that files of this folder that use them can be re-exported here too.

export { createCachedCatalogReads } from './cached-reads';
export * from './catalog-queries';
export { findRedirectedHandles, recordHandleChange } from './handle-redirects';
export { readShopRankings } from './rankings';
export { mirrorHandleRedirectOnShopify } from './shopify-url-redirect';
