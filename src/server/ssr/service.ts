// The ssr domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").
export { type CatalogReads, createCatalogReads } from './catalog-reads';
export { buildPageData, isServerRenderedPath, type PageData } from './page-data';
export { createServerRenderer } from './renderer';
