import { expect, type Locator, type Page, test } from '@playwright/test';
import { CUP_SIZES } from '../src/core/content/cup-sizes';
import { formatGBP } from '../src/core/money';
import { groupThousands } from '../src/core/number-format';
import { CUP_PRICE_TIERS, CUP_STEP } from '../src/core/pricing/cup-tiers';

// Hover never moves what the pointer is on: on /bulk-cupping-cups the volume
// pricing (tier) cards and the cup size cards keep their box when hovered, so the pointer that
// is on a card stays on it and a click lands where it was aimed. Each card is hovered, its box
// measured once every transition the hover started has finished, then clicked as a shopper
// clicks (no force, run with --retries=0), and the click does what it says.

type Box = { x: number; y: number; width: number; height: number };

/** The elements' boxes in the page (not the viewport), once their running transitions have ended. */
async function settledBoxes(...locators: Locator[]): Promise<Box[]> {
  const boxes: Box[] = [];
  for (const locator of locators) {
    boxes.push(
      await locator.evaluate(async (el) => {
        await Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished));
        const r = el.getBoundingClientRect();
        return { x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height };
      }),
    );
  }
  return boxes;
}

/** Parks the pointer in the page's top-left corner, on nothing that reacts to it. */
async function pointerAway(page: Page) {
  await page.mouse.move(0, 0);
}

/** Hovers `target`: neither its box nor those of `around` (the card it is in) move. */
async function expectStillUnderHover(page: Page, target: Locator, ...around: Locator[]) {
  await target.scrollIntoViewIfNeeded();
  await pointerAway(page);
  const before = await settledBoxes(target, ...around);
  await target.hover();
  expect(await settledBoxes(target, ...around), 'the boxes under the pointer').toEqual(before);
}

/** Waits for a smooth scroll to end: the page's scroll position the same on two frames. */
async function scrollSettled(page: Page) {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const y = scrollY;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y)));
      }),
  );
}

async function openCupsPage(page: Page, width: number) {
  await page.setViewportSize({ width, height: width < 640 ? 812 : 900 });
  await page.goto('/bulk-cupping-cups');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
  // The click must take effect: the cup builder and the cards answer once the app is live.
  await page.waitForFunction(() => document.documentElement.dataset.appReady === 'true');
}

// Seven or ten cards, each measured at rest and under the pointer: longer than one click.
test.describe.configure({ timeout: 90_000 });

for (const width of [375, 1280]) {
  test(`at ${width} px every volume pricing card keeps its box under the pointer and its click goes to the builder`, async ({
    page,
  }) => {
    await openCupsPage(page, width);
    const section = page.getByRole('region', { name: 'Build your order' });
    await expect(
      page.getByRole('region', { name: 'Volume pricing' }).getByRole('button'),
    ).toHaveCount(CUP_PRICE_TIERS.length);
    const heading = page.getByRole('heading', { name: 'Build your order' });
    for (const tier of CUP_PRICE_TIERS) {
      const price = formatGBP(tier.pricePerCup).replace('.', '\\.');
      const card = page.getByRole('button', {
        name: new RegExp(`^${groupThousands(tier.quantity)} cups ${price}/cup`),
      });
      await expect(card).toHaveCount(1);
      await expectStillUnderHover(page, card);
      // Away from the builder, its section not focused: the click alone brings both.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await expect(heading).not.toBeInViewport();
      await card.click();
      await expect(section).toBeFocused();
      await expect(heading).toBeInViewport();
      await scrollSettled(page);
    }
  });

  test(`at ${width} px every cup size card and its add button keep their box under the pointer and the click adds ${CUP_STEP} cups`, async ({
    page,
  }) => {
    await openCupsPage(page, width);
    let total = 0;
    for (const cup of CUP_SIZES) {
      const card = page.getByRole('article', { name: cup.size, exact: true });
      const add = card.getByRole('button', { name: `Add ${CUP_STEP} ${cup.size} cups` });
      await expectStillUnderHover(page, card);
      await expectStillUnderHover(page, add, card);
      const before = await settledBoxes(card);
      await add.click();
      total += CUP_STEP;
      await expect(card.getByRole('status', { name: `${cup.size} quantity` })).toHaveText(
        String(CUP_STEP),
      );
      await expect(page.getByTestId('cups-total-count')).toHaveText(String(total));
      // Chosen, the card is outlined, not moved or resized.
      await pointerAway(page);
      expect(await settledBoxes(card), `${cup.size} card once chosen`).toEqual(before);
    }
  });
}
