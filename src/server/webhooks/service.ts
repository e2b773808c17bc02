// The webhooks domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").
export { handleOrderCreated } from './order-created';
