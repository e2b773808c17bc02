import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { payForBlackSeedOil } from './checkout-helpers';
import { E2E_ADMIN_BASE_URL as BASE_URL, E2E_ADMIN_DATA_DIR as DATA_DIR } from './env.mjs';

// After the sale, seen by staff and the customer: the admin order page's timeline (placed, paid,
// shipped with tracking, emails, a staff comment) and its packing slip; the customer's Order
// History with the carrier, tracking number and tracking link.

async function shoot(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({
      path: `test-results/order-timeline/${name}-${width}.png`,
      fullPage: true,
    });
  }
}

test('staff follow an order on its timeline, comment, print its packing slip; the customer tracks it', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const customer = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await customer.goto('/');
  const email = await signUpThroughApi(customer, { prefix: 'tracked', verify: true });
  const { number, id: orderId } = await payForBlackSeedOil(customer, email, 2);

  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });
  const shipped = await staff.request.post(`/api/admin/orders/${orderId}/status`, {
    data: { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
    headers: { origin: BASE_URL },
  });
  expect(shipped.status()).toBe(200);

  await staff.goto(`/admin/orders/${orderId}`);
  const timeline = staff.getByRole('list', { name: 'Order timeline' });
  const ref = `#${number.replace(/^#/, '')}`;
  await expect(timeline.getByRole('listitem')).toHaveText([
    /^Order placed/,
    /^Paid £29\.98/,
    new RegExp(`^Emailed the customerYour Habba & Honey order ${ref} is confirmed`),
    /^Shipped with Royal Mail, tracking RM123456785GB/,
    new RegExp(`^Emailed the customerYour Habba & Honey order ${ref} is on its way`),
  ]);
  await staff.getByLabel('Add a comment for staff').fill('Customer asked for a gift note');
  await staff.getByRole('button', { name: 'Add comment' }).click();
  await expect(timeline.getByRole('listitem').last()).toContainText(
    'CommentCustomer asked for a gift note',
  );
  await shoot(staff, 'admin-order-timeline');

  const download = staff.waitForEvent('download');
  await staff.getByRole('link', { name: 'Packing slip' }).click();
  const slip = await download;
  expect(slip.suggestedFilename()).toBe(`packing-slip-${number.replace(/^#/, '')}.pdf`);
  const bytes = await readFile(await slip.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await customer.goto('/account?tab=orders');
  const card = customer.getByRole('listitem', { name: `Order ${number}` });
  const tracking = card.getByRole('region', { name: 'Delivery tracking' });
  await expect(tracking).toContainText('Sent with Royal Mail');
  await expect(tracking).toContainText('Tracking number: RM123456785GB');
  await expect(tracking.getByRole('link', { name: /Track your parcel/ })).toHaveAttribute(
    'href',
    'https://www.royalmail.com/track-your-item#/tracking-results/RM123456785GB',
  );
  await shoot(customer, 'order-history-tracking');
});
