import { GraphQLEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { adminSchema } from './published-schemas';
import {
  API_WEBHOOK_TOPICS,
  REQUIRED_ADMIN_SCOPES,
  SHOPIFY_WEBHOOK_TOPICS,
  scopeGranted,
  webhookPathOf,
} from './store-requirements';

const topicEnum = () => {
  const type = adminSchema().getType('WebhookSubscriptionTopic');
  if (!(type instanceof GraphQLEnumType))
    throw new Error('WebhookSubscriptionTopic is not an enum');
  return type;
};

describe('what a store must give the shop (one list)', () => {
  it("names each API topic by its value of Shopify's WebhookSubscriptionTopic, with the scope its description requires", () => {
    const values = new Map(
      topicEnum()
        .getValues()
        .map((v) => [v.name, v.description ?? '']),
    );
    for (const topic of API_WEBHOOK_TOPICS) {
      const description = values.get(topic.enumValue);
      expect(description, topic.enumValue).toContain(`\`${topic.topic}\``);
      expect(description, topic.enumValue).toContain(topic.scope);
    }
  });

  it('leaves the mandatory privacy topics to the app configuration: the Admin API has no value for them', () => {
    const values = new Set(
      topicEnum()
        .getValues()
        .map((v) => v.name),
    );
    const privacy = SHOPIFY_WEBHOOK_TOPICS.filter((t) => t.subscribe.by === 'app-config');
    expect(privacy.map((t) => t.topic)).toEqual([
      'customers/data_request',
      'customers/redact',
      'shop/redact',
    ]);
    for (const t of privacy)
      expect(values.has(t.topic.replace('/', '_').toUpperCase())).toBe(false);
  });

  it("grants every topic's scope through the scopes the shop asks for", () => {
    const asked = new Set(REQUIRED_ADMIN_SCOPES.map((s) => s.handle));
    for (const topic of API_WEBHOOK_TOPICS)
      expect(scopeGranted(asked, topic.scope), topic.topic).toBe(true);
  });

  it('counts a write scope as its read scope, never the other way round', () => {
    expect(scopeGranted(new Set(['write_orders']), 'read_orders')).toBe(true);
    expect(scopeGranted(new Set(['read_orders']), 'write_orders')).toBe(false);
    expect(scopeGranted(new Set(['write_products']), 'read_orders')).toBe(false);
  });

  it('delivers each handled topic to one path and knows no other topic', () => {
    expect(webhookPathOf('orders/create')).toBe('/api/webhooks/shopify/orders-create');
    expect(webhookPathOf('customer_payment_methods/update')).toBe(
      '/api/webhooks/shopify/subscriptions',
    );
    expect(webhookPathOf('products/update')).toBeUndefined();
  });
});
