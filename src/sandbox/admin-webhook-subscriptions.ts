/**
 * The sandbox's app installation and webhook subscriptions, as Shopify's Admin GraphQL API
 * answers them (docs/decisions/127-shopify-connect.md):
 * - `currentAppInstallation { accessScopes { handle description } }`: the scopes granted to the
 *   token; every scope the shop needs (store-requirements.ts) unless a test revoked some
 *   (`POST /sandbox/shopify/test/access-scopes`, test routes only).
 * - `webhookSubscriptions(first, after, topics, uri)`: the subscriptions made through the API,
 *   oldest first, as a connection (nodes, edges, pageInfo).
 * - `webhookSubscriptionCreate(topic, webhookSubscription: { uri })`: refused with Shopify's
 *   userErrors (`UserError { field message }`): an address already subscribed to the topic
 *   ("Address for this topic has already been taken", as Shopify words it), a blank or invalid
 *   address, a topic whose scope the token lacks.
 * - `webhookSubscriptionUpdate(id, webhookSubscription: { uri })`: an unknown id is a userError.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/webhookSubscriptionCreate
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/webhookSubscriptionUpdate
 * https://shopify.dev/docs/api/admin-graphql/latest/queries/webhookSubscriptions
 * https://shopify.dev/docs/api/admin-graphql/latest/objects/AppInstallation (accessScopes)
 * The subscriptions are a record only: the sandbox delivers every topic to the shop's own paths
 * (webhook-delivery.ts), whatever is subscribed.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../server/http/app-env';
import {
  API_WEBHOOK_TOPICS,
  REQUIRED_ADMIN_SCOPES,
  scopeGranted,
} from '../server/shopify/store-requirements';
import type { GraphQLOperations } from './graphql-route';

export type SandboxWebhookSubscription = {
  id: string;
  topic: string;
  uri: string;
  createdAt: string;
  updatedAt: string;
};

/** Shopify's page size limit of a connection. */
const MAX_PAGE = 250;

export function createSandboxAppInstallation() {
  const revoked = new Set<string>();
  const subscriptions: SandboxWebhookSubscription[] = [];
  let nextId = 1;
  return {
    subscriptions,
    /** The granted scopes: every one the shop needs, less those a test revoked. */
    grantedScopes: () =>
      REQUIRED_ADMIN_SCOPES.map((s) => s.handle).filter((handle) => !revoked.has(handle)),
    revoke(handles: string[]) {
      revoked.clear();
      for (const handle of handles) revoked.add(handle);
    },
    nextId: () => nextId++,
  };
}

export type SandboxAppInstallation = ReturnType<typeof createSandboxAppInstallation>;

type UserError = { field: string[] | null; message: string };

function addressErrors(uri: unknown): UserError[] {
  const field = ['webhookSubscription', 'uri'];
  if (typeof uri !== 'string' || uri.trim() === '') {
    return [{ field, message: "Address can't be blank" }];
  }
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return [{ field, message: 'Address is invalid' }];
  }
  // Shopify accepts HTTPS (and Pub/Sub, EventBridge); the sandbox also http, for the shop's own
  // local address (a difference of the sandbox, named in decision 127).
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return [{ field, message: `Address protocol ${url.protocol}// is not supported` }];
  }
  return [];
}

const isMutation = (document: string) => /^\s*mutation\b/.test(document);

/** The Admin API's answers to the operations above (asked before the endpoint's own). */
export function sandboxAppInstallationOperations(
  installation: SandboxAppInstallation,
): GraphQLOperations {
  const node = (s: SandboxWebhookSubscription) => ({
    ...s,
    callbackUrl: s.uri,
    endpoint: { __typename: 'WebhookHttpEndpoint', callbackUrl: s.uri },
    format: 'JSON',
    filter: null,
    includeFields: [],
    metafieldNamespaces: [],
    topic: API_WEBHOOK_TOPICS.find((t) => t.topic === s.topic)?.enumValue ?? s.topic,
  });
  const topicOf = (value: unknown) => API_WEBHOOK_TOPICS.find((t) => t.enumValue === value);

  return (request) => {
    const { document, variables } = request;
    if (!isMutation(document) && /\bcurrentAppInstallation\b/.test(document)) {
      const descriptions = new Map(REQUIRED_ADMIN_SCOPES.map((s) => [s.handle, s.for]));
      return {
        data: {
          currentAppInstallation: {
            accessScopes: installation.grantedScopes().map((handle) => ({
              handle,
              description: descriptions.get(handle) ?? handle,
            })),
          },
        },
      };
    }
    if (!isMutation(document) && /\bwebhookSubscriptions\s*\(/.test(document)) {
      const first = Math.min(
        Math.max(Number(variables.first ?? MAX_PAGE) || MAX_PAGE, 1),
        MAX_PAGE,
      );
      const topics = Array.isArray(variables.topics) ? (variables.topics as unknown[]) : null;
      const uri = typeof variables.uri === 'string' ? variables.uri : null;
      const matching = installation.subscriptions.filter(
        (s) =>
          (topics === null || topics.includes(node(s).topic)) && (uri === null || s.uri === uri),
      );
      const start =
        typeof variables.after === 'string'
          ? matching.findIndex((s) => s.id === variables.after) + 1
          : 0;
      const page = matching.slice(start, start + first);
      const nodes = page.map(node);
      return {
        data: {
          webhookSubscriptions: {
            nodes,
            edges: nodes.map((n) => ({ cursor: n.id, node: n })),
            pageInfo: {
              hasNextPage: start + first < matching.length,
              hasPreviousPage: start > 0,
              startCursor: page[0]?.id ?? null,
              endCursor: page.at(-1)?.id ?? null,
            },
          },
        },
      };
    }
    if (isMutation(document) && /\bwebhookSubscriptionCreate\s*\(/.test(document)) {
      const topic = topicOf(variables.topic);
      const input = (variables.webhookSubscription ?? {}) as { uri?: unknown };
      const answer = (userErrors: UserError[], created: SandboxWebhookSubscription | null) => ({
        data: {
          webhookSubscriptionCreate: {
            webhookSubscription: created ? node(created) : null,
            userErrors,
          },
        },
      });
      if (!topic) {
        return answer(
          [
            {
              field: ['topic'],
              message: `The sandbox does not deliver ${String(variables.topic)}`,
            },
          ],
          null,
        );
      }
      const granted = new Set(installation.grantedScopes());
      if (!scopeGranted(granted, topic.scope)) {
        return answer(
          [
            {
              field: ['topic'],
              message: `Access denied for ${topic.topic}: it requires the ${topic.scope} scope`,
            },
          ],
          null,
        );
      }
      const invalid = addressErrors(input.uri);
      if (invalid.length > 0) return answer(invalid, null);
      const uri = input.uri as string;
      if (installation.subscriptions.some((s) => s.topic === topic.topic && s.uri === uri)) {
        return answer(
          [
            {
              field: ['webhookSubscription', 'uri'],
              message: 'Address for this topic has already been taken',
            },
          ],
          null,
        );
      }
      const now = new Date().toISOString();
      const created = {
        id: `gid://shopify/WebhookSubscription/${installation.nextId()}`,
        topic: topic.topic,
        uri,
        createdAt: now,
        updatedAt: now,
      };
      installation.subscriptions.push(created);
      return answer([], created);
    }
    if (isMutation(document) && /\bwebhookSubscriptionUpdate\s*\(/.test(document)) {
      const input = (variables.webhookSubscription ?? {}) as { uri?: unknown };
      const answer = (userErrors: UserError[], updated: SandboxWebhookSubscription | null) => ({
        data: {
          webhookSubscriptionUpdate: {
            webhookSubscription: updated ? node(updated) : null,
            userErrors,
          },
        },
      });
      const existing = installation.subscriptions.find((s) => s.id === variables.id);
      if (!existing) {
        return answer([{ field: ['id'], message: 'Webhook subscription does not exist' }], null);
      }
      const invalid = addressErrors(input.uri);
      if (invalid.length > 0) return answer(invalid, null);
      const uri = input.uri as string;
      const taken = installation.subscriptions.some(
        (s) => s !== existing && s.topic === existing.topic && s.uri === uri,
      );
      if (taken) {
        return answer(
          [
            {
              field: ['webhookSubscription', 'uri'],
              message: 'Address for this topic has already been taken',
            },
          ],
          null,
        );
      }
      existing.uri = uri;
      existing.updatedAt = new Date().toISOString();
      return answer([], existing);
    }
    return null;
  };
}

const revokeSchema = z.object({ revoke: z.array(z.string().min(1)).max(100) }).strict();

/**
 * Test routes (enableTestRoutes only): `POST /access-scopes { revoke: [handles] }` gives the admin
 * token every scope the shop needs except those (an empty list restores them all).
 */
export function createSandboxAppInstallationTestRoutes(installation: SandboxAppInstallation) {
  return new Hono<AppEnv>().post('/access-scopes', async (c) => {
    const body = revokeSchema.safeParse(await c.req.json().catch(() => null));
    if (!body.success) return c.json({ error: 'Expected { revoke: string[] }' }, 400);
    installation.revoke(body.data.revoke);
    return c.json({ granted: installation.grantedScopes() });
  });
}
