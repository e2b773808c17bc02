import { expect, type Page, test } from '@playwright/test';
import type { DashboardResponse } from '../src/core/api/reports';
import { toLondonDate } from '../src/core/dates';
import { calendarMonths } from '../src/core/reports/export-periods';
import { signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { gbp, payForBlackSeedOil } from './checkout-helpers';
import { E2E_ADMIN_BASE_URL as BASE_URL, E2E_ADMIN_DATA_DIR as DATA_DIR } from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// The owner's dashboard: a customer pays today; the owner opens /admin on the Dashboard tab,
// changes the period, and reads the revenue chart as a table of the server's own numbers.
test.describe.configure({ mode: 'serial' });

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'admin-reports', name);

// The chart's short dates: day and the month's first three letters ('5 Sep', not Intl's 'Sept').
const shortDate = (iso: string) => {
  const month = new Intl.DateTimeFormat('en-GB', { month: 'long', timeZone: 'UTC' }).format(
    new Date(`${iso}T00:00:00Z`),
  );
  return `${Number(iso.slice(8, 10))} ${month.slice(0, 3)}`;
};

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));

test('a customer pays for 2 × 100 ml black seed oil', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/');
  const email = await signUpThroughApi(page, { prefix: 'reports', verify: true });
  await payForBlackSeedOil(page, email, 2);
  await context.close();
});

test('the owner opens the dashboard, changes the period and reads the chart as a table', async ({
  page,
}) => {
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.setViewportSize({ width: 1280, height: 900 });
  const thirty = page.waitForResponse((r) =>
    r.url().includes('/api/admin/reports/dashboard?period=30d'),
  );
  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Dashboard', selected: true })).toBeVisible();
  const month = (await (await thirty).json()) as DashboardResponse;
  expect(month.revenueByDay).toHaveLength(30);
  await expect(page.getByTestId('chart-point')).toHaveCount(30);
  expect(month.current.revenuePence).toBeGreaterThanOrEqual(2998);

  const todayResponse = page.waitForResponse((r) =>
    r.url().includes('/api/admin/reports/dashboard?period=today'),
  );
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Today' });
  const today = (await (await todayResponse).json()) as DashboardResponse;
  const day = today.revenueByDay[0];
  if (!day) throw new Error('no day in the today period');
  expect(today.range.days).toBe(1);
  await expect(page.getByTestId('chart-point')).toHaveCount(1);
  const figures = page.getByTestId('dashboard-figures');
  await expect(figures).toContainText(`Revenue (incl. VAT)${gbp(today.current.revenuePence)}`);
  await expect(figures).toContainText(`Orders${today.current.orders}`);

  // The period lives in the URL: a reload keeps it.
  await expect(page).toHaveURL(/[?&]period=today(&|$)/);
  const reloaded = page.waitForResponse((r) =>
    r.url().includes('/api/admin/reports/dashboard?period=today'),
  );
  await page.reload();
  // Other journeys place orders meanwhile: the chart shows what the reload read.
  const shown = (await (await reloaded).json()) as DashboardResponse;
  await expect(page.getByLabel('Period', { exact: true })).toHaveValue('today');
  const shownDay = shown.revenueByDay[0];
  if (!shownDay) throw new Error('no day in the reloaded period');

  // The chart has a £ axis, a date axis and yesterday (the previous period) overlaid.
  const yesterday = shown.previousRevenueByDay[0];
  if (!yesterday) throw new Error('no previous day');
  await expect(page.getByTestId('chart-axis-pounds')).toContainText('£0');
  await expect(page.getByTestId('chart-axis-dates')).toHaveText(shortDate(shownDay.date));
  await expect(page.getByTestId('chart-previous').locator('circle')).toHaveCount(1);
  await expect(page.getByTestId('chart-legend')).toContainText(
    `Previous period (${longDate(yesterday.date)})`,
  );

  // The one bar is reachable with the keyboard and says its day, amount, orders and the day before.
  const point = page.getByTestId('chart-point');
  await point.focus();
  const words = `${longDate(shownDay.date)}: ${gbp(shownDay.revenuePence)} from ${shownDay.orders} ${shownDay.orders === 1 ? 'order' : 'orders'} (previous period, ${longDate(yesterday.date)}: ${gbp(yesterday.revenuePence)})`;
  await expect(point).toHaveAttribute('aria-label', words);
  await expect(page.getByTestId('chart-readout')).toHaveText(words);
  await shoot(page, 'dashboard-today');

  await page.getByRole('button', { name: 'Show as table' }).click();
  const table = page.getByRole('table', { name: 'Revenue by day' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table.getByRole('row').nth(1)).toHaveText(
    `${longDate(shownDay.date)}${gbp(shownDay.revenuePence)}${shownDay.orders}${gbp(yesterday.revenuePence)} (${shortDate(yesterday.date)})`,
  );
  await shoot(page, 'dashboard-table');

  const sevenResponse = page.waitForResponse((r) =>
    r.url().includes('/api/admin/reports/dashboard?period=7d'),
  );
  await page.getByLabel('Period', { exact: true }).selectOption({ label: 'Last 7 days' });
  const seven = (await (await sevenResponse).json()) as DashboardResponse;
  await expect(table.getByRole('row')).toHaveCount(8);
  for (const [index, d] of seven.revenueByDay.entries()) {
    const before = seven.previousRevenueByDay[index];
    if (!before) throw new Error('no previous day');
    await expect(table.getByRole('row').nth(index + 1)).toHaveText(
      `${longDate(d.date)}${gbp(d.revenuePence)}${d.orders}${gbp(before.revenuePence)} (${shortDate(before.date)})`,
    );
  }
});

test('the owner reads the VAT report and the subscriptions report', async ({ page }) => {
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/admin?tab=reports');
  await expect(page.getByRole('heading', { name: 'VAT report' })).toBeVisible();
  await expect(page.getByTestId('vat-boxes')).toContainText('Box 1: VAT due on sales');
  await expect(page.getByTestId('subscription-figures')).toContainText('Monthly recurring revenue');
  await shoot(page, 'reports');

  // At 375 px the VAT table stacks each rate's net, VAT and gross on labelled lines: nothing
  // hidden, nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const vatTable = page.getByTestId('vat-table');
  const total = vatTable.getByRole('row', { name: /^Total/ });
  await expect(total.getByText('Gross', { exact: true })).toBeVisible();
  expect(await vatTable.evaluate((t) => t.scrollWidth <= t.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 900 });

  // The accountant's export: this month's sales journal, with the order paid above in it.
  const month = calendarMonths(toLondonDate(new Date()), 1)[0];
  if (!month) throw new Error('no month');
  await page.getByLabel('Export period').selectOption({ label: month.label });
  const journal = page
    .getByTestId('accountant-downloads')
    .getByRole('link', { name: 'Sales journal' });
  const href = `/api/admin/reports/sales-journal.csv?period=custom&from=${month.from}&to=${month.to}`;
  await expect(journal).toHaveAttribute('href', href);
  const csv = await (await page.request.get(href)).text();
  const [header, ...rows] = csv.trimEnd().split('\r\n');
  expect(header).toBe(
    'Date,Type,Document,Invoice,Customer or company,VAT number,Description,Channel,Net (GBP),VAT rate (%),VAT (GBP),Gross (GBP)',
  );
  expect(
    rows.some((row) =>
      /,Invoice,INV-[^,]+,INV-[^,]+,.*"Organic Black Seed Oil \(100ml\), 2 bottles"/.test(row),
    ),
  ).toBe(true);
});
