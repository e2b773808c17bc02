/**
 * Property: for any subscription purchase (product, plan of each interval, packs per
 * delivery, with or without another line and a discount code), the price per delivery is one
 * figure on every surface: the buy box (core), the drawer (/api/cart/price), the payment page,
 * Order History and the confirmation email (the line before the code), the account card, the
 * portal's swap prices, the order-now, reminder and renewal emails, and what Shopify charges for
 * each later delivery. Few runs: each pays a checkout and bills two deliveries.
 *
 * In the same runs, the minimum term (its deliveries, its words and the first day it can be
 * cancelled) and the next charge date are the core rule's (`describeMinimumTermAtPurchase`,
 * `nextChargeAfterPayment`) on every surface that states them: the buy box's perk and the shop
 * card's line, the payment page, the subscription confirmation, the account card, the refusal of
 * a cancel inside the term, the order-now, reminder and renewal emails; no email and no VAT invoice
 * states any other term (decisions/111, 122).
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
import { formatLongDate } from '../../core/dates';
import { formatGBP, parsePence } from '../../core/money';
import { computeOptionTotalPence, findPurchaseOption } from '../../core/pricing/purchase-options';
import {
  cancelTooEarlyMessage,
  describeMinimumTermAtPurchase,
  minimumTermLineForPlan,
} from '../../core/subscriptions/minimum-term';
import { addDaysToDate, nextChargeAfterPayment } from '../../core/subscriptions/plan-dates';
import { variantOf } from '../checkout/checkout-test-helpers';
import { productVariants } from '../db/schema/catalog';
import { subscriptions } from '../db/schema/orders';
import { penceOf, readPdfRows } from '../test/pdf-text';
import { today } from './renewal-shared';
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

/** The payment page's subscription terms: each `<dt>`'s `<dd>`, and the sentence under them. */
function paymentPageTerms(html: string): { terms: Record<string, string>; hint: string } {
  const section = html.slice(html.indexOf('id="terms-title"'));
  const terms = Object.fromEntries(
    [...section.matchAll(/<div><dt>([^<]*)<\/dt><dd>([^<]*)<\/dd><\/div>/g)].map((m) => [
      m[1] ?? '',
      m[2] ?? '',
    ]),
  );
  return { terms, hint: /<p class="hint">([^<]*)<\/p>/.exec(section)?.[1] ?? '' };
}

/** Every 'Minimum term: …' a text states, up to its full stop. */
function statedTerms(text: string): string[] {
  return [...text.matchAll(/Minimum term: [^.\n]*/g)].map((m) => m[0]);
}

/** A term stated in other words (months, a commitment) than the rule's. */
const OTHER_TERM_WORDS = /month minimum|minimum commitment|minimum of \d|commitment of \d/i;

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

describe('property: one price per delivery, one minimum term and next charge on every surface', () => {
  it('buy box, drawer, payment page, order, emails, account, portal, cancel refusal, invoice and later charges agree', async () => {
    const variants = new Map<string, { id: string; basePence: number }>();
    for (const [handle, title] of PRODUCTS) {
      const { id } = await variantOf(suite.app, handle, title);
      const [row] = await suite.app.db
        .select({ price: productVariants.price })
        .from(productVariants)
        .where(eq(productVariants.id, id));
      variants.set(handle, { id, basePence: parsePence(row?.price ?? '') });
    }
    // The shop's clock at noon UTC: runs move it on in whole days, and a day's step across a
    // change of British Summer Time would otherwise land on another London date near midnight.
    const started = suite.app.deps.clock.now();
    suite.app.deps.clock.advance(
      Date.UTC(started.getUTCFullYear(), started.getUTCMonth(), started.getUTCDate() + 1, 12) -
        started.getTime(),
    );
    const purchase = fc.record({
      handle: fc.constantFrom(...PRODUCTS.map(([handle]) => handle)),
      planId: fc.constantFrom(...(Object.keys(PLANS) as (keyof typeof PLANS)[])),
      quantity: fc.integer({ min: 1, max: 3 }),
      withOneTime: fc.boolean(),
      discountCode: fc.constantFrom(undefined, 'WELCOME10'),
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
          const days = PLANS[planId];
          const purchasedOn = today(suite.app.deps);
          // The one rule: the term and the next charge of a purchase made today.
          const term = describeMinimumTermAtPurchase({
            planFrequencyDays: days,
            today: purchasedOn,
          });
          const nextCharge = nextChargeAfterPayment(purchasedOn, days);
          if (term.cancellableFrom === null) throw new Error('the term has no date at purchase');

          // The buy box and the drawer.
          const perDelivery = computeOptionTotalPence(variant.basePence, planId, quantity);
          expect(priced.lines[0]?.lineTotalPence).toBe(perDelivery);
          // The payment page's line.
          expect(paymentPageLines(paymentPage)[0]?.pence).toBe(perDelivery);

          // The term and the next charge: the buy box's perk and the shop card's line (core),
          // the payment page, the subscription confirmation, the account card, a cancel refused.
          const perk = findPurchaseOption(planId).perks[0] ?? '';
          expect(term.cancelSentence).toContain(`c${perk.slice(1)} is paid`);
          expect(minimumTermLineForPlan(days)).toBe(term.termLine);
          const { terms: paymentTerms, hint } = paymentPageTerms(paymentPage);
          expect(paymentTerms['Minimum term']).toBe(term.termText);
          expect(paymentTerms['Next charge']).toBe(formatLongDate(nextCharge));
          expect(hint).toContain(term.cancelSentence);
          const subscriptionConfirmation = await emailText(email, 'subscription is confirmed');
          expect(subscriptionConfirmation).toContain(
            `\nNext charge: ${formatLongDate(nextCharge)}\n${term.summary}\n`,
          );
          const cardNow = (
            (await (await client.get('/api/account/subscriptions')).json()) as SubscriptionsResponse
          ).subscriptions.find((s) => s.id === sub.id);
          expect(cardNow?.minimumTerm?.summary).toBe(term.summary);
          expect(cardNow?.minimumTerm?.cancellableFrom).toBe(term.cancellableFrom);
          expect([cardNow?.nextDeliveryDate, cardNow?.nextChargeDate]).toEqual([
            nextCharge,
            nextCharge,
          ]);
          const refused = await client.post('/api/account/manage-subscription', {
            subscriptionId: sub.id,
            action: 'cancel',
          });
          expect(refused.status).toBe(409);
          expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
            cancelTooEarlyMessage(term),
          );
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
            .find((line) => line.startsWith(`- ${priced.lines[0]?.productTitle} (`));
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
          const orderNow = await emailText(email, 'extra delivery is paid');
          expect(orderNow).toContain(stated);
          // An extra delivery leaves the schedule, and so the term, as they were.
          expect(orderNow).toContain(
            `\nNext delivery: ${formatLongDate(nextCharge)} (every ${days} days).\n`,
          );
          await suite.advanceDays(days - 3);
          const reminder = await emailText(email, 'Your next delivery');
          expect(reminder).toContain(stated);
          expect(reminder).toContain(`renews on ${formatLongDate(nextCharge)}.`);
          // Inside the term the reminder states it; after, it offers the cancel link.
          expect(reminder).toContain(
            addDaysToDate(purchasedOn, days - 3) < term.cancellableFrom
              ? `\n${term.summary}`
              : `\nCancel your subscription: `,
          );
          await suite.advanceDays(3);
          expect(await charges(sub.id, 2)).toEqual([perDelivery, perDelivery]);
          const renewal = await emailText(email, 'has renewed');
          expect(renewal).toContain(stated);
          expect(renewal).toContain(
            `\nNext delivery: ${formatLongDate(nextChargeAfterPayment(nextCharge, days))} (every ${days} days).\n`,
          );
          // Once the term's deliveries are paid, the account states the same term and date.
          const cardAfter = (
            (await (await client.get('/api/account/subscriptions')).json()) as SubscriptionsResponse
          ).subscriptions.find((s) => s.id === sub.id);
          expect(cardAfter?.minimumTerm?.summary).toBe(term.summary);
          // No email and no document states another term.
          for (const mail of await suite.mailTo(email)) {
            expect(new Set([term.termLine, ...statedTerms(mail.text)]), mail.subject).toEqual(
              new Set([term.termLine]),
            );
            expect(mail.text, mail.subject).not.toMatch(OTHER_TERM_WORDS);
          }
          const invoice = await client.get(`/api/account/orders/${order.id}/invoice.pdf`);
          expect(invoice.status).toBe(200);
          const invoiceText = (await readPdfRows(new Uint8Array(await invoice.arrayBuffer())))
            .flat()
            .join(' ');
          expect(statedTerms(invoiceText)).toEqual([]);
          expect(invoiceText).not.toMatch(OTHER_TERM_WORDS);

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
      { numRuns: 8, seed: 20261204, endOnFailure: true },
    );
  }, 300_000);
});
