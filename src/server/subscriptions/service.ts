// The subscriptions domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains").

export { sendSubscriptionConfirmation } from './confirmation-email';
export {
  CONTRACT_UPDATE_TOPIC,
  contractUpdatedWebhookSchema,
  handleContractUpdated,
} from './contract-updates';
export { findSubscriptions } from './customer-subscriptions';
export {
  planDeliveryPenceSql,
  pricedSubscriptionsSql,
  refreshStoredDeliveryPence,
} from './delivery-lines';
export { manageSubscriptionEverywhere } from './manage';
export { loadMinimumTerms } from './minimum-terms';
export {
  handlePaymentMethodUpdated,
  PAYMENT_METHOD_UPDATE_TOPIC,
  paymentMethodUpdatedWebhookSchema,
} from './payment-recovery';
export {
  billingAttemptWebhookSchema,
  contractCreatedWebhookSchema,
  handleBillingFailure,
  handleBillingSuccess,
  handleContractCreated,
  linkRenewalOrder,
  today,
} from './renewals';
export {
  createSubscriptionShopifyClient,
  ShopifyUnavailable,
  type SubscriptionShopifyClient,
} from './shopify-subscriptions';
