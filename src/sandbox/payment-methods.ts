/**
 * The sandbox's vaulted customer payment methods (Shopify's CustomerPaymentMethod): one per paid
 * checkout, the card every contract of that checkout bills. customerPaymentMethodSendUpdateEmail
 * emails the customer a one-time link to a page (payment-method-page.ts) where the card is
 * replaced; the replacement sends customer_payment_methods/update, as Shopify does, and every
 * contract on that payment method bills the new card from then on.
 * Docs: docs/decisions/090-payment-recovery.md.
 */
import { randomBytes } from 'node:crypto';
import type { Clock } from '../server/lib/clock';
import { DAY_MS } from '../server/lib/clock';
import type { UserError } from './subscription-model';
import type { WebhookDelivery } from './webhook-delivery';

/** How long an emailed update link works (Shopify's links expire; the sandbox picks a week). */
export const UPDATE_LINK_DAYS = 7;
export const UPDATE_LINK_PATH = '/sandbox/shopify/payment-methods/update';

export type SandboxPaymentMethod = {
  id: string;
  customerEmail: string;
  /** Digits only. */
  card: string;
  revokedAt: string | null;
};

/** The customer_payment_methods/update body for a card, in Shopify's shape. */
export function paymentMethodWebhookPayload(method: SandboxPaymentMethod, customerId: string) {
  return {
    admin_graphql_api_id: method.id,
    token: method.id.slice(method.id.lastIndexOf('/') + 1),
    customer_id: null,
    admin_graphql_api_customer_id: customerId,
    instrument_type: 'CustomerCreditCard',
    payment_instrument: {
      last_digits: method.card.slice(-4),
      brand: 'visa',
      month: 12,
      year: 2034,
    },
  };
}

export type UpdateEmail = { to: string; subject: string; text: string };

export function createSandboxPaymentMethods(options: {
  clock: Clock;
  publicUrl: string;
  shopName: string;
  /** Shopify sends the email itself; the sandbox through the shop's outbox. */
  sendEmail: (email: UpdateEmail) => Promise<void>;
  delivery: WebhookDelivery;
}) {
  const methods = new Map<string, SandboxPaymentMethod>();
  const links = new Map<string, { methodId: string; expiresAt: number }>();

  function find(id: unknown): SandboxPaymentMethod | undefined {
    return typeof id === 'string' ? methods.get(id) : undefined;
  }

  /** The link's payment method, or null when the token is unknown, used or expired. */
  function readLink(token: string): SandboxPaymentMethod | null {
    const link = links.get(token);
    if (!link) return null;
    if (link.expiresAt <= options.clock.now().getTime()) {
      links.delete(token);
      return null;
    }
    return methods.get(link.methodId) ?? null;
  }

  return {
    methods,
    create(customerEmail: string, cardNumber: string): SandboxPaymentMethod {
      const method: SandboxPaymentMethod = {
        id: `gid://shopify/CustomerPaymentMethod/${randomBytes(16).toString('hex')}`,
        customerEmail,
        card: cardNumber.replace(/\D/g, ''),
        revokedAt: null,
      };
      methods.set(method.id, method);
      return method;
    },
    get(id: unknown): SandboxPaymentMethod | null {
      return find(id) ?? null;
    },

    async sendUpdateEmail(
      id: unknown,
    ): Promise<{ customer: { id: string; email: string } | null; userErrors: UserError[] }> {
      const method = find(id);
      if (!method || method.revokedAt !== null) {
        return {
          customer: null,
          userErrors: [
            {
              field: ['customerPaymentMethodId'],
              message: 'Customer payment method does not exist',
              code: 'INVALID',
            },
          ],
        };
      }
      const token = randomBytes(24).toString('base64url');
      links.set(token, {
        methodId: method.id,
        expiresAt: options.clock.now().getTime() + UPDATE_LINK_DAYS * DAY_MS,
      });
      const ending = method.card.slice(-4);
      await options.sendEmail({
        to: method.customerEmail,
        subject: `Update your payment method for ${options.shopName}`,
        text: [
          `Your payment method ending in ${ending} could not be used for your subscription with ${options.shopName}.`,
          '',
          `Update your payment method here (the link works once, for ${UPDATE_LINK_DAYS} days):`,
          `${options.publicUrl}${UPDATE_LINK_PATH}/${token}`,
          '',
          'If you did not expect this email, you can ignore it: nothing changes until you update your card.',
        ].join('\n'),
      });
      return { customer: { id: customerGid(method), email: method.customerEmail }, userErrors: [] };
    },

    readLink,

    /** Replaces the card behind a link (once); the caller has validated the card's fields. */
    replaceCard(token: string, cardNumber: string): SandboxPaymentMethod | null {
      const method = readLink(token);
      if (!method) return null;
      links.delete(token);
      method.card = cardNumber.replace(/\D/g, '');
      void options.delivery.send(
        'customer_payment_methods/update',
        paymentMethodWebhookPayload(method, customerGid(method)),
      );
      return method;
    },
  };
}

/** The sandbox has no customer records: a stable id per email stands in for one. */
function customerGid(method: SandboxPaymentMethod): string {
  let hash = 0;
  for (const char of method.customerEmail) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `gid://shopify/Customer/${hash}`;
}

export type SandboxPaymentMethods = ReturnType<typeof createSandboxPaymentMethods>;
