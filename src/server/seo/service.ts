// The seo domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").
export { escapeHtml } from './head-html';
export { renderHead } from './render-head';
