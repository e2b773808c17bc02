import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin, signUpThroughApi } from './auth-helpers';
import { checkOutAndPay, variantIdOf } from './checkout-helpers';
import {
  E2E_ADMIN_BASE_URL as BASE_URL,
  E2E_ADMIN_DATA_DIR as DATA_DIR,
  E2E_SANDBOX_ADMIN_TOKEN,
} from './env.mjs';
import { shootAtBothWidths } from './screenshots';

// Staff order management. A customer pays on the sandbox checkout; staff marks the order
// shipped with a tracking number (the customer is emailed), refunds part of it through Shopify
// (the sandbox shows it on its order), and the audit log lists both. Serial: one order, in turn.
test.describe.configure({ mode: 'serial' });

type Mail = { subject: string; text: string };
let order: { id: string; number: string; email: string; totalPence: number };

async function outbox(page: Page, to: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/** The sandbox store's Admin API token of the journey server (e2e/server.mjs sets it). */
function sandboxAdminToken(): string {
  return E2E_SANDBOX_ADMIN_TOKEN;
}

const shoot = (page: Page, name: string) => shootAtBothWidths(page, 'admin-orders', name);

test('a customer pays for 2 × 100 ml black seed oil on the sandbox checkout', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/');
  const email = await signUpThroughApi(page, { prefix: 'orders', verify: true });
  const variantId = await variantIdOf(page, 'black-seed-oil', '100ml');
  const lines = [{ kind: 'one-time', variantId, packSize: 1, quantity: 2 }];
  const priced = (await (
    await page.request.post('/api/cart/price', { data: { lines }, headers: { origin: BASE_URL } })
  ).json()) as { totalPence: number };
  expect(priced.totalPence).toBe(2998);
  const { number, id } = await checkOutAndPay(page, email, lines, priced.totalPence);
  order = { id, number, email, totalPence: priced.totalPence };
  await context.close();
});

test('staff finds the order, marks it shipped with a tracking number, and the customer is emailed', async ({
  page,
}) => {
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.goto('/admin?tab=orders');
  await page.getByLabel('Order number or email').fill(order.email);
  const link = page.getByRole('link', { name: order.number, exact: true });
  await expect(link).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await shoot(page, 'orders-list');
  await page.setViewportSize({ width: 1280, height: 900 });
  await link.click();
  await expect(page).toHaveURL(`${BASE_URL}/admin/orders/${order.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Order ${order.number}` }),
  ).toBeVisible();
  await expect(page.getByText(order.email).first()).toBeVisible();
  await expect(page.getByText('12 High Street').first()).toBeVisible();
  // Named and counted as every surface counts a line (decision 122).
  await expect(page.getByText('Organic Black Seed Oil (100ml), 2 bottles')).toBeVisible();
  await expect(page.getByText('2 × £14.99 · One-time purchase')).toBeVisible();
  await shoot(page, 'order-detail');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Mark order ${order.number} shipped?` });
  await dialog.getByLabel('Tracking number').fill('');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog.getByText('Enter the tracking number.')).toBeVisible();
  await dialog.getByLabel('Carrier').fill('Royal Mail');
  await dialog.getByLabel('Tracking number').fill('RM123456785GB');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('order-status')).toHaveText('shipped');
  await expect(page.getByTestId('tracking-number')).toHaveText('RM123456785GB');

  let mail: Mail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await outbox(page, order.email)).find((m) => m.subject.includes('is on its way'));
        return mail?.subject ?? null;
      },
      { message: 'the shipped email', timeout: 15_000 },
    )
    .toMatch(new RegExp(`order #${order.number} is on its way$`));
  expect(mail?.text).toContain('has been sent with Royal Mail.\nTracking number: RM123456785GB');
});

test('staff refunds £5.00 through Shopify: the sandbox has it and the order shows it', async ({
  page,
}) => {
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Refund order ${order.number}?` });
  await expect(dialog).toContainText('Up to £29.98 can be refunded.');
  await dialog.getByLabel('Amount (£)').fill('30.00');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog.getByText('You can refund at most £29.98.')).toBeVisible();
  await dialog.getByLabel('Amount (£)').fill('5.00');
  await dialog
    .getByLabel("Reason, on the customer's credit note (optional)")
    .fill('Bottle arrived cracked');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('refunded-total')).toHaveText('£5.00');
  await expect(page.getByTestId('refund')).toContainText('Refunded £5.00');
  await expect(page.getByTestId('refund')).toContainText('Bottle arrived cracked');

  // Shopify's side: the sandbox's order, read through its Admin API, carries the refund.
  const detail = (await (await page.request.get(`/api/admin/orders/${order.id}`)).json()) as {
    order: { payment: { shopifyOrderId: string } };
  };
  const shopify = await page.request.post('/sandbox/shopify/admin/api/2026-10/graphql.json', {
    headers: { 'X-Shopify-Access-Token': sandboxAdminToken() },
    data: {
      query:
        'query ($id: ID!) { order(id: $id) { displayFinancialStatus totalRefundedSet { shopMoney { amount } } } }',
      variables: { id: `gid://shopify/Order/${detail.order.payment.shopifyOrderId}` },
    },
  });
  const read = (await shopify.json()) as {
    data: {
      order: {
        displayFinancialStatus: string;
        totalRefundedSet: { shopMoney: { amount: string } };
      };
    };
  };
  expect(read, JSON.stringify(read)).toMatchObject({
    data: {
      order: {
        displayFinancialStatus: 'PARTIALLY_REFUNDED',
        totalRefundedSet: { shopMoney: { amount: '5.00' } },
      },
    },
  });
  await expect
    .poll(async () => (await outbox(page, order.email)).map((m) => m.subject).join('\n'), {
      timeout: 15_000,
    })
    .toContain(`Refund of £5.00 for your`);
});

test('the audit log lists the shipment and the refund, filterable by action', async ({ page }) => {
  await signInAsDemoAdmin(page, { origin: BASE_URL, dataDir: DATA_DIR });
  await page.goto('/admin?tab=audit');
  const entries = page.getByTestId('audit-entry');
  await expect(
    entries.filter({ hasText: `Order ${order.number}: refunded £5.00 (Bottle arrived cracked)` }),
  ).toHaveCount(1);
  await expect(
    entries.filter({
      hasText: `Order ${order.number}: pending → shipped (Royal Mail RM123456785GB)`,
    }),
  ).toHaveCount(1);
  await shoot(page, 'audit-log');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('Action').selectOption({ label: 'Order refunded' });
  await expect(entries.first()).toContainText(`Order ${order.number}: refunded £5.00`);
  await expect(entries.filter({ hasText: 'shipped' })).toHaveCount(0);
});
