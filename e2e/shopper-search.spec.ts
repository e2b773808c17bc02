import { expect, type Page, test } from '@playwright/test';
import { SEARCH_STRINGS } from '../src/core/content/search';

const MANUKA_HONEYS = [
  'Manuka Honey MGO 263+',
  'Manuka Honey MGO 514+',
  'Manuka Honey UMF 20+ MGO 829+',
  'Manuka Honey with Black Seed',
];

const BLACK_SEED_ARTICLE = 'Black Seed Oil: An Ancient Remedy';

async function openHeaderSearch(page: Page) {
  await page.getByRole('banner').getByRole('link', { name: 'Search', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: SEARCH_STRINGS.dialogTitle });
  await expect(dialog).toBeVisible();
  return dialog.getByRole('combobox', { name: SEARCH_STRINGS.inputLabel });
}

test.describe('search (issue 19)', () => {
  for (const typed of ['manuka', 'manuca']) {
    test(`the header suggests the Manuka honeys for "${typed}"`, async ({ page }) => {
      await page.goto('/');
      const input = await openHeaderSearch(page);
      await expect(input).toBeFocused();
      await input.pressSequentially(typed, { delay: 30 });
      const listbox = page.getByRole('listbox', { name: SEARCH_STRINGS.suggestionsLabel });
      await expect(input).toHaveAttribute('aria-expanded', 'true');
      for (const name of MANUKA_HONEYS) {
        await expect(
          listbox.getByRole('option', { name: new RegExp(escapeRegExp(name)) }),
        ).toBeVisible();
      }
      await expect(listbox.getByRole('option', { name: /Wholesale/ })).toHaveCount(0);
      await expect(listbox.getByRole('option').last()).toHaveText(SEARCH_STRINGS.seeAll(typed));

      // Keyboard: the last option (wrapping up from none) is "See all results".
      await input.press('ArrowUp');
      const last = listbox.getByRole('option').last();
      await expect(last).toHaveAttribute('aria-selected', 'true');
      await expect(input).toHaveAttribute('aria-activedescendant', 'search-option-all');
      await input.press('Enter');
      await expect(page).toHaveURL(`/search?q=${typed}`);
      await expect(
        page.getByRole('heading', { level: 1, name: SEARCH_STRINGS.resultsTitle(typed) }),
      ).toBeVisible();
      const products = page.getByTestId('search-products').getByRole('link');
      await expect(products).toHaveCount(4);
      for (const name of MANUKA_HONEYS) {
        await expect(products.filter({ hasText: name })).toHaveCount(1);
      }
    });
  }

  test('arrow keys pick a product suggestion and Enter opens it', async ({ page }) => {
    await page.goto('/shop');
    const input = await openHeaderSearch(page);
    await input.fill('ashwagandha');
    const first = page.getByRole('option').first();
    await expect(first).toContainText('Ashwagandha KSM-66');
    await input.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await input.press('Enter');
    await expect(page).toHaveURL('/product/ashwagandha-ksm66-capsules');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the results page is server-rendered and its filters narrow it', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/search?q=manuca')).text();
    for (const name of MANUKA_HONEYS) expect(html).toContain(name.replaceAll('&', '&amp;'));
    expect(html).not.toContain('Wholesale Manuka');
    expect(html).toContain('<meta name="robots" content="noindex');

    await page.goto('/search?q=black%20seed');
    const filters = page.getByRole('navigation', { name: SEARCH_STRINGS.filtersLabel });
    const products = page.getByTestId('search-products').getByRole('link');
    const articles = page.getByTestId('search-articles').getByRole('link');
    await expect(articles.first()).toContainText(BLACK_SEED_ARTICLE);
    await filters.getByRole('link', { name: 'Vegan' }).click();
    await expect(page).toHaveURL('/search?q=black+seed&diet=vegan');
    await expect(products).toHaveCount(3);
    await expect(products.filter({ hasText: 'Organic Black Seed Oil' })).toHaveCount(1);
    await expect(page.getByTestId('search-articles')).toHaveCount(0);
    await filters.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL('/search?q=black+seed&kind=articles');
    await expect(page.getByTestId('search-products')).toHaveCount(0);
    await expect(articles.first()).toContainText(BLACK_SEED_ARTICLE);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
