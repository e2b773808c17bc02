/** One line of the readiness report of `npm run shopify:connect` and the admin's Connect store. */
export type ConnectCheckDto = {
  /** What was checked ("Admin token scopes", "Webhook orders/create"). */
  name: string;
  ok: boolean;
  /** What was found or done. */
  detail: string;
  /** What to do when it failed; null when it passed. */
  todo: string | null;
};

/** What the connect run did to the store's webhook subscriptions. */
export type ConnectWebhookChange = 'created' | 'corrected' | 'unchanged' | 'failed';

export type ShopifyConnectReportDto = {
  /** Every check passed. */
  ready: boolean;
  checks: ConnectCheckDto[];
  /** Per webhook topic the API subscribes, what this run did. */
  webhooks: { topic: string; change: ConnectWebhookChange }[];
  /** Things the command cannot check or do; the owner does them once (each says how). */
  notes: string[];
};
