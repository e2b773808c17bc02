/**
 * The sandbox's hosted checkout under /sandbox/shopify/checkout: the page a cartCreate
 * checkoutUrl opens. Paying builds Shopify's orders/create payload, signs it with the webhook
 * secret and posts it to the shop's webhook endpoint, then redirects (303) to a thank-you page.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { buildOrderReturnUrl } from '../core/cart/order-return';
import { toLondonDate } from '../core/dates';
import { tryParsePence } from '../core/money';
import type { AppDeps } from '../server/app-deps';
import type { AppEnv } from '../server/http/app-env';
import { toShopifyJson } from '../server/shopify/shopify-json';
import {
  type CheckoutFormErrors,
  type CheckoutFormValues,
  renderCheckoutNotFoundPage,
  renderCheckoutPage,
  renderThankYouPage,
  SANDBOX_TEST_CARD,
  stockRefusalMessage,
} from './checkout-html';
import { returnCartUnits, type SandboxInventory, takeCartUnits } from './inventory-api';
import type { SandboxOrderStore } from './order-api';
import {
  buildOrderWebhookPayload,
  type CheckoutContact,
  createWebhookId,
  deliverOrderWebhook,
  sandboxPlanNames,
} from './order-webhook';
import type { SandboxCart, SandboxCartStore, SandboxOrder } from './sandbox-carts';
import type { SandboxCheckoutHooks } from './subscription-checkout';
import { SANDBOX_RENEWAL_DECLINE_CARD } from './subscription-contracts';
import { scaledRetryDelays, webhookPath } from './webhook-delivery';

const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
const FORM_FIELDS = [
  'email',
  'first_name',
  'last_name',
  'company',
  'address1',
  'address2',
  'city',
  'province',
  'zip',
  'phone',
  'card_number',
  'card_expiry',
  'card_cvc',
  'card_name',
] as const;

const DEFAULT_VALUES: CheckoutFormValues = {
  card_number: SANDBOX_TEST_CARD,
  card_expiry: '12 / 34',
  card_cvc: '123',
};

const required = (message: string) => z.string().trim().min(1, message).max(200, 'Too long');
const optional = z.string().trim().max(200, 'Too long');

const checkoutFormSchema = z.object({
  email: z.string().trim().pipe(z.email('Enter a valid email address')),
  first_name: required('Enter your first name'),
  last_name: required('Enter your last name'),
  company: optional,
  address1: required('Enter your address'),
  address2: optional,
  city: required('Enter your town or city'),
  province: optional,
  zip: z.string().trim().regex(UK_POSTCODE, 'Enter a UK postcode, for example LE1 1AA'),
  phone: optional,
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    // 4000 0000 0000 0341 pays too, and declines every later subscription renewal.
    .refine(
      (value) => value === '4242424242424242' || value === SANDBOX_RENEWAL_DECLINE_CARD,
      `Use the test card ${SANDBOX_TEST_CARD}`,
    ),
  card_expiry: z
    .string()
    .trim()
    .refine((value) => {
      const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(value);
      if (!match) return false;
      const now = new Date();
      const year = 2000 + Number(match[2]);
      const month = Number(match[1]);
      return (
        year > now.getUTCFullYear() ||
        (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1)
      );
    }, 'Enter a future expiry date as MM / YY'),
  card_cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3-digit security code'),
  card_name: required('Enter the name on the card'),
});

function readFormValues(body: Record<string, unknown>): CheckoutFormValues {
  const values: CheckoutFormValues = {};
  for (const name of FORM_FIELDS) {
    const value = body[name];
    values[name] = typeof value === 'string' ? value.slice(0, 500) : '';
  }
  return values;
}

export function createSandboxCheckoutRoutes(
  deps: AppDeps,
  carts: SandboxCartStore,
  hooks: SandboxCheckoutHooks,
  paidOrders?: SandboxOrderStore,
  inventory?: SandboxInventory,
) {
  const { config } = deps;
  const shopUrl = `${config.publicUrl}/`;
  const shopDomain = new URL(config.publicUrl).host;
  const webhookUrl = `${config.publicUrl}${webhookPath('orders/create')}`;
  const paths = (cart: SandboxCart) => {
    const base = `/sandbox/shopify/checkout/${encodeURIComponent(cart.token)}`;
    const query = `?key=${encodeURIComponent(cart.key)}`;
    return { checkout: `${base}${query}`, thankYou: `${base}/thank-you${query}` };
  };

  // A paid order's webhook not accepted is sent again on Shopify's schedule (scaled in tests),
  // with the same body, webhook id and event id, until the shop accepts it, as Shopify retries a
  // failed delivery (webhook-delivery.ts). The retries live in this process: a shop stopped for
  // good takes them with it (docs/decisions/125-webhook-claims-complete-with-their-work.md).
  const retryDelaysMs = scaledRetryDelays(config.shopify.sandbox?.webhookRetryScale ?? 1);
  /** Webhook ids of paid orders whose webhook this process is retrying. */
  const redelivering = new Set<string>();

  /** One try of the paid order's webhook; `tries` counts those made by the retry schedule. */
  async function deliver(cart: SandboxCart, tries = 0) {
    const order = cart.order;
    if (!order || order.delivered) return;
    const result = await deliverOrderWebhook({
      url: webhookUrl,
      body: order.body,
      webhookId: order.webhookId,
      eventId: order.eventId,
      secret: config.shopify.webhookSecret,
      apiVersion: config.shopify.apiVersion,
      shopDomain,
    });
    if (result.ok) {
      order.delivered = true;
      redelivering.delete(order.webhookId);
      await carts.change(cart.token, (stored) => {
        if (stored.order) stored.order.delivered = true;
      });
      return;
    }
    deps.logger.warn(
      { status: result.status, webhookId: order.webhookId, tries },
      'sandbox webhook not accepted',
    );
    // A shopper's "send again" while the schedule runs leaves it to the schedule.
    if (tries === 0 && redelivering.has(order.webhookId)) return;
    const delay = retryDelaysMs[tries];
    if (delay === undefined) {
      redelivering.delete(order.webhookId);
      deps.logger.error({ webhookId: order.webhookId }, 'sandbox webhook given up after retries');
      return;
    }
    redelivering.add(order.webhookId);
    setTimeout(() => void deliver(cart, tries + 1), delay).unref?.();
  }

  const html = (body: string, status: 200 | 404 | 409 | 422 = 200) =>
    new Response(body, {
      status,
      headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  /** The checkout page: first shown (200), or again with what was typed and why the payment was
   * not taken (409, 422). */
  const checkoutPage = (
    cart: SandboxCart,
    form: { values: CheckoutFormValues; errors: CheckoutFormErrors; alert?: string },
    status: 200 | 409 | 422 = 200,
  ) =>
    html(
      renderCheckoutPage({
        shopName: config.shopName,
        shopUrl,
        cart,
        today: toLondonDate(deps.clock.now()),
        formAction: paths(cart).checkout,
        ...form,
      }),
      status,
    );
  const notFound = () =>
    html(renderCheckoutNotFoundPage({ shopName: config.shopName, shopUrl }), 404);

  return new Hono<AppEnv>()
    .get('/:token', async (c) => {
      const cart = await carts.find(c.req.param('token'), c.req.query('key'));
      if (!cart) return notFound();
      if (cart.order) return c.redirect(paths(cart).thankYou, 303);
      const values = cart.buyerEmail
        ? { ...DEFAULT_VALUES, email: cart.buyerEmail }
        : DEFAULT_VALUES;
      return checkoutPage(cart, { values, errors: {} });
    })
    .post('/:token', bodyLimit({ maxSize: 32 * 1024, onError: () => notFound() }), async (c) => {
      const cart = await carts.find(c.req.param('token'), c.req.query('key'));
      if (!cart) return notFound();
      if (cart.order) {
        // Paid already (a double submit, or "send again" after a failed delivery).
        await deliver(cart);
        return c.redirect(paths(cart).thankYou, 303);
      }
      const values = readFormValues(await c.req.parseBody());
      const parsed = checkoutFormSchema.safeParse(values);
      if (!parsed.success) {
        const errors: CheckoutFormErrors = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0] ?? '');
          errors[name] ??= issue.message;
        }
        return checkoutPage(cart, { values, errors }, 422);
      }
      const form = parsed.data;
      const contact: CheckoutContact = {
        email: form.email.toLowerCase(),
        firstName: form.first_name,
        lastName: form.last_name,
        company: form.company,
        address1: form.address1,
        address2: form.address2,
        city: form.city,
        province: form.province,
        zip: form.zip,
        phone: form.phone,
      };
      // The payment takes the units first, atomically, or is refused before anything is charged;
      // the cart stays as it was, to pay again once the shopper lowers the quantity.
      const shortfall = inventory ? await takeCartUnits(inventory, cart.lines) : null;
      if (shortfall) {
        return checkoutPage(
          cart,
          { values, errors: {}, alert: stockRefusalMessage(shortfall) },
          409,
        );
      }
      const giveBack = async () => {
        if (inventory) await returnCartUnits(inventory, cart.lines);
      };
      let orderNumber: number;
      let orderId: number;
      try {
        // The store's sequence and ids, one for every process serving it.
        orderNumber = await hooks.takeOrderNumber();
        orderId = await hooks.ids.next();
      } catch (err) {
        await giveBack();
        throw err;
      }
      // Stamped with the store's clock, as its billing attempts are: a moved test clock then
      // dates a new subscription from the same day as the renewals that follow it.
      const payload = buildOrderWebhookPayload({
        cart,
        contact,
        orderNumber,
        orderId,
        now: deps.clock.now(),
      });
      const order: SandboxOrder = {
        orderNumber,
        webhookId: createWebhookId(),
        eventId: createWebhookId(),
        body: toShopifyJson(payload),
        email: contact.email,
        delivered: false,
      };
      // The payment is the cart's under its row's lock: the same cart paid meanwhile (a double
      // submit, here or in another process) holds the units, and this one gives them back.
      const claimed = await carts.change(cart.token, (stored) => {
        if (stored.order) return false;
        stored.order = order;
        return true;
      });
      if (!claimed?.result) {
        await giveBack();
        return c.redirect(paths(cart).thankYou, 303);
      }
      cart.order = order;
      // Stored before the webhook goes out: the shop may refund it as soon as it has it.
      await paidOrders?.recordPaid({
        id: payload.admin_graphql_api_id,
        name: payload.name,
        paidPence: tryParsePence(payload.total_price) ?? 0,
        currency: payload.currency,
        payload,
        planNames: sandboxPlanNames(cart),
      });
      await deliver(cart);
      // Subscription lines become contracts (subscription-checkout.ts), announced after the order.
      await hooks.onPaid({ cart, payload, cardNumber: form.card_number });
      return c.redirect(paths(cart).thankYou, 303);
    })
    .get('/:token/thank-you', async (c) => {
      const cart = await carts.find(c.req.param('token'), c.req.query('key'));
      if (!cart) return notFound();
      if (!cart.order) return c.redirect(paths(cart).checkout, 303);
      return html(
        renderThankYouPage({
          shopName: config.shopName,
          shopUrl: buildOrderReturnUrl(shopUrl),
          orderNumber: cart.order.orderNumber,
          email: cart.order.email,
          delivered: cart.order.delivered,
          retryAction: paths(cart).checkout,
        }),
      );
    });
}
