import { expect, type Page } from '@playwright/test';

/**
 * The page at a phone's and a desktop's width: its own content (main) must not be wider than the
 * screen (the site header is shared with every page), and a full-page screenshot of each goes to
 * `test-results/<folder>/<name>-<width>.png`. Leaves the page at the desktop width.
 */
export async function shootAtBothWidths(page: Page, folder: string, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    expect(
      await page.evaluate(() => document.querySelector('main')?.scrollWidth ?? Infinity),
      `${name} at ${width} px: content wider than the screen`,
    ).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `test-results/${folder}/${name}-${width}.png`, fullPage: true });
  }
}
