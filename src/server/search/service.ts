// The search domain's public surface: what other folders of src/server use
// (docs/decisions/142-acyclic-domain-graph.md). The rules live in product-search.ts and beside it.
export { search } from './product-search';
