// The checkout domain's public surface: what other folders of src/server use
// (docs/decisions/142-acyclic-domain-graph.md). The rules live in price-authority.ts and beside it.
export {
  loadCheckoutViewer,
  loadPricingVariantsByIds,
} from './price-authority';
