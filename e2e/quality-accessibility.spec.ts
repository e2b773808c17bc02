import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { signUpThroughApi } from './auth-helpers';

// Axe-core finds no accessibility violation, of any impact, on the
// shop's main pages at phone and desktop widths, signed out and (account) signed in. axe is
// injected from node_modules/axe-core and run in the page (@axe-core/playwright is not used: it
// does not run on every supported Node version). The app's CSP allows only its own scripts, so
// this file's pages bypass CSP to let the injected script run; nothing else changes.

const AXE_SOURCE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
};

test.use({ bypassCSP: true });
// axe walks every node of long pages (the product page's marketing sections) on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Waits for the page's own content and its lazy parts (footer, carousel engine) to settle. */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // Scroll through once so near-viewport code (the reviews carousel) has attached.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('contentinfo')).toBeAttached();
}

async function findViolations(page: Page): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ path: AXE_SOURCE_PATH });
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    // target-size (WCAG 2.2 AA) is off in axe's defaults but on in Lighthouse: check it too.
    const result = await axe.run(document, {
      resultTypes: ['violations'],
      rules: { 'target-size': { enabled: true } },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
}

function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n${v.nodes
          .slice(0, 5)
          .map((n) => `    ${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
          .join('\n')}`,
    )
    .join('\n');
}

/** Opens the path at the width and expects axe to report nothing. */
async function expectNoViolations(page: Page, path: string, viewport: (typeof VIEWPORTS)[number]) {
  await page.setViewportSize(viewport);
  await page.goto(path);
  await settle(page);
  const violations = await findViolations(page);
  expect(violations, `${path} at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual(
    [],
  );
}

const PUBLIC_PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop' },
  { name: 'product page', path: '/product/black-seed-oil' },
  { name: 'bulk cups page', path: '/bulk-cupping-cups' },
  { name: 'contact', path: '/contact' },
  { name: 'sign in / sign up', path: '/auth' },
];

for (const viewport of VIEWPORTS) {
  for (const { name, path } of PUBLIC_PAGES) {
    test(`the ${name} has no axe violations at ${viewport.width} px`, async ({ page }) => {
      await expectNoViolations(page, path, viewport);
    });
  }
}

test('the account page (signed in) has no axe violations at 375 and 1280 px', async ({ page }) => {
  test.slow();
  await signUpThroughApi(page, { prefix: 'a11y' });
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Amira' })).toBeVisible();
  for (const viewport of VIEWPORTS) await expectNoViolations(page, '/account', viewport);
});

test('the cart drawer, with a typed count refused, has no axe violations at 375 and 1280 px', async ({
  page,
}) => {
  test.slow();
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    await page.goto('/product/black-seed-oil');
    await page.evaluate(() => localStorage.removeItem('shopify-cart'));
    await page.reload();
    await page.getByRole('radio', { name: /^One-time purchase/ }).check();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    const drawer = page.getByRole('dialog', { name: 'Shopping Cart' });
    await expect(drawer.getByTestId('cart-total')).toHaveAttribute('data-priced-by', 'server');
    const quantity = drawer.getByRole('textbox', { name: /^Quantity of Organic Black Seed Oil/ });
    await quantity.fill('abc');
    await quantity.press('Enter');
    await expect(drawer.getByRole('alert')).toHaveText('Quantity must be a whole number');
    const violations = await findViolations(page);
    expect(violations, `drawer at ${viewport.width}px:\n${describeViolations(violations)}`).toEqual(
      [],
    );
  }
});
