import { defineConfig } from '@playwright/test';
import { E2E_ADMIN_BASE_URL, E2E_ADMIN_PORT, E2E_BASE_URL, E2E_PORT } from './e2e/env.mjs';
import { findChromium } from './scripts/find-chromium.mjs';

/** Journeys that move the shop server's clock and expect exact dates after it: one at a time. */
const CLOCK_JOURNEYS = /(payment-recovery|subscription-portal|subscription-renewal)\.spec\.ts/;

/** The journeys that time the page's own work on a throttled CPU: one at a time. */
const TIMED_JOURNEYS = /first-paint-taps\.spec\.ts/;

/** The journey that needs the demo admin still without a second factor. */
const DEMO_ADMIN_FIRST_SIGN_IN = /demo admin without a second factor/;

export default defineConfig({
  testDir: 'e2e',
  outputDir: `test-results/e2e-${E2E_PORT}`,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: E2E_BASE_URL,
    browserName: 'chromium',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'shop',
      testIgnore: [
        /admin-(back-office|orders|staff-roles|reports)\.spec\.ts/,
        CLOCK_JOURNEYS,
        TIMED_JOURNEYS,
      ],
      // Some shop journeys (after the sale, held orders) sign the demo admin in on the admin server.
      dependencies: ['admin-first-sign-in'],
      use: { baseURL: E2E_BASE_URL },
    },
    // The renewal, payment-recovery and portal journeys each move the shop's clock by days and
    // then expect the dates that follow: in parallel, one would move the other's dates.
    {
      name: 'shop-clock',
      testMatch: CLOCK_JOURNEYS,
      workers: 1,
      dependencies: ['admin-first-sign-in'],
      use: { baseURL: E2E_BASE_URL },
    },
    // Taps at first paint on 4× CPU (issue 30): timed in the page, so they run last, one at a
    // time, once every other journey has finished and left the cores to them.
    {
      name: 'first-paint',
      testMatch: TIMED_JOURNEYS,
      workers: 1,
      dependencies: ['shop', 'shop-clock', 'admin'],
      use: { baseURL: E2E_BASE_URL },
    },
    // The demo admin's first sign-in (no second factor yet) runs before any journey enrols one:
    // in parallel, admin-orders could enrol TOTP on the same account mid-test.
    {
      name: 'admin-first-sign-in',
      testMatch: /admin-back-office\.spec\.ts/,
      grep: DEMO_ADMIN_FIRST_SIGN_IN,
      use: { baseURL: E2E_ADMIN_BASE_URL },
    },
    {
      name: 'admin',
      testMatch: /admin-(back-office|orders|staff-roles|reports)\.spec\.ts/,
      grepInvert: DEMO_ADMIN_FIRST_SIGN_IN,
      dependencies: ['admin-first-sign-in'],
      use: { baseURL: E2E_ADMIN_BASE_URL },
    },
  ],
  // Two servers: the admin journeys reorder, move and export the whole catalogue, so they get a
  // database of their own instead of changing what the shop journeys read.
  webServer: [E2E_PORT, E2E_ADMIN_PORT].map((port) => ({
    command: `"${process.execPath}" e2e/server.mjs ${port}`,
    url: `http://localhost:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
});
