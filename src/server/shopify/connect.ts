/**
 * Connecting a Shopify store (docs/decisions/127-shopify-connect.md): what `npm run
 * shopify:connect` and the admin's "Connect store" run. From the configured store settings it
 * checks the Admin token's granted scopes against those the shop needs, subscribes every webhook
 * topic the shop handles (idempotently: the store's subscriptions are listed first; one already
 * at the right address is left alone, one at another address is moved with
 * webhookSubscriptionUpdate, a missing one is created), checks the Storefront tokens with a
 * harmless query, runs the catalogue export and answers a readiness report. Against the built-in
 * sandbox it does exactly what it does against a store.
 * https://shopify.dev/docs/api/admin-graphql/latest/queries/webhookSubscriptions
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/webhookSubscriptionCreate
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/webhookSubscriptionUpdate
 * https://shopify.dev/docs/api/admin-graphql/latest/objects/AppInstallation (accessScopes)
 */
import type {
  ConnectCheckDto,
  ConnectWebhookChange,
  ShopifyConnectReportDto,
} from '../../core/api/shopify-connect';
import { adminGraphql, storefrontGraphql } from '../../core/shopify/graphql-document';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { type ShopifyAdminClient, ShopifyAdminError } from './admin-client';
import { exportProductsToShopify } from './export';
import {
  API_WEBHOOK_TOPICS,
  REQUIRED_ADMIN_SCOPES,
  SHOPIFY_WEBHOOK_TOPICS,
  scopeGranted,
} from './store-requirements';
import {
  SANDBOX_STOREFRONT_PUBLIC_TOKEN,
  STOREFRONT_PUBLIC_TOKEN_HEADER,
  serverStorefrontHeaders,
  storefrontEndpoint,
} from './storefront-request';

export const ACCESS_SCOPES_QUERY = adminGraphql`query accessScopes {
  currentAppInstallation { accessScopes { handle } }
}`;

export const WEBHOOK_SUBSCRIPTIONS_QUERY = adminGraphql`query webhookSubscriptions($after: String, $topics: [WebhookSubscriptionTopic!]) {
  webhookSubscriptions(first: 250, after: $after, topics: $topics) {
    nodes { id topic uri }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const WEBHOOK_SUBSCRIPTION_CREATE_MUTATION = adminGraphql`mutation webhookSubscriptionCreate($topic: WebhookSubscriptionTopic!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionCreate(topic: $topic, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

export const WEBHOOK_SUBSCRIPTION_UPDATE_MUTATION = adminGraphql`mutation webhookSubscriptionUpdate($id: ID!, $webhookSubscription: WebhookSubscriptionInput!) {
  webhookSubscriptionUpdate(id: $id, webhookSubscription: $webhookSubscription) {
    webhookSubscription { id topic uri }
    userErrors { field message }
  }
}`;

/** Reads nothing a shopper could not see; any valid token may ask it. */
export const STOREFRONT_CHECK_QUERY = storefrontGraphql`query storefrontCheck { shop { name } }`;

type Subscription = { id: string; topic: string; uri: string };
type UserErrors = { field: string[] | null; message: string }[];
type SubscriptionPayload = { webhookSubscription: Subscription | null; userErrors: UserErrors };

/** What to do when the Admin API did not answer: a store's settings, or the sandbox's server. */
function adminTodo(config: Pick<Config, 'shopify'>): string {
  return config.shopify.store
    ? 'Check SHOPIFY_STORE_DOMAIN and SHOPIFY_ADMIN_TOKEN (the Admin API access token of the app installed on the store), then run this again.'
    : 'The built-in sandbox store is served by the shop server at PUBLIC_URL: start it (npm start), then run this again.';
}

/** The address Shopify is to deliver `path` to: this shop's public URL. */
export function webhookAddress(config: Pick<Config, 'publicUrl'>, path: string): string {
  return `${config.publicUrl.replace(/\/+$/, '')}${path}`;
}

/** Every subscription of the shop's API topics, all pages. */
export async function listWebhookSubscriptions(
  client: ShopifyAdminClient,
): Promise<Subscription[]> {
  const all: Subscription[] = [];
  let after: string | null = null;
  do {
    const data: {
      webhookSubscriptions: {
        nodes: Subscription[];
        pageInfo: { hasNextPage: boolean; endCursor: string | null };
      };
    } = await client.graphql(WEBHOOK_SUBSCRIPTIONS_QUERY, {
      after,
      topics: API_WEBHOOK_TOPICS.map((t) => t.enumValue),
    });
    all.push(...data.webhookSubscriptions.nodes);
    after = data.webhookSubscriptions.pageInfo.hasNextPage
      ? data.webhookSubscriptions.pageInfo.endCursor
      : null;
  } while (after);
  return all;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : 'Unknown error');

async function checkScopes(
  client: ShopifyAdminClient,
  config: Pick<Config, 'shopify'>,
): Promise<{
  check: ConnectCheckDto;
  reached: boolean;
}> {
  const name = 'Admin token scopes';
  let handles: string[];
  try {
    const data = await client.graphql<{
      currentAppInstallation: { accessScopes: { handle: string }[] };
    }>(ACCESS_SCOPES_QUERY, {});
    handles = data.currentAppInstallation.accessScopes.map((s) => s.handle);
  } catch (err) {
    return {
      reached: false,
      check: { name, ok: false, detail: messageOf(err), todo: adminTodo(config) },
    };
  }
  const granted = new Set(handles);
  const missing = REQUIRED_ADMIN_SCOPES.filter((s) => !scopeGranted(granted, s.handle));
  if (missing.length === 0) {
    return {
      reached: true,
      check: {
        name,
        ok: true,
        detail: `All ${REQUIRED_ADMIN_SCOPES.length} scopes the shop needs are granted`,
        todo: null,
      },
    };
  }
  return {
    reached: true,
    check: {
      name,
      ok: false,
      detail: `Missing: ${missing.map((s) => `${s.handle} (${s.for})`).join('; ')}`,
      todo: `In the Shopify admin, give the app the scope${missing.length === 1 ? '' : 's'} ${missing.map((s) => s.handle).join(', ')} (Settings → Apps and sales channels → Develop apps → the app → Configuration → Admin API integration), install the new version, put its Admin API token in SHOPIFY_ADMIN_TOKEN, and run this again.`,
    },
  };
}

async function subscribeWebhooks(
  client: ShopifyAdminClient,
  config: Pick<Config, 'publicUrl' | 'shopify'>,
): Promise<{ checks: ConnectCheckDto[]; changes: ShopifyConnectReportDto['webhooks'] }> {
  const checks: ConnectCheckDto[] = [];
  const changes: ShopifyConnectReportDto['webhooks'] = [];
  let existing: Subscription[];
  try {
    existing = await listWebhookSubscriptions(client);
  } catch (err) {
    return {
      checks: [
        {
          name: 'Webhook subscriptions',
          ok: false,
          detail: `Could not list the store's webhook subscriptions: ${messageOf(err)}`,
          todo: adminTodo(config),
        },
      ],
      changes: API_WEBHOOK_TOPICS.map((t) => ({ topic: t.topic, change: 'failed' })),
    };
  }
  for (const topic of API_WEBHOOK_TOPICS) {
    const address = webhookAddress(config, topic.path);
    const name = `Webhook ${topic.topic}`;
    const ofTopic = existing.filter((s) => s.topic === topic.enumValue);
    const record = (change: ConnectWebhookChange, check: Omit<ConnectCheckDto, 'name'>) => {
      changes.push({ topic: topic.topic, change });
      checks.push({ name, ...check });
    };
    const refused = (errors: UserErrors) =>
      record('failed', {
        ok: false,
        detail: `Shopify refused it: ${errors.map((e) => e.message).join('; ')}`,
        todo:
          topic.scope && /access|scope|permission/i.test(errors.map((e) => e.message).join(' '))
            ? `Grant the ${topic.scope} scope (see "Admin token scopes"), then run this again.`
            : `Check PUBLIC_URL (Shopify delivers to ${address}), then run this again.`,
      });
    try {
      if (ofTopic.some((s) => s.uri === address)) {
        record('unchanged', {
          ok: true,
          detail: `Subscribed at ${address} (unchanged)`,
          todo: null,
        });
        continue;
      }
      const wrong = ofTopic[0];
      if (wrong) {
        const data = await client.graphql<{ webhookSubscriptionUpdate: SubscriptionPayload }>(
          WEBHOOK_SUBSCRIPTION_UPDATE_MUTATION,
          { id: wrong.id, webhookSubscription: { uri: address, format: 'JSON' } },
        );
        const payload = data.webhookSubscriptionUpdate;
        if (payload.userErrors.length > 0) refused(payload.userErrors);
        else {
          record('corrected', {
            ok: true,
            detail: `Moved from ${wrong.uri} to ${address}`,
            todo: null,
          });
        }
        continue;
      }
      const data = await client.graphql<{ webhookSubscriptionCreate: SubscriptionPayload }>(
        WEBHOOK_SUBSCRIPTION_CREATE_MUTATION,
        { topic: topic.enumValue, webhookSubscription: { uri: address, format: 'JSON' } },
      );
      const payload = data.webhookSubscriptionCreate;
      if (payload.userErrors.length > 0) refused(payload.userErrors);
      else
        record('created', { ok: true, detail: `Subscribed at ${address} (created)`, todo: null });
    } catch (err) {
      record('failed', { ok: false, detail: messageOf(err), todo: adminTodo(config) });
    }
  }
  return { checks, changes };
}

async function checkStorefrontToken(
  name: string,
  url: string,
  headers: Record<string, string>,
  doFetch: typeof fetch,
  todo: string,
): Promise<ConnectCheckDto> {
  try {
    const response = await doFetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
      body: JSON.stringify({ query: STOREFRONT_CHECK_QUERY, variables: {} }),
    });
    const body = (await response.json().catch(() => null)) as {
      data?: { shop?: { name?: string } };
      errors?: unknown;
    } | null;
    const shopName = body?.data?.shop?.name;
    if (response.ok && typeof shopName === 'string') {
      return { name, ok: true, detail: `Answered for "${shopName}"`, todo: null };
    }
    return { name, ok: false, detail: `Shopify answered HTTP ${response.status}`, todo };
  } catch (err) {
    return { name, ok: false, detail: `Could not reach Shopify (${messageOf(err)})`, todo };
  }
}

export type ConnectOptions = {
  config: Config;
  client: ShopifyAdminClient;
  /** The shop's database, for the catalogue export; null: the export is not run (`exportSkipped` says why). */
  db: Database | null;
  exportSkipped?: { detail: string; todo: string };
  fetch?: typeof fetch;
};

/** Runs every step and answers the readiness report (it never throws for the store's answers). */
export async function connectShopifyStore(
  options: ConnectOptions,
): Promise<ShopifyConnectReportDto> {
  const { config, client } = options;
  const doFetch = options.fetch ?? fetch;
  const store = config.shopify.store;
  const checks: ConnectCheckDto[] = [
    {
      name: 'Store settings',
      ok: true,
      detail: store
        ? `${store.domain}, Admin API ${config.shopify.apiVersion}`
        : `The built-in sandbox store at ${config.publicUrl}/sandbox/shopify (test payments only), API ${config.shopify.apiVersion}`,
      todo: null,
    },
  ];
  const scopes = await checkScopes(client, config);
  checks.push(scopes.check);
  let webhooks: ShopifyConnectReportDto['webhooks'];
  if (scopes.reached) {
    const subscribed = await subscribeWebhooks(client, config);
    checks.push(...subscribed.checks);
    webhooks = subscribed.changes;
  } else {
    webhooks = API_WEBHOOK_TOPICS.map((t) => ({ topic: t.topic, change: 'failed' }));
    checks.push({
      name: 'Webhook subscriptions',
      ok: false,
      detail: 'Not attempted: the Admin API did not answer',
      todo: adminTodo(config),
    });
  }

  const endpoint = storefrontEndpoint(config);
  checks.push(
    await checkStorefrontToken(
      'Storefront public token',
      endpoint,
      {
        [STOREFRONT_PUBLIC_TOKEN_HEADER]: store?.storefrontToken ?? SANDBOX_STOREFRONT_PUBLIC_TOKEN,
      },
      doFetch,
      "Set SHOPIFY_STOREFRONT_TOKEN to the Headless channel's public access token (with the unauthenticated_read_selling_plans scope), then run this again.",
    ),
    await checkStorefrontToken(
      'Storefront private token',
      endpoint,
      serverStorefrontHeaders(config, null),
      doFetch,
      "Set SHOPIFY_STOREFRONT_PRIVATE_TOKEN to the Headless channel's private access token, then run this again.",
    ),
  );

  if (!options.db) {
    checks.push({
      name: 'Catalogue export',
      ok: false,
      detail: options.exportSkipped?.detail ?? 'Not run',
      todo: options.exportSkipped?.todo ?? 'Run the export from the admin (Export to Shopify).',
    });
  } else if (!scopes.reached) {
    checks.push({
      name: 'Catalogue export',
      ok: false,
      detail: 'Not run: the Admin API did not answer',
      todo: adminTodo(config),
    });
  } else {
    try {
      const result = await exportProductsToShopify({ db: options.db, client });
      const ok = result.errors.length === 0 && result.total > 0;
      checks.push({
        name: 'Catalogue export',
        ok,
        detail:
          result.errors.length === 0
            ? result.message
            : `${result.message} ${result.errors.map((e) => `${e.title}: ${e.message}`).join('; ')}`,
        todo: ok
          ? null
          : result.total === 0
            ? 'Publish the products to sell in the admin (Products), then run this again.'
            : 'Fix what Shopify refused for the products named (often a missing scope), then run this again.',
      });
    } catch (err) {
      checks.push({
        name: 'Catalogue export',
        ok: false,
        detail: err instanceof ShopifyAdminError ? err.message : messageOf(err),
        todo: adminTodo(config),
      });
    }
  }

  const privacyTopics = SHOPIFY_WEBHOOK_TOPICS.filter((t) => t.subscribe.by === 'app-config');
  const notes = [
    `Shopify's mandatory privacy webhooks (${privacyTopics.map((t) => t.topic).join(', ')}) cannot be subscribed through the Admin API: set their address to ${webhookAddress(config, privacyTopics[0]?.path ?? '')} once, in the app's configuration (compliance webhooks).`,
  ];
  return { ready: checks.every((c) => c.ok), checks, webhooks, notes };
}

/** The report as the command prints it: ✓ or ✗ per check, with what to do under each ✗. */
export function formatConnectReport(report: ShopifyConnectReportDto): string {
  const lines: string[] = [];
  for (const check of report.checks) {
    lines.push(`${check.ok ? '✓' : '✗'} ${check.name}: ${check.detail}`);
    if (check.todo) lines.push(`    → ${check.todo}`);
  }
  const counts = (change: ConnectWebhookChange) =>
    report.webhooks.filter((w) => w.change === change).length;
  lines.push(
    '',
    `Webhooks: ${counts('created')} created, ${counts('corrected')} corrected, ${counts('unchanged')} unchanged, ${counts('failed')} failed.`,
  );
  for (const note of report.notes) lines.push(`Note: ${note}`);
  lines.push(
    '',
    report.ready
      ? 'Ready: the store is connected.'
      : 'Not ready: do what each ✗ says, then run this again.',
  );
  return lines.join('\n');
}
