import { expect, type Page, test } from '@playwright/test';
import { signInAsDemoAdmin } from './auth-helpers';
import { E2E_ADMIN_BASE_URL as BASE_URL, E2E_ADMIN_DATA_DIR as DATA_DIR } from './env.mjs';

// The admin tab list: every tab whole at 1280 px, the open tab on screen at 375 px, the owner's
// first tab the dashboard, and the export tab named for what its panel does.

async function tabFits(page: Page, name: string) {
  return page.evaluate((label) => {
    const tab = [...document.querySelectorAll('[role="tab"]')].find(
      (t) => t.textContent?.trim() === label,
    );
    if (!tab) return 'missing';
    const box = tab.getBoundingClientRect();
    let clip = { left: 0, right: window.innerWidth };
    for (let el = tab.parentElement; el; el = el.parentElement) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'visible') {
        const r = el.getBoundingClientRect();
        clip = { left: Math.max(clip.left, r.left), right: Math.min(clip.right, r.right) };
      }
    }
    return box.left >= clip.left - 0.5 && box.right <= clip.right + 0.5 ? 'whole' : 'clipped';
  }, name);
}

test('admin tabs: all whole at 1280 px, the open one on screen at 375 px', async ({ browser }) => {
  const staff = await (await browser.newContext({ baseURL: BASE_URL })).newPage();
  await signInAsDemoAdmin(staff, { origin: BASE_URL, dataDir: DATA_DIR });

  await staff.setViewportSize({ width: 1280, height: 900 });
  await staff.goto('/admin?tab=audit');
  await expect(staff.getByRole('tab', { name: 'Audit Log' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const tab of await staff.getByRole('tab').allTextContents()) {
    expect(await tabFits(staff, tab.trim()), `${tab} at 1280 px`).toBe('whole');
  }
  await staff.screenshot({ path: 'test-results/admin-tabs/audit-1280.png' });

  await staff.setViewportSize({ width: 375, height: 800 });
  await staff.goto('/admin?tab=audit');
  await expect(staff.getByRole('tab', { name: 'Audit Log' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(() => tabFits(staff, 'Audit Log')).toBe('whole');
  await staff.screenshot({ path: 'test-results/admin-tabs/audit-375.png' });

  await staff.goto('/admin');
  await expect(staff.getByRole('tab', { selected: true })).toHaveText('Dashboard');
  await staff.goto('/admin?tab=import');
  await expect(staff.getByRole('tab', { selected: true })).toHaveText('Export to Shopify');
  await expect(staff.getByRole('tabpanel').getByText('Export to Shopify').first()).toBeVisible();
  await staff.screenshot({ path: 'test-results/admin-tabs/export-375.png' });
});
