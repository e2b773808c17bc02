import { expect, test } from '@playwright/test';
import { ARTICLES, BLOG_STRINGS } from '../src/core/content/articles';
import { HOME_HERO, HOME_NEWSLETTER } from '../src/core/content/home';
import { REVIEWS_SECTION } from '../src/core/content/reviews';

test.describe('home page', () => {
  test('Explore Collection opens the Black Seed shop with pound prices', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: HOME_HERO.headline })).toBeVisible();
    await page.getByRole('link', { name: HOME_HERO.primaryCta.label }).click();
    await expect(page).toHaveURL(/\/shop\?collection=black-seed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Black Seed' })).toBeVisible();
    const card = page.getByRole('article').filter({ hasText: 'Organic Black Seed Oil' });
    await expect(card).toContainText('£14.99');
    // Each collection has its own title.
    await expect(page).toHaveTitle('Black Seed | Habba & Honey Shop');
  });

  test('Learn More scrolls to the founder story', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: HOME_HERO.secondaryCta.label }).click();
    await expect(page.locator('#about')).toBeInViewport();
  });

  test('a journal card opens its article', async ({ page }) => {
    const article = ARTICLES[1]!;
    await page.goto('/');
    await page.getByRole('link', { name: article.title }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${article.slug}$`));
    await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: BLOG_STRINGS.referencesHeading })).toBeVisible();
    await expect(page.getByRole('link', { name: BLOG_STRINGS.viewSource }).first()).toBeVisible();
    await page.getByRole('link', { name: BLOG_STRINGS.shopNow }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('the newsletter thanks the subscriber and clears the field', async ({ page }) => {
    await page.goto('/#newsletter');
    const email = page.getByRole('textbox', { name: HOME_NEWSLETTER.emailLabel });
    await email.fill(`reader-${Date.now()}@example.co.uk`);
    await page.getByRole('button', { name: HOME_NEWSLETTER.button }).click();
    await expect(page.getByText(HOME_NEWSLETTER.successToast)).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('the reviews carousel moves by mouse drag and by arrow keys', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/#reviews');
    const carousel = page.getByRole('region', { name: REVIEWS_SECTION.eyebrow });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute('data-selected-snap', '0');
    const box = await carousel.boundingBox();
    if (!box) throw new Error('carousel not visible');
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step++) {
      await page.mouse.move(box.x + box.width * (0.8 - step * 0.06), y);
    }
    await page.mouse.up();
    await expect(carousel).not.toHaveAttribute('data-selected-snap', '0');

    const previous = page.getByRole('button', { name: REVIEWS_SECTION.previousLabel });
    while (await previous.isEnabled()) await previous.click();
    await expect(carousel).toHaveAttribute('data-selected-snap', '0');
    await carousel.focus();
    await page.keyboard.press('ArrowRight');
    await expect(carousel).toHaveAttribute('data-selected-snap', '1');
  });
});
