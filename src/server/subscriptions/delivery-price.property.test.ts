/**
 * Property (issue 39): for any subscription purchase (product, plan of each interval, packs per
 * delivery, with or without another line and a discount code), the price per delivery is one
 * figure on every surface: the buy box (core), the drawer (/api/cart/price), the payment page,
 * Order History and the confirmation email (the line before the code), the account card, the
 * portal's swap prices, the order-now, reminder and renewal emails, and what Shopify charges for
 * each later delivery. Few runs: each pays a checkout and bills two deliveries.
 */
import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  OrdersResponse,
  SubscriptionPortalOptionsResponse,
  SubscriptionsResponse,
} from '../../core/api/account';
import type { PurchaseIntent } from '../../core/api/checkout';
import { formatGBP, parsePence } from '../../core/money';
import { computeOptionTotalPence } from '../../core/pricing/purchase-options';
import { variantOf } from '../checkout/checkout-test-helpers';
import { productVariants } from '../db/schema/catalog';
import { subscriptions } from '../db/schema/orders';
import { penceOf } from '../test/pdf-text';
import { subscriptionSuite, waitFor } from './test-helpers';

const suite = subscriptionSuite();

const PRODUCTS = [
  ['manuka-honey-mgo-514', '250g'],
  ['shilajit-resin', '30g'],
  ['black-seed-oil', '100ml'],
  ['black-seed-oil-capsules', '120 capsules'],
  ['black-seed-honey', '250g'],
] as const;

const PLANS = {
  'subscribe-1month': 30,
  'subscribe-2month': 60,
  'subscribe-3month': 90,
} as const;

/** The last £ amount on a line of text, in pence. */
function lastAmount(line: string | undefined): number {
  const amounts = line?.match(/-?£[\d,]+\.\d{2}/g) ?? [];
  const last = amounts[amounts.length - 1];
  if (last === undefined) throw new Error(`no amount in ${line}`);
  return penceOf(last);
}

/** The payment page's order summary: each line's title and amount. */
function paymentPageLines(html: string): { title: string; pence: number }[] {
  const summary = html.slice(html.indexOf('id="summary-title"'));
  return [
    ...summary.matchAll(/<div class="line-title">([^<]*)<\/div>.*?<div>(£[\d,.]+)<\/div><\/li>/g),
  ].map((m) => ({ title: m[1] ?? '', pence: penceOf(m[2] ?? '') }));
}

async function emailText(email: string, subjectPart: string): Promise<string> {
  return waitFor(
    async () =>
      (await suite.mailTo(email)).find((mail) => mail.subject.includes(subjectPart))?.text,
    { what: `the "${subjectPart}" email to ${email}` },
  );
}

/** Shopify's charges for a subscription's billing attempts, in pence, once `count` are paid. */
async function charges(subscriptionId: string, count: number): Promise<(number | null)[]> {
  return (await suite.billed(subscriptionId, count)).map((row) => row.totalPence);
}

let run = 0;

describe('property: one price per delivery on every surface', () => {
  it('buy box, drawer, payment page, order, emails, account, portal and later charges agree', async () => {
    const variants = new Map<string, { id: string; basePence: number }>();
    for (const [handle, title] of PRODUCTS) {
      const { id } = await variantOf(suite.app, handle, title);
      const [row] = await suite.app.db
        .select({ price: productVariants.price })
        .from(productVariants)
        .where(eq(productVariants.id, id));
      variants.set(handle, { id, basePence: parsePence(row?.price ?? '') });
    }
    const purchase = fc.record({
      handle: fc.constantFrom(...PRODUCTS.map(([handle]) => handle)),
      planId: fc.constantFrom(...(Object.keys(PLANS) as (keyof typeof PLANS)[])),
      quantity: fc.integer({ min: 1, max: 3 }),
      withOneTime: fc.boolean(),
      discountCode: fc.option(fc.constant('WELCOME10'), { nil: undefined }),
    });

    await fc.assert(
      fc.asyncProperty(
        purchase,
        async ({ handle, planId, quantity, withOneTime, discountCode }) => {
          run += 1;
          const email = `per-delivery-${run}@example.co.uk`;
          const variant = variants.get(handle);
          if (!variant) throw new Error(`no ${handle}`);
          const client = suite.app.client();
          await client.signUp({ email });
          const oil = variants.get('black-seed-oil');
          const moreLines: PurchaseIntent[] =
            withOneTime && oil
              ? [{ kind: 'one-time', variantId: oil.id, packSize: 2, quantity: 1 }]
              : [];
          const {
            order,
            subscriptions: subs,
            priced,
            paymentPage,
          } = await suite.subscribe({
            email,
            client,
            variantId: variant.id,
            planId,
            quantity,
            moreLines,
            discountCode,
          });
          const sub = subs[0];
          if (!sub) throw new Error('no subscription');

          // The buy box and the drawer.
          const perDelivery = computeOptionTotalPence(variant.basePence, planId, quantity);
          expect(priced.lines[0]?.lineTotalPence).toBe(perDelivery);
          // The payment page's line.
          expect(paymentPageLines(paymentPage)[0]?.pence).toBe(perDelivery);
          // The stored order as Order History (and the invoices: core/orders/order-document.ts) shows it.
          const history = (await (
            await client.get('/api/account/orders')
          ).json()) as OrdersResponse;
          const listed = history.orders.find((o) => o.id === order.id);
          const subscribedLine = listed?.items.find((i) => i.purchaseOption === planId);
          expect(subscribedLine?.totalPence).toBe(perDelivery);
          // The order confirmation's line for the plan (Shopify's line: packs × the pack's price).
          const confirmation = await emailText(email, `#${order.orderNumber} `);
          const planLine = confirmation
            .split('\n')
            .find((line) => line.startsWith(`- ${quantity} × ${priced.lines[0]?.productTitle} (`));
          expect(lastAmount(planLine)).toBe(perDelivery);
          // The account card.
          const card = (
            (await (await client.get('/api/account/subscriptions')).json()) as SubscriptionsResponse
          ).subscriptions.find((s) => s.id === sub.id);
          expect(card?.items.map((i) => i.deliveryPence)).toEqual([perDelivery]);
          expect(card?.nextChargePence).toBe(perDelivery);
          // Order now, the reminder and the renewal: each states and charges the same figure.
          const stated = `\nTotal: ${formatGBP(perDelivery)}\n`;
          expect(
            (await client.post(`/api/account/subscriptions/${sub.id}/order-now`, {})).status,
          ).toBe(200);
          expect(await charges(sub.id, 1)).toEqual([perDelivery]);
          expect(await emailText(email, 'extra delivery is paid')).toContain(stated);
          await suite.advanceDays(PLANS[planId] - 3);
          expect(await emailText(email, 'Your next delivery')).toContain(stated);
          await suite.advanceDays(3);
          expect(await charges(sub.id, 2)).toEqual([perDelivery, perDelivery]);
          expect(await emailText(email, 'has renewed')).toContain(stated);

          // The portal's swap prices: another variant on the same plan, the same packs.
          const options = (await (
            await client.get(`/api/account/subscriptions/${sub.id}/options`)
          ).json()) as SubscriptionPortalOptionsResponse;
          const [swapTo] = options.swap;
          if (!swapTo) throw new Error('no swap choice');
          const [swapRow] = await suite.app.db
            .select({ price: productVariants.price })
            .from(productVariants)
            .where(eq(productVariants.id, swapTo.variantId));
          expect(swapTo.deliveryPence).toBe(
            computeOptionTotalPence(parsePence(swapRow?.price ?? ''), planId, quantity),
          );

          // Later runs move the clock on: this subscription bills no more.
          await suite.app.db
            .update(subscriptions)
            .set({ status: 'cancelled' })
            .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.email, email)));
        },
      ),
      { numRuns: 6, seed: 20261204, endOnFailure: true },
    );
  }, 300_000);
});
