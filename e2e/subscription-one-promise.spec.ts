import { expect, type Locator, type Page, test } from '@playwright/test';
import { drawerOf, payOnSandboxCheckout, signUp } from './checkout-helpers';
import { accountSubscriptions, type Mail, mailTo } from './subscription-helpers';

// One promise, read the same everywhere (e2e; decisions 110 and 111): a
// subscriber on a phone and on a desktop reads the same minimum term and the same price per
// delivery on the product page, the payment page, the account's subscription card, the new
// subscription's confirmation and the order confirmation.
//
// The plan holds more than one unit, so a surface that multiplies the units by the pack price
// again (the old defect: "2 × £52.76" = £105.52) shows: Organic Black Seed Oil 100 ml (£14.99),
// "Subscribe & Save: 2 months" = 2 bottles less 12% = £26.38 a pack, two packs a delivery:
// £52.76 every 60 days, 4 bottles. Its minimum term is 1 delivery (ceil(60 / 60), decision 111):
// cancellable from the day after the first payment.

const PRODUCT = 'Organic Black Seed Oil';
const PACK = '£26.38';
const PER_DELIVERY = '£52.76';
const PER_DELIVERY_PENCE = 5276;
const TERM = '1 delivery';
const CANCEL_WORDS = 'You can cancel any time after your 1st delivery is paid';
const LONG_DATE = /\d{1,2} [A-Z][a-z]+ \d{4}/;

/**
 * The page at this test's width: its own content no wider than the screen, and a screenshot of
 * `part` (the whole page without it) in test-results/subscription-one-promise/.
 */
async function shoot(page: Page, width: number, name: string, part?: Locator) {
  expect(
    await page.evaluate(() => document.querySelector('main')?.scrollWidth ?? Infinity),
    `${name} at ${width} px: content wider than the screen`,
  ).toBeLessThanOrEqual(width);
  const path = `test-results/subscription-one-promise/${name}-${width}.png`;
  if (part) await part.screenshot({ path });
  else await page.screenshot({ path, fullPage: true });
}

/** The newest message to `email` whose subject is `subject`, once it is in the outbox. */
async function mailWithSubject(page: Page, email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailTo(page, email)).find((m) => subject.test(m.subject));
        return found?.subject ?? null;
      },
      { message: `an email "${subject}" to ${email}`, timeout: 20_000 },
    )
    .toMatch(subject);
  return found as Mail;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`at ${viewport.width} px a subscriber reads one minimum term and one price per delivery on the product page, payment page, account and emails`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const email = await signUp(page);

    // The product page: the plan's card and the buy box's price of a delivery.
    await page.goto('/product/black-seed-oil');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT, { timeout: 30_000 });
    await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
    const buyBox = page.locator('#buy-box');
    await buyBox.getByRole('radio', { name: /^100ml/ }).check();
    const plan = page.getByRole('radio', { name: /^Subscribe & Save: 2 months/ });
    await buyBox.locator(plan).check();
    const card = buyBox.locator('label').filter({ has: plan });
    await expect(card).toContainText('2 bottles delivered every 60 days');
    await expect(card).toContainText(`Cancel any time after your 1st delivery${PACK}`);
    await buyBox.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(buyBox.getByTestId('quantity-total')).toHaveText(
      `2 × ${PACK} = ${PER_DELIVERY} per delivery`,
    );
    await shoot(page, viewport.width, 'product-buy-box', buyBox);

    await buyBox.locator('[data-early="add"]').click();
    const drawer = drawerOf(page);
    await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server', {
      timeout: 30_000,
    });
    await expect(drawer.getByTestId('cart-total')).toHaveText(PER_DELIVERY);
    await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();

    // The payment page: the same price per delivery and term, and the dates they lead to.
    await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\//, { timeout: 30_000 });
    const terms = page.getByRole('region', { name: 'Your subscription' });
    await expect(terms.locator('.line-title')).toHaveText(`${PRODUCT} (100ml / 2-pack)`);
    const rows = terms.locator('.terms-list > div');
    await expect(rows).toHaveText(
      [
        'Plan Delivered every 60 days, 12% off',
        'Delivery Every 60 days',
        `Recurring price ${PER_DELIVERY} every 60 days`,
        new RegExp(`^Next charge\\s+${LONG_DATE.source}$`),
        `Minimum term ${TERM}`,
      ],
      { useInnerText: true },
    );
    const nextCharge = ((await rows.nth(3).locator('dd').textContent()) ?? '').trim();
    const agreement = terms.getByText('By paying you agree to be charged');
    await expect(agreement).toHaveText(
      new RegExp(
        `^By paying you agree to be charged ${PER_DELIVERY} every 60 days for this subscription until you cancel\\. ${CANCEL_WORDS} — from ${LONG_DATE.source}\\.$`,
      ),
    );
    const cancelFrom = /— from (.+)\.$/.exec((await agreement.textContent()) ?? '')?.[1] ?? '';
    expect(cancelFrom).toMatch(LONG_DATE);
    await expect(page.locator('.totals .grand')).toContainText(PER_DELIVERY);
    await shoot(page, viewport.width, 'payment-page');
    const orderNumber = await payOnSandboxCheckout(page, email);

    // The account's subscription card: the stored price of a delivery, the next charge and the
    // term with the payment page's dates.
    await expect
      .poll(async () => (await accountSubscriptions(page)).length, {
        message: 'the subscription in the account',
        timeout: 20_000,
      })
      .toBe(1);
    await page.goto('/account?tab=subscriptions');
    const sub = page.getByRole('listitem', { name: `Subscription: ${PRODUCT}` });
    await expect(sub).toBeVisible({ timeout: 30_000 });
    await expect(sub.locator('p.font-display').first()).toHaveText(
      `${PRODUCT}100ml · 4 bottles per delivery · ${PER_DELIVERY} per delivery`,
    );
    await expect(sub.getByTestId('next-charge')).toHaveText(`${PER_DELIVERY} on ${nextCharge}`);
    await expect(sub.getByText(/^\* Minimum term/)).toHaveText(
      `* Minimum term: ${TERM}. ${CANCEL_WORDS} — from ${cancelFrom}.`,
    );
    await expect(sub.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await shoot(page, viewport.width, 'account-subscription', sub);
    const [stored] = await accountSubscriptions<{ nextChargePence: number }>(page);
    expect(stored?.nextChargePence).toBe(PER_DELIVERY_PENCE);

    // The new subscription's confirmation: the payment page's words, price and dates.
    const confirmed = await mailWithSubject(page, email, /subscription is confirmed$/);
    const lines = confirmed.text.split('\n');
    const block = lines.indexOf(`${PRODUCT} (100ml), 4 bottles`);
    expect(block, confirmed.text).toBeGreaterThanOrEqual(0);
    expect(lines.slice(block, block + 5)).toEqual([
      `${PRODUCT} (100ml), 4 bottles`,
      // The payment page's plan name.
      'Plan: Delivered every 60 days, 12% off',
      `Each delivery: ${PER_DELIVERY}, charged every 60 days`,
      `Next charge: ${nextCharge}`,
      `Minimum term: ${TERM}. ${CANCEL_WORDS} — from ${cancelFrom}.`,
    ]);
    expect(confirmed.text).toContain(`Your subscription from order #${orderNumber}`);
    expect(confirmed.text.match(/£\d+\.\d{2}/g)).toEqual([PER_DELIVERY]);

    // The order confirmation: the line at the same price, and the total paid.
    const order = await mailWithSubject(
      page,
      email,
      new RegExp(`order #${orderNumber} is confirmed$`),
    );
    expect(order.text).toContain(
      `- ${PRODUCT} (100ml), 4 bottles (2 packs of 2), Delivered every 60 days, 12% off: 2 × ${PACK} = ${PER_DELIVERY}\n`,
    );
    expect(order.text).toContain(`Subtotal: ${PER_DELIVERY}\nTotal paid: ${PER_DELIVERY}\n`);
    expect(order.text).toContain(
      'once its minimum term is paid, as your subscription confirmation says',
    );
    expect(order.text.match(/£\d+\.\d{2}/g)).toEqual([
      PACK,
      PER_DELIVERY,
      PER_DELIVERY,
      PER_DELIVERY,
    ]);
  });
}
