// The reviews domain's public surface: what other folders of src/server use
// (docs/decisions/142-acyclic-domain-graph.md). The rules live in product-reviews.ts and beside it.
export { readProductReviews } from './product-reviews';
