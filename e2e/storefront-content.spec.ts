import { expect, test } from '@playwright/test';
import { BLOG_STRINGS } from '../src/core/content/articles';
import { CONTACT_PAGE } from '../src/core/content/contact-info';
import { buildLastUpdatedText } from '../src/core/content/legal';
import { CONTACT_MESSAGES } from '../src/core/schemas/contact';

const labels = CONTACT_PAGE.form.labels;

test.describe('contact and content pages', () => {
  test('the contact form shows each field error, then sends', async ({ page }) => {
    await page.goto('/contact');
    await expect(
      page.getByRole('heading', { level: 1, name: CONTACT_PAGE.hero.heading }),
    ).toBeVisible();
    await expect(page.getByText('Mon-Fri 9:00-5:30')).toBeVisible();
    await expect(page.getByRole('heading', { name: CONTACT_PAGE.findUs.heading })).toBeVisible();
    await expect(page.getByText(CONTACT_PAGE.form.requiredNote)).toBeVisible();

    await page.getByRole('button', { name: CONTACT_PAGE.form.submit }).click();
    for (const message of [
      CONTACT_MESSAGES.nameMin,
      CONTACT_MESSAGES.emailInvalid,
      CONTACT_MESSAGES.subjectMin,
      CONTACT_MESSAGES.messageMin,
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }

    await page.getByLabel(labels.name).fill('Amira Khan');
    await page.getByLabel(labels.email).fill('amira.khan@example.co.uk');
    await page.getByLabel(labels.phone).fill('07700 900123');
    await page.getByLabel(labels.subject).fill('Manuka grades');
    await page
      .getByLabel(labels.message)
      .fill('Which grade would you suggest for a daily spoonful?');
    await page.getByRole('button', { name: CONTACT_PAGE.form.submit }).click();
    await expect(page.getByText(CONTACT_PAGE.toasts.success.title)).toBeVisible();
    await expect(page.getByText(CONTACT_PAGE.toasts.success.description)).toBeVisible();
    await expect(page.getByLabel(labels.name)).toHaveValue('');
    await expect(page.getByText(CONTACT_MESSAGES.nameMin)).toHaveCount(0);
  });

  test('an unknown journal slug shows Blog Post Not Found with a way home', async ({ page }) => {
    await page.goto('/blog/not-a-real-article');
    await expect(page.getByRole('heading', { name: BLOG_STRINGS.notFoundTitle })).toBeVisible();
    await page.getByRole('link', { name: BLOG_STRINGS.backHome }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('story, guide and legal pages carry their links and fixed dates', async ({ page }) => {
    await page.goto('/story');
    await expect(page.getByRole('link', { name: 'Explore Our Products' })).toHaveAttribute(
      'href',
      '/shop',
    );
    await expect(page.getByRole('link', { name: 'Back', exact: true })).toHaveAttribute(
      'href',
      '/',
    );

    await page.goto('/manuka-honey');
    await expect(page.getByRole('rowheader', { name: 'UMF 20+' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'MGO 829+' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Shop Manuka Honey' }).first()).toHaveAttribute(
      'href',
      '/shop?collection=raw-honey',
    );

    await page.goto('/terms');
    await expect(page.getByText(buildLastUpdatedText())).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText(buildLastUpdatedText())).toBeVisible();
  });
});
