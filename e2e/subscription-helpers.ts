import { expect, type Page } from '@playwright/test';
import { drawerOf } from './checkout-helpers';

// Steps of the subscription journeys (renewal, portal, payment recovery): the product page's
// "Subscribe & Save" add, the account's orders and subscriptions, the dev outbox and the shop's
// clock, which the test route moves on (the e2e server runs with ENABLE_TEST_ROUTES).

export type Mail = { subject: string; text: string };

/** Black seed oil 100 ml on "Subscribe & Save: 1 month" (5% off £14.99): £14.24. */
export const PLAN_TOTAL = '£14.24';
export const PLAN_PENCE = 1424;

/** Adds 100 ml black seed oil on the monthly plan from its product page; the drawer opens. */
export async function addMonthlyBlackSeedOil(page: Page) {
  await page.goto('/product/black-seed-oil');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('radio', { name: /^100ml/ }).check();
  await page.getByRole('radio', { name: /^Subscribe & Save: 1 month/ }).check();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(drawerOf(page)).toBeVisible({ timeout: 30_000 });
}

/** The signed-in shopper's orders as the account API answers them (`T`: the fields a test reads). */
export async function accountOrders<T = { orderNumber: string; totalPence: number }>(
  page: Page,
): Promise<T[]> {
  const res = await page.request.get('/api/account/orders');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { orders: T[] }).orders;
}

/** The signed-in shopper's subscriptions as the account API answers them. */
export async function accountSubscriptions<T = { id: string; nextDeliveryDate: string }>(
  page: Page,
): Promise<T[]> {
  const res = await page.request.get('/api/account/subscriptions');
  expect(res.status()).toBe(200);
  return ((await res.json()) as { subscriptions: T[] }).subscriptions;
}

/** The messages to `email` in the dev outbox. */
export async function mailTo(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { messages: Mail[] }).messages;
}

/**
 * Moves the shop's clock on by `days` and sweeps due reminders and renewals (test route);
 * answers the shop's day in London ('YYYY-MM-DD'). `days` 0 only sweeps.
 */
export async function advanceClock(page: Page, days: number): Promise<string> {
  const res = await page.request.post('/api/test/clock/advance', {
    headers: { origin: new URL(page.url()).origin },
    data: { days },
  });
  expect(res.status()).toBe(200);
  const { now } = (await res.json()) as { now: string };
  return new Date(now).toLocaleDateString('en-CA', { timeZone: 'Europe/London' });
}

/** Whole days from one 'YYYY-MM-DD' to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** 'YYYY-MM-DD' plus `days`. */
export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
