/**
 * The page behind customerPaymentMethodSendUpdateEmail's link (/sandbox/shopify/payment-methods/
 * update/:token): the customer replaces the card of a vaulted payment method, as on Shopify's
 * hosted page. Test cards: 4242 4242 4242 4242 saves; 4000 0000 0000 0341 saves and declines
 * every later charge; 4000 0000 0000 0002 is declined here and changes nothing. An unknown,
 * used or expired link is a 404.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../server/app-deps';
import type { AppEnv } from '../server/http/app-env';
import {
  type CheckoutFormErrors,
  type CheckoutFormValues,
  escapeHtml,
  renderField,
  renderLayout,
  SANDBOX_TEST_CARD,
} from './checkout-html';
import type { SandboxPaymentMethod, SandboxPaymentMethods } from './payment-methods';
import { SANDBOX_PAYING_CARD, SANDBOX_RENEWAL_DECLINE_CARD } from './subscription-model';

/** Stripe's "generic decline" test number: refused when saved, like a real declined card. */
export const SANDBOX_DECLINED_CARD = '4000000000000002';
export const CARD_DECLINED_MESSAGE = 'Your card was declined. Try another card.';

const FIELDS = ['card_number', 'card_expiry', 'card_cvc', 'card_name'] as const;

const cardFormSchema = z.object({
  card_number: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .refine(
      (value) =>
        [SANDBOX_PAYING_CARD, SANDBOX_RENEWAL_DECLINE_CARD, SANDBOX_DECLINED_CARD].includes(value),
      `Use the test card ${SANDBOX_TEST_CARD}`,
    ),
  card_expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*\d{2}$/, 'Enter a future expiry date as MM / YY'),
  card_cvc: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, 'Enter the 3-digit security code'),
  card_name: z.string().trim().min(1, 'Enter the name on the card').max(200, 'Too long'),
});

export function createSandboxPaymentMethodPage(
  deps: AppDeps,
  methods: SandboxPaymentMethods,
  /** Stores the new card (in the database: subscription-contracts.ts). */
  save?: (method: SandboxPaymentMethod) => Promise<void>,
) {
  const shopName = deps.config.shopName;
  const shopUrl = `${deps.config.publicUrl}/`;
  const page = (title: string, body: string) =>
    renderLayout({
      title,
      shopName,
      shopUrl,
      body: `<main style="display:block;max-width:560px">${body}</main>`,
    });
  const notFound = () =>
    page(
      'Link not valid',
      `<section class="panel"><h1>This link is not valid or has expired</h1>
<p>Ask ${escapeHtml(shopName)} for a new link to update your payment method: your account's subscriptions page has a button for it.</p>
<p><a href="${escapeHtml(`${shopUrl}account?tab=subscriptions`)}">Go to my subscriptions</a></p></section>`,
    );
  const form = (
    action: string,
    ending: string,
    values: CheckoutFormValues,
    errors: CheckoutFormErrors,
    alert?: string,
  ) => {
    const field = (name: string, label: string, autocomplete: string) =>
      renderField({
        name,
        label,
        values,
        errors,
        autocomplete,
        inputmode: name === 'card_name' ? undefined : 'numeric',
      });
    return page(
      'Update your payment method',
      `<section class="panel" aria-labelledby="update-title">
<h1 id="update-title" style="margin-bottom:8px">Update your payment method</h1>
<p class="hint" style="margin:0 0 18px">Replaces the card ending in ${escapeHtml(ending)} for your subscriptions with ${escapeHtml(shopName)}.</p>
${alert ? `<div class="alert" role="alert">${escapeHtml(alert)}</div>` : ''}
<form method="post" action="${escapeHtml(action)}" novalidate>
<div class="test-card" role="note"><strong style="display:block;margin-bottom:2px">Test cards</strong><span>${escapeHtml(SANDBOX_TEST_CARD)} saves; 4000 0000 0000 0002 is declined. Any future expiry and any 3-digit CVC.</span></div>
<div class="grid" style="margin-bottom:22px">
${field('card_number', 'Card number', 'cc-number')}
<div class="grid two">${field('card_expiry', 'Expiry (MM / YY)', 'cc-exp')}${field('card_cvc', 'Security code', 'cc-csc')}</div>
${field('card_name', 'Name on card', 'cc-name')}
</div>
<button class="pay" type="submit">Save card</button>
</form></section>`,
    );
  };

  return new Hono<AppEnv>()
    .get('/update/:token', (c) => {
      const method = methods.readLink(c.req.param('token'));
      if (!method) return c.html(notFound(), 404);
      return c.html(form(c.req.path, method.card.slice(-4), {}, {}));
    })
    .post('/update/:token', async (c) => {
      const token = c.req.param('token');
      const method = methods.readLink(token);
      if (!method) return c.html(notFound(), 404);
      const body = await c.req.parseBody();
      const values: CheckoutFormValues = {};
      for (const name of FIELDS) {
        const value = body[name];
        values[name] = typeof value === 'string' ? value.slice(0, 200) : '';
      }
      const parsed = cardFormSchema.safeParse(values);
      const ending = method.card.slice(-4);
      if (!parsed.success) {
        const errors: CheckoutFormErrors = {};
        for (const issue of parsed.error.issues) {
          const name = String(issue.path[0]);
          errors[name] ??= issue.message;
        }
        return c.html(
          form(c.req.path, ending, values, errors, 'Please check the highlighted fields.'),
          422,
        );
      }
      if (parsed.data.card_number === SANDBOX_DECLINED_CARD) {
        return c.html(
          form(c.req.path, ending, { ...values, card_number: '' }, {}, CARD_DECLINED_MESSAGE),
          422,
        );
      }
      const updated = methods.replaceCard(token, parsed.data.card_number);
      if (!updated) return c.html(notFound(), 404);
      await save?.(updated);
      return c.html(
        page(
          'Payment method updated',
          `<section class="thanks"><div class="tick" aria-hidden="true">✓</div>
<h1>Your payment method has been updated</h1>
<p>Your subscriptions with ${escapeHtml(shopName)} will use the card ending in ${escapeHtml(updated.card.slice(-4))}.</p>
<a class="cta" href="${escapeHtml(`${shopUrl}account?tab=subscriptions`)}">Back to my subscriptions</a></section>`,
        ),
      );
    });
}
