import { expect, test } from '@playwright/test';
import { CONTACT_PAGE } from '../src/core/content/contact-info';
import { HOME_NEWSLETTER } from '../src/core/content/home';
import { holdAppCode, waitForAppReady } from './first-paint-helpers';

// What a visitor types into the server's page before its code has run is kept when the page goes
// live (src/web/lib/typed-before-live.ts): the app's scripts are held until the fields are
// filled, so the typing always lands on the inert markup, whatever the machine's speed.

const labels = CONTACT_PAGE.form.labels;

test.describe('text typed before the page is live', () => {
  test('the newsletter (a field kept in component state) sends what was typed', async ({
    page,
  }) => {
    const release = await holdAppCode(page);
    await page.goto('/#newsletter', { waitUntil: 'commit' });
    const email = page.getByRole('textbox', { name: HOME_NEWSLETTER.emailLabel });
    await email.fill(`early-reader-${Date.now()}@example.co.uk`);
    release();
    await waitForAppReady(page);
    await page.getByRole('button', { name: HOME_NEWSLETTER.button }).click();
    await expect(page.getByText(HOME_NEWSLETTER.successToast)).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('the contact form (react-hook-form) keeps every field and sends', async ({ page }) => {
    const release = await holdAppCode(page);
    await page.goto('/contact', { waitUntil: 'commit' });
    const typed = {
      [labels.name]: 'Amira Khan',
      [labels.email]: 'amira.early@example.co.uk',
      [labels.phone]: '07700 900123',
      [labels.subject]: 'Manuka grades',
      [labels.message]: 'Which grade would you suggest for a daily spoonful?',
    };
    for (const [label, value] of Object.entries(typed)) {
      await page.getByLabel(label).fill(value);
    }
    release();
    await waitForAppReady(page);
    for (const [label, value] of Object.entries(typed)) {
      await expect(page.getByLabel(label)).toHaveValue(value);
    }
    await page.getByRole('button', { name: CONTACT_PAGE.form.submit }).click();
    await expect(page.getByText(CONTACT_PAGE.toasts.success.title)).toBeVisible();
    await expect(page.getByLabel(labels.name)).toHaveValue('');
  });
});
