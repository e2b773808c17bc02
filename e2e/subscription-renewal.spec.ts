import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { payAndReadOrder, signUp } from './checkout-helpers';
import { E2E_BASE_URL, E2E_DATA_DIR } from './env.mjs';
import {
  accountOrders,
  addMonthlyBlackSeedOil,
  advanceClock,
  daysBetween,
  type Mail,
  mailTo,
  PLAN_PENCE,
  PLAN_TOTAL,
} from './subscription-helpers';

// A subscription bought on the product page renews on its date. The journey moves the
// shop's clock through the test route (the e2e server runs with ENABLE_TEST_ROUTES), which also
// sweeps due renewals and reminders; the sandbox bills the contract and its renewal order arrives
// by webhook. Black seed oil 100 ml £14.99, "Subscribe & Save: 1 month" 5% off: £14.24.

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** axe-core's violations on the page (as quality-accessibility.spec.ts runs it), as id: targets. */
async function axeViolations(page: Page): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    await page.addScriptTag({ path: AXE_SOURCE_PATH });
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  });
}

type AccountOrder = { orderNumber: string; totalPence: number; items: { quantity: number }[] };
type AccountSubscription = { id: string; nextDeliveryDate: string; frequencyDays: number };

/** 'YYYY-MM-DD' as the emails write it, en-GB ('24 December 2026'). */
function longDate(iso: string): string {
  const [y, m, d] = iso.split('-');
  const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${Number(d)} ${month} ${y}`;
}

test('a subscription renews on its date: reminder in the outbox, renewal order in Order History', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = await signUp(page);

  await addMonthlyBlackSeedOil(page);
  const firstOrder = (await payAndReadOrder(page, email, PLAN_TOTAL)).orderNumber;

  // The checkout order (and only it) is in the account, then its subscription.
  expect(
    (await accountOrders<AccountOrder>(page)).map((o) => [o.orderNumber, o.totalPence]),
  ).toEqual([[firstOrder, PLAN_PENCE]]);
  let subscription: AccountSubscription | undefined;
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/account/subscriptions');
        const body = (await res.json()) as { subscriptions: AccountSubscription[] };
        subscription = body.subscriptions[0];
        return body.subscriptions.length;
      },
      { message: 'the subscription in the account' },
    )
    .toBe(1);
  const sub = subscription as AccountSubscription;
  expect(sub.frequencyDays).toBe(30);
  // The shop's clock may already run ahead (other journeys on this server move it too).
  const today = await advanceClock(page, 0);
  const untilDate = daysBetween(today, sub.nextDeliveryDate);
  expect(untilDate).toBeGreaterThanOrEqual(29);

  // Two days before the date: the reminder, with the date, the item, the price and the links.
  await advanceClock(page, untilDate - 2);
  let reminder: Mail | undefined;
  await expect
    .poll(
      async () => {
        reminder = (await mailTo(page, email)).find((m) =>
          m.subject.startsWith('Your next delivery'),
        );
        return reminder?.subject;
      },
      { message: 'the renewal reminder in the outbox', timeout: 20_000 },
    )
    .toBe(`Your next delivery is on ${longDate(sub.nextDeliveryDate)}`);
  const text = (reminder as Mail).text;
  expect(text).toContain('- Organic Black Seed Oil (100ml), 1 bottle per delivery: ');
  expect(text).toContain(`Total: ${PLAN_TOTAL}`);
  expect(text).toMatch(/Skip this delivery: \S+\/account\?tab=subscriptions&action=skip/);
  expect(text).toMatch(/Pause your subscription: \S+&action=pause/);
  // Inside the minimum term the reminder offers no cancel link the account would refuse: it
  // states the term in the account's words (decision 111).
  expect(text).not.toContain('Cancel your subscription:');
  expect(text).toMatch(
    /Minimum term: 2 deliveries\. You can cancel any time after your 2nd delivery is paid — from \d{1,2} [A-Z][a-z]+ \d{4}\./,
  );
  expect(await accountOrders<AccountOrder>(page)).toHaveLength(1);

  // The email's skip link opens this subscription with Skip Next in focus and says what it does.
  const skipLink = new URL(/Skip this delivery: (\S+)/.exec(text)?.[1] ?? '');
  await page.goto(`${skipLink.pathname}${skipLink.search}`);
  await expect(page.getByRole('status').filter({ hasText: 'From your reminder email' })).toHaveText(
    `From your reminder email: press Skip Next below to skip the delivery of ${longDate(sub.nextDeliveryDate)}.`,
  );
  await expect(page.getByRole('button', { name: 'Skip Next' })).toBeFocused();

  // Past the date: the contract is billed and the renewal order arrives. Each poll sweeps again
  // (idempotent), so a contract linked a moment late is still billed exactly once.
  await advanceClock(page, 3);
  await expect
    .poll(
      async () => {
        await advanceClock(page, 0);
        return (await accountOrders<AccountOrder>(page)).length;
      },
      { message: 'the renewal order in the account', timeout: 60_000 },
    )
    .toBe(2);

  await page.goto('/account?tab=orders');
  const cards = page.getByRole('list', { name: 'Orders' }).getByRole('listitem', {
    name: /^Order \d+$/,
  });
  await expect(cards).toHaveCount(2);
  const renewal = cards.filter({ hasNot: page.getByText(`Order #${firstOrder}`) });
  await expect(renewal).toHaveCount(1);
  await expect(renewal.getByText('Organic Black Seed Oil')).toBeVisible();
  await expect(renewal.getByText(`1 bottle · 1 × ${PLAN_TOTAL}`)).toBeVisible();
  // The line, the order's total in its header and the Total row.
  await expect(renewal.getByText(PLAN_TOTAL, { exact: true })).toHaveCount(3);
  const orders = await accountOrders<AccountOrder>(page);
  const renewed = orders.find((o) => o.orderNumber !== firstOrder);
  expect(renewed?.totalPence).toBe(PLAN_PENCE);

  // The next date moved on by the frequency, and the confirmation went out.
  const after = (await (await page.request.get('/api/account/subscriptions')).json()) as {
    subscriptions: AccountSubscription[];
  };
  expect(
    after.subscriptions.map((s) => daysBetween(sub.nextDeliveryDate, s.nextDeliveryDate)),
  ).toEqual([30]);
  await expect
    .poll(
      async () =>
        (await mailTo(page, email)).filter((m) => m.subject.includes('has renewed')).length,
      {
        message: 'the renewal confirmation',
      },
    )
    .toBe(1);

  // Staff find the subscriber by email in the back office and pause it after confirming.
  // CSP bypassed only so axe can be injected, as in quality-accessibility.spec.ts.
  const staffContext = await browser.newContext({ bypassCSP: true });
  const staff = await staffContext.newPage();
  await signInAsDemoAdmin(staff, { origin: E2E_BASE_URL, dataDir: E2E_DATA_DIR });
  await staff.goto('/admin?tab=subscriptions');
  await staff.getByLabel('Customer email').fill(email);
  const rows = staff.getByRole('listitem', { name: /^Subscription of / });
  await expect(rows).toHaveCount(1, { timeout: 20_000 });
  const row = rows.first();
  await expect(row).toHaveAccessibleName(`Subscription of ${email}`);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByTestId('last-result')).toHaveText(/^paid · /);
  await row.getByRole('button', { name: 'Pause' }).click();
  const dialog = staff.getByRole('alertdialog', { name: 'Pause this subscription?' });
  await expect(dialog).toContainText(`${email} will not be charged`);
  await dialog.getByRole('button', { name: 'Pause' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Paused', { exact: true })).toBeVisible();
  const paused = (await (await page.request.get('/api/account/subscriptions')).json()) as {
    subscriptions: { status: string }[];
  };
  expect(paused.subscriptions.map((s) => s.status)).toEqual(['paused']);

  // The confirmation toast has gone (axe would measure it mid-fade).
  await expect(staff.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 20_000 });
  // The view at desktop and phone widths: no sideways scroll (screenshots kept with the results).
  for (const width of [1280, 375]) {
    await staff.setViewportSize({ width, height: 900 });
    await expect(row.getByText('Paused', { exact: true })).toBeVisible();
    // The panel fits the width: nothing in it reaches past the viewport or scrolls sideways.
    const panel = staff.getByTestId('admin-subscriptions-panel');
    const fits = await panel.evaluate((el) => {
      const width = document.documentElement.clientWidth;
      const inside = [el, ...el.querySelectorAll('*')];
      return (
        el.scrollWidth <= el.clientWidth &&
        inside.every((node) => node.getBoundingClientRect().right <= width)
      );
    });
    expect(fits).toBe(true);
    expect(await axeViolations(staff)).toEqual([]);
    await staff.screenshot({
      path: test.info().outputPath(`admin-subscriptions-${width}.png`),
      fullPage: true,
    });
  }
  await staffContext.close();
});
