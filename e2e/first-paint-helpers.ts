import type { Page } from '@playwright/test';

/** Holds the app's scripts (not the early-taps script) until `release` is called. */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(?!early-taps-)[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** Waits until the app has hydrated the server's markup (app.tsx sets data-app-ready). */
export async function waitForAppReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true', null, {
    timeout: 30_000,
  });
}
