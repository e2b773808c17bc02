import { type CDPSession, expect, type Page, test } from '@playwright/test';
import { drawerOf } from './checkout-helpers';
import { holdAppCode } from './first-paint-helpers';

// Every tap answered at once (docs/decisions/106-first-paint-taps.md).
// A phone: 375 px, the CPU 4× slower. The page's app code is held back until the shopper has
// tapped, so every tap lands on the server's still-inert markup whatever the machine's speed;
// the early-taps script must show its result within 300 ms of the tap, as measured in the page
// (the click event's own time to the first animation frame that shows the result), then the app
// replays the taps once live: exactly one cart line, of the tapped option and count, at the
// server's price.

const PRODUCT = { handle: 'black-seed-oil', title: 'Organic Black Seed Oil' };
/** "At once": a tap's result visible within this many ms, on 4× CPU. */
const TAP_ANSWER_MS = 300;
/** The drawer priced after a tap on a live page, on 4× CPU: goal 500 ms, asserted with room. */
const DRAWER_PRICED_MS = 700;
/** Lighthouse's slow 4G (devtools throttling): 562.5 ms latency, 1,474.56 / 675 kbit/s. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

type Expectation =
  | { kind: 'line'; title: string; quantity: number }
  | { kind: 'checked' }
  | { kind: 'quantity'; value: string }
  | { kind: 'dialog'; shell: 'menu' | 'cart' };
type TapRecord = { label: string; tapAt: number; inert: boolean; answerMs: number | null };

/**
 * In the page, before any of its scripts: each click (captured on window, before the page's own
 * listeners) is timed from the event's timeStamp to the first animation frame in which its
 * expected result shows. Results land in window.__taps.
 */
function watchTaps(expectations: Record<string, Expectation>) {
  type Tap = { label: string; tapAt: number; inert: boolean; answerMs: number | null };
  const w = window as unknown as { __taps: Tap[] };
  w.__taps = [];
  const visible = (el: Element | null) => !!el && (el as HTMLElement).checkVisibility();
  const shows = (expectation: Expectation, control: HTMLElement): boolean => {
    if (expectation.kind === 'checked') {
      const input = control as HTMLInputElement;
      const card = input.closest('label');
      return input.checked && !!card && getComputedStyle(card).boxShadow !== 'none';
    }
    if (expectation.kind === 'quantity') {
      return (
        document.querySelector<HTMLInputElement>('input[data-early="quantity"]')?.value ===
        expectation.value
      );
    }
    if (expectation.kind === 'dialog') {
      return (
        visible(
          document.querySelector(`[data-early-shell="${expectation.shell}"] [role="dialog"]`),
        ) ||
        [...document.querySelectorAll('[role="dialog"]')].some(
          (d) => visible(d) && !d.closest('[data-early-shell]'),
        )
      );
    }
    return [...document.querySelectorAll('[role="dialog"] [data-testid="cart-line"]')].some(
      (line) => {
        if (!visible(line) || !line.textContent?.includes(expectation.title)) return false;
        const count = line.querySelector<HTMLInputElement>('input[aria-label^="Quantity of"]');
        return count
          ? count.value === String(expectation.quantity)
          : line.textContent.includes(`Qty ${expectation.quantity}`);
      },
    );
  };
  addEventListener(
    'click',
    (event) => {
      const control = (event.target as Element | null)?.closest<HTMLElement>('button, input');
      const label =
        control?.getAttribute('aria-label') ??
        control?.dataset.label ??
        control?.textContent?.trim() ??
        '';
      const expectation = expectations[label];
      if (!control || !expectation) return;
      const section = control.closest<HTMLElement>('[data-deferred]');
      const tap: Tap = {
        label,
        tapAt: event.timeStamp,
        inert: section?.dataset.hydration !== 'live',
        answerMs: null,
      };
      w.__taps.push(tap);
      const frame = () => {
        if (shows(expectation, control)) tap.answerMs = performance.now() - tap.tapAt;
        else if (performance.now() - tap.tapAt < 10_000) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    },
    true,
  );
}

async function phoneCpu(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

/** Opens the product page and waits for the button and the early-taps script, not the app. */
async function openAtFirstPaint(page: Page, expectations: Record<string, Expectation>) {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.addInitScript(watchTaps, expectations);
  await phoneCpu(page);
  const release = await holdAppCode(page);
  await page.goto(`/product/${PRODUCT.handle}`, { waitUntil: 'commit' });
  await expect(addButton(page)).toBeVisible({ timeout: 30_000 });
  await page.waitForFunction(() => 'hhEarlyTaps' in window);
  return release;
}

const addButton = (page: Page) => page.locator('#buy-box [data-early="add"]');
const taps = (page: Page) =>
  page.evaluate(() => (window as unknown as { __taps: TapRecord[] }).__taps);

/** Every tap landed on inert markup and was answered within TAP_ANSWER_MS. */
/** A measured figure: in the report's annotations and in the run's output (the list reporter). */
function record(type: string, description: string) {
  test.info().annotations.push({ type, description });
  console.log(`${type}: ${description}`);
}

async function expectAnsweredAtOnce(page: Page, count: number) {
  await expect
    .poll(async () => (await taps(page)).filter((t) => t.answerMs !== null).length)
    .toBe(count);
  const recorded = await taps(page);
  record(
    'tap answers (ms, 4× CPU)',
    recorded.map((t) => `${t.label}: ${t.answerMs?.toFixed(0)}`).join('; '),
  );
  for (const tap of recorded) {
    expect(tap.inert, `${tap.label} tapped before its section was live`).toBe(true);
    expect(tap.answerMs, tap.label).toBeLessThanOrEqual(TAP_ANSWER_MS);
  }
}

type StoredLine = { productTitle: string; quantity: number; purchase: Record<string, unknown> };
const storedLines = (page: Page) =>
  page.evaluate(
    () => JSON.parse(localStorage.getItem('shopify-cart') ?? '{"lines":[]}').lines as StoredLine[],
  );

/** Once the app is live: the real drawer, its one line and the server's total. */
async function expectOneLine(page: Page, line: Omit<StoredLine, 'productTitle'>, total: string) {
  const drawer = drawerOf(page);
  // The shell goes once the app's drawer is in (then only one dialog has the name).
  await expect(page.locator('[data-early-shell]')).toHaveCount(0, { timeout: 30_000 });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByTestId('cart-line')).toHaveCount(1);
  await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server', {
    timeout: 30_000,
  });
  await expect(drawer.getByTestId('cart-total')).toHaveText(total);
  expect(await storedLines(page)).toEqual([
    expect.objectContaining({ productTitle: PRODUCT.title, ...line }),
  ]);
}

test.describe('first-paint taps on a phone (4× CPU)', () => {
  // A throttled page, hydrated after the taps: slow on a shared machine.
  test.describe.configure({ timeout: 90_000 });

  test('Add to Cart tapped at first paint: the line shows at once, and the cart gets exactly one line at the server price', async ({
    page,
  }) => {
    const release = await openAtFirstPaint(page, {
      'Add to Cart': { kind: 'line', title: PRODUCT.title, quantity: 1 },
    });
    await addButton(page).click();
    await expectAnsweredAtOnce(page, 1);
    // The shell says what is being added and names no price: only the server prices.
    const shell = page.locator('[data-early-shell="cart"]');
    await expect(shell.getByRole('dialog', { name: 'Shopping Cart' })).toBeVisible();
    await expect(shell.getByTestId('cart-line')).toHaveText(
      /Organic Black Seed Oil.*One-time purchase.*Qty 1.*Adding…/,
    );
    await expect(shell).not.toContainText('£');

    release();
    await expectOneLine(
      page,
      { quantity: 1, purchase: { kind: 'one-time', packSize: 1 } },
      '£14.99',
    );
  });

  test('a pack option, then Add to Cart: the option shows selected at once, the cart gets that pack once', async ({
    page,
  }) => {
    const release = await openAtFirstPaint(page, {
      'One-time: 2 bottles': { kind: 'checked' },
      'Add to Cart': { kind: 'line', title: PRODUCT.title, quantity: 1 },
    });
    const pack = page.getByRole('radio', { name: /^One-time: 2 bottles/ });
    await pack.click();
    await addButton(page).click();
    await expectAnsweredAtOnce(page, 2);
    await expect(page.locator('[data-early-line]')).toContainText('One-time: 2 bottles');

    release();
    await expectOneLine(
      page,
      { quantity: 1, purchase: { kind: 'one-time', packSize: 2 } },
      '£26.98',
    );
    await page.keyboard.press('Escape');
    // The accessible state is the app's: the pack is the checked radio, the price follows it.
    await expect(pack).toBeChecked();
    await expect(page.getByRole('radio', { name: /^One-time purchase/ })).not.toBeChecked();
    await expect(page.getByTestId('selected-price')).toHaveText('£26.98');
  });

  test('a subscription and the quantity, then Add to Cart: one subscription line of two deliveries', async ({
    page,
  }) => {
    const release = await openAtFirstPaint(page, {
      'Subscribe & Save: 1 month': { kind: 'checked' },
      'Increase quantity': { kind: 'quantity', value: '2' },
      'Add to Cart': { kind: 'line', title: PRODUCT.title, quantity: 2 },
    });
    await page.getByRole('radio', { name: /^Subscribe & Save: 1 month/ }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await addButton(page).click();
    await expectAnsweredAtOnce(page, 3);

    release();
    await expectOneLine(
      page,
      { quantity: 2, purchase: { kind: 'subscription', planId: 'subscribe-1month' } },
      '£28.48',
    );
    await page.keyboard.press('Escape');
    await expect(page.getByRole('radio', { name: /^Subscribe & Save: 1 month/ })).toBeChecked();
    await expect(page.getByLabel('Quantity', { exact: true })).toHaveValue('2');
  });

  test('the menu tapped at first paint opens at once, and the live menu takes over with focus', async ({
    page,
  }) => {
    const release = await openAtFirstPaint(page, {
      'Open menu': { kind: 'dialog', shell: 'menu' },
    });
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expectAnsweredAtOnce(page, 1);
    const shell = page.locator('[data-early-shell="menu"]');
    await expect(shell.getByRole('link', { name: 'Shop', exact: true })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');

    release();
    await expect(shell).toHaveCount(0, { timeout: 30_000 });
    const menu = page.getByRole('dialog', { name: /menu$/ });
    await expect(menu).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"]')))
      .toBe(true);
    // The live menu is modal: it hides the page behind it (the button too) from the
    // accessibility tree, so the button is found by its markup here.
    await expect(page.locator('button[data-early="menu"]')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  test('the cart tapped at first paint opens at once, then the live drawer', async ({ page }) => {
    const release = await openAtFirstPaint(page, {
      'Open cart, 0 items': { kind: 'dialog', shell: 'cart' },
    });
    await page.getByRole('button', { name: 'Open cart, 0 items' }).click();
    await expectAnsweredAtOnce(page, 1);
    await expect(page.locator('[data-early-shell="cart"]')).toContainText('Your cart is empty.');

    release();
    await expect(page.locator('[data-early-shell]')).toHaveCount(0, { timeout: 30_000 });
    await expect(drawerOf(page)).toBeVisible();
    expect(await storedLines(page)).toEqual([]);
  });

  test('the buy box is live after navigation on slow 4G and 4× CPU (recorded)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // The time the buy box's section goes live, in the page's own clock (from navigation start).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const box = document.getElementById('buy-box')?.closest<HTMLElement>('[data-deferred]');
        if (box?.dataset.hydration === 'live') {
          (window as unknown as { __buyBoxLive: number }).__buyBoxLive = performance.now();
          observer.disconnect();
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-hydration'],
      });
    });
    const cdp = await phoneCpu(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await page.goto(`/product/${PRODUCT.handle}`, { waitUntil: 'commit' });
    const live = await page.waitForFunction(
      () => (window as unknown as { __buyBoxLive?: number }).__buyBoxLive,
      undefined,
      { timeout: 40_000 },
    );
    const ms = Number(await live.jsonValue());
    const paint = await page.evaluate(
      () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    );
    // Recorded, not asserted: the ≤ 1.5 s goal is not met on this build (decision 106); under
    // this throttling no app code can run before ~1.7–2.0 s (109-product-page-hydration-work.md).
    record(
      'buy box live (slow 4G, 4× CPU)',
      `${ms.toFixed(0)} ms after navigation; first contentful paint ${paint?.toFixed(0)} ms`,
    );
    expect(ms).toBeGreaterThan(0);
  });
});

test.describe('the drawer after a tap on a live page, on a phone (4× CPU)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('Add to Cart on the live buy box: the drawer shows the server’s total soon after the tap (goal 500 ms)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    // From the click event's own time to the first animation frame in which the drawer shows a
    // total priced by the server.
    await page.addInitScript(() => {
      const w = window as unknown as { __tapAt: number | null; __pricedMs: number | null };
      w.__tapAt = null;
      w.__pricedMs = null;
      const longTasks: PerformanceEntry[] = [];
      (w as unknown as { __longTasks: PerformanceEntry[] }).__longTasks = longTasks;
      new PerformanceObserver((list) => longTasks.push(...list.getEntries())).observe({
        type: 'longtask',
        buffered: true,
      });
      addEventListener(
        'click',
        (event) => {
          if (w.__tapAt !== null) return;
          if (!(event.target as Element | null)?.closest('[data-early="add"]')) return;
          const tapAt = event.timeStamp;
          w.__tapAt = tapAt;
          const frame = () => {
            const total = document.querySelector<HTMLElement>(
              '[role="dialog"] [data-testid="cart-total"][data-priced-by="server"]',
            );
            if (total?.checkVisibility()) w.__pricedMs = performance.now() - tapAt;
            else if (performance.now() - tapAt < 20_000) requestAnimationFrame(frame);
          };
          requestAnimationFrame(frame);
        },
        true,
      );
    });
    await phoneCpu(page);
    await page.goto(`/product/${PRODUCT.handle}`, { waitUntil: 'commit' });
    // A shopper taps once the page is live and they have read it: by then the idle browser has
    // fetched the drawer's code.
    await page.waitForFunction(() => document.documentElement.dataset.cartReady === 'true', null, {
      timeout: 40_000,
    });
    await addButton(page).click();
    const priced = await page.waitForFunction(
      () => (window as unknown as { __pricedMs: number | null }).__pricedMs,
      null,
      { timeout: 20_000 },
    );
    const ms = Number(await priced.jsonValue());
    // Where the time goes: the drawer's code is a lazy chunk fetched on the tap, and the price
    // request starts only once the drawer has rendered (a waterfall).
    const { priceRequestAfterMs, priceAnswerAfterMs, longTasks } = await page.evaluate(() => {
      const tapAt = (window as unknown as { __tapAt: number }).__tapAt;
      const request = performance
        .getEntriesByType('resource')
        .find((e) => e.name.endsWith('/api/cart/price') && e.startTime >= tapAt) as
        | PerformanceResourceTiming
        | undefined;
      const tasks = (window as unknown as { __longTasks: PerformanceEntry[] }).__longTasks
        .filter((t) => t.startTime + t.duration >= tapAt)
        .map((t) => `${(t.startTime - tapAt).toFixed(0)}+${t.duration.toFixed(0)}`);
      return {
        priceRequestAfterMs: request ? request.startTime - tapAt : null,
        priceAnswerAfterMs: request ? request.responseEnd - tapAt : null,
        longTasks: tasks.join(', '),
      };
    });
    record(
      'drawer priced after a tap (live page, 4× CPU)',
      `${ms.toFixed(0)} ms; its price request started ${priceRequestAfterMs?.toFixed(0)} ms after the tap and was answered at ${priceAnswerAfterMs?.toFixed(0)} ms; long tasks from the tap (start+duration ms): ${longTasks || 'none'}`,
    );
    await expect(drawerOf(page).getByTestId('cart-total')).toHaveText('£14.99');
    // The goal is 500 ms: met on a quiet machine (338–423 ms in three runs, 2026-12-05; 715–914 ms
    // before the tap sent the price request itself and the drawer rendered once, priced). The
    // bound asserted leaves room for a busy CI machine and still fails the old waterfall.
    expect(priceRequestAfterMs).not.toBeNull();
    expect(priceRequestAfterMs).toBeLessThan(200);
    expect(ms).toBeLessThan(DRAWER_PRICED_MS);
  });
});
