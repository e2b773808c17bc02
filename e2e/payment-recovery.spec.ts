import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { drawerOf, payOnSandboxCheckout, signUp } from './checkout-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';
import {
  accountSubscriptions,
  addDays,
  addMonthlyBlackSeedOil,
  advanceClock,
  daysBetween,
  mailTo,
  PLAN_PENCE,
  PLAN_TOTAL,
} from './subscription-helpers';

// A renewal declines, the customer replaces the card through the link Shopify (the sandbox)
// emails, and the next retry bills the new card. The checkout is paid with 4000 0000 0000 0341,
// which pays once and declines every renewal. Black seed oil 100 ml, 1 month: £14.24.

const UPDATE_SUBJECT = 'Update your payment method for Habba & Honey';

type AccountSubscription = {
  id: string;
  status: string;
  nextDeliveryDate: string;
  paymentFailure: { reason: string; retryOn: string | null } | null;
};

async function updateLinks(page: Page, email: string): Promise<string[]> {
  return (await mailTo(page, email))
    .filter((m) => m.subject === UPDATE_SUBJECT)
    .map(
      (m) =>
        /(https?:\/\/\S+\/sandbox\/shopify\/payment-methods\/update\/\S+)/.exec(m.text)?.[1] ?? '',
    );
}

test('a renewal declines, the customer updates the card through the emailed link and the next retry succeeds', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = await signUp(page);
  await addMonthlyBlackSeedOil(page);
  const drawer = drawerOf(page);
  await expect(drawer.getByTestId('cart-total')).toHaveText(PLAN_TOTAL, { timeout: 30_000 });
  await drawer.getByRole('button', { name: 'Checkout with Shopify' }).click();
  await expect(page).toHaveURL(/\/sandbox\/shopify\/checkout\//, { timeout: 30_000 });
  await page.getByLabel('Card number').fill('4000 0000 0000 0341');
  await payOnSandboxCheckout(page, email);

  let sub: AccountSubscription | undefined;
  await expect
    .poll(
      async () => {
        sub = (await accountSubscriptions<AccountSubscription>(page))[0];
        return sub?.status;
      },
      { message: 'the subscription in the account', timeout: 20_000 },
    )
    .toBe('active');
  const date = (sub as AccountSubscription).nextDeliveryDate;

  // The renewal date: the card is declined; each poll sweeps again (idempotent).
  const today = await advanceClock(page, 0);
  await advanceClock(page, daysBetween(today, date));
  await expect
    .poll(
      async () => {
        await advanceClock(page, 0);
        return (await accountSubscriptions<AccountSubscription>(page))[0]?.paymentFailure;
      },
      { message: 'the declined renewal in the account', timeout: 60_000 },
    )
    .toEqual({ reason: 'Your card was declined.', retryOn: addDays(date, 1) });
  await expect
    .poll(async () => (await updateLinks(page, email)).length, {
      message: "Shopify's update email",
    })
    .toBe(1);

  // The account says why and offers the update; asking sends another link.
  await page.goto('/account?tab=subscriptions');
  const card = page.getByRole('listitem', { name: /^Subscription: / });
  await expect(card.getByText('Payment failed: Your card was declined.')).toBeVisible({
    timeout: 20_000,
  });
  await card.getByRole('button', { name: 'Update payment method' }).click();
  await expect(card.getByRole('status')).toHaveText(`We have emailed a secure link to ${email}.`);
  await expect.poll(async () => (await updateLinks(page, email)).length).toBe(2);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`account-payment-failed-${width}.png`),
      fullPage: true,
    });
  }

  // Staff can send it too, from the subscriptions panel.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAsDemoAdmin(staff, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
  await staff.goto('/admin?tab=subscriptions');
  await staff.getByLabel('Customer email').fill(email);
  const row = staff.getByRole('listitem', { name: `Subscription of ${email}` });
  await expect(row.getByText('Failing (1 tries)')).toBeVisible({ timeout: 20_000 });
  await row.getByRole('button', { name: 'Send payment update email' }).click();
  const dialog = staff.getByRole('alertdialog', { name: 'Send a payment update email?' });
  await expect(dialog).toContainText(`Shopify emails ${email} a secure link`);
  await dialog.getByRole('button', { name: 'Send email' }).click();
  await expect(staff.getByText(`Payment update email sent to ${email}`)).toBeVisible();
  await expect.poll(async () => (await updateLinks(page, email)).length).toBe(3);
  for (const width of [1280, 375]) {
    await staff.setViewportSize({ width, height: 900 });
    await staff.screenshot({
      path: test.info().outputPath(`admin-payment-update-${width}.png`),
      fullPage: true,
    });
  }
  await staffContext.close();

  // The retries decline too (the card is still the old one): 1, 3 and 7 days after the date,
  // then the subscription pauses. The card says so: no "Paused" with a past date, no Resume.
  for (const [days, retryOn] of [
    [1, addDays(date, 3)],
    [2, addDays(date, 7)],
    [4, null],
  ] as const) {
    await advanceClock(page, days);
    await expect
      .poll(
        async () => {
          await advanceClock(page, 0);
          return (await accountSubscriptions<AccountSubscription>(page))[0]?.paymentFailure
            ?.retryOn;
        },
        { message: `the retry ${days} days on declined`, timeout: 60_000 },
      )
      .toBe(retryOn);
  }
  await page.goto('/account?tab=subscriptions');
  await expect(card.getByText('Payment failed', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByText('Payment failed: Your card was declined.')).toBeVisible();
  await expect(card.getByTestId('next-delivery')).toHaveText('Once your payment method is updated');
  await expect(card.getByText('Paused', { exact: true })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Resume' })).toHaveCount(0);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`account-paused-payment-failed-${width}.png`),
      fullPage: true,
    });
  }
  // The links emailed a week ago have expired: the customer asks for a new one.
  const weekOld = await updateLinks(page, email);
  for (const old of weekOld) {
    expect((await page.request.get(new URL(old).pathname)).status(), old).toBe(404);
  }
  await card.getByRole('button', { name: 'Update payment method' }).click();
  await expect(card.getByRole('status')).toHaveText(`We have emailed a secure link to ${email}.`);
  await expect.poll(async () => (await updateLinks(page, email)).length).toBe(4);

  // The emailed link (the one not sent a week ago): a declined card is refused, the test card
  // is saved.
  const link = new URL(
    (await updateLinks(page, email)).find((candidate) => !weekOld.includes(candidate)) ?? '',
  );
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto(`${link.pathname}`);
  await expect(page.getByRole('heading', { name: 'Update your payment method' })).toBeVisible();
  await expect(page.getByText('Replaces the card ending in 0341')).toBeVisible();
  const fillCard = async (number: string) => {
    await page.getByLabel('Card number').fill(number);
    await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await page.getByLabel('Security code').fill('123');
    await page.getByLabel('Name on card').fill('Amira Khan');
    await page.getByRole('button', { name: 'Save card' }).click();
  };
  await fillCard('4000 0000 0000 0002');
  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await page.screenshot({ path: test.info().outputPath('sandbox-update-declined-375.png') });
  await fillCard('4242 4242 4242 4242');
  await expect(
    page.getByRole('heading', { name: 'Your payment method has been updated' }),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`sandbox-update-saved-${width}.png`) });
  }

  // Shopify reports the new card: the subscription is active again and the retry the same day
  // bills it: the renewal order at the plan's price, the next date a cycle after the first.
  await expect
    .poll(
      async () => {
        await advanceClock(page, 0);
        const orders = (await (await page.request.get('/api/account/orders')).json()) as {
          orders: { totalPence: number }[];
        };
        return orders.orders.map((o) => o.totalPence);
      },
      { message: 'the renewal order in the account', timeout: 60_000 },
    )
    .toEqual([PLAN_PENCE, PLAN_PENCE]);
  await expect
    .poll(async () => {
      const [after] = await accountSubscriptions<AccountSubscription>(page);
      return after && [after.status, after.paymentFailure, after.nextDeliveryDate];
    })
    .toEqual(['active', null, addDays(date, 30)]);
  await page.goto('/account?tab=subscriptions');
  await expect(card.getByText('Active', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('payment-failure')).toHaveCount(0);
});
