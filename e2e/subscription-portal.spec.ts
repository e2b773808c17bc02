import { expect, test } from '@playwright/test';
import { payAndReadOrder, signUp } from './checkout-helpers';
import {
  accountOrders,
  addMonthlyBlackSeedOil,
  advanceClock,
  daysBetween,
} from './subscription-helpers';

// A customer swaps their subscription's size in the account and the next renewal charges the
// new price. Black seed oil "Subscribe & Save: 1 month" (5% off): 100 ml £14.99 → £14.24;
// 250 ml £27.99 → £26.59. The clock moves through the test route, which sweeps due renewals.

type AccountOrder = { orderNumber: string; totalPence: number };
type AccountSubscription = { id: string; nextDeliveryDate: string };

test('a customer swaps size and the next renewal charges the new price', async ({ page }) => {
  test.setTimeout(180_000);
  const email = await signUp(page);
  await addMonthlyBlackSeedOil(page);
  const firstOrder = (await payAndReadOrder(page, email, '£14.24')).orderNumber;

  let subscription: AccountSubscription | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/account/subscriptions');
        subscription = ((await res.json()) as { subscriptions: AccountSubscription[] })
          .subscriptions[0];
        return subscription?.id ?? null;
      },
      { message: 'the subscription in the account' },
    )
    .not.toBeNull();
  const sub = subscription as AccountSubscription;

  await page.goto('/account?tab=subscriptions');
  const card = page.getByRole('listitem', { name: 'Subscription: Organic Black Seed Oil' });
  await expect(card.getByTestId('next-charge')).toHaveText(/^£14\.24 on /);
  await card.getByText('Order now, change product, add an item or change address').click();
  const size = card.getByLabel('Change size or product');
  await expect(size.locator('option', { hasText: 'Organic Black Seed Oil · 250ml' })).toHaveText(
    'Organic Black Seed Oil · 250ml · £26.59 per delivery',
  );
  await size.selectOption({ label: 'Organic Black Seed Oil · 250ml · £26.59 per delivery' });
  await card.getByRole('button', { name: 'Swap' }).click();
  await expect(card.getByText('250ml · 1 bottle per delivery · £26.59 per delivery')).toBeVisible();
  await expect(card.getByTestId('next-charge')).toHaveText(/^£26\.59 on /);

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(card.getByTestId('next-charge')).toBeVisible();
    const fits = await card.evaluate((el) => {
      const viewport = document.documentElement.clientWidth;
      return [el, ...el.querySelectorAll('*')].every(
        (node) => node.getBoundingClientRect().right <= viewport,
      );
    });
    expect(fits).toBe(true);
    await page.screenshot({
      path: test.info().outputPath(`subscription-portal-${width}.png`),
      fullPage: true,
    });
  }

  // The renewal on the date charges the swapped size's price.
  const today = await advanceClock(page, 0);
  await advanceClock(page, daysBetween(today, sub.nextDeliveryDate) + 1);
  await expect
    .poll(
      async () => {
        await advanceClock(page, 0);
        return (await accountOrders<AccountOrder>(page)).length;
      },
      { message: 'the renewal order in the account', timeout: 60_000 },
    )
    .toBe(2);
  const renewal = (await accountOrders<AccountOrder>(page)).find(
    (o) => o.orderNumber !== firstOrder,
  );
  expect(renewal?.totalPence).toBe(2659);
});
