import type { Page } from '@playwright/test';
import { SECTIONS } from '../../src/lib/sections';
import { signInToConsole } from './admin-helpers';
import { expect, test } from './guard';
import { signedInAs } from './helpers';

/**
 * Section 2: each cabinet section sets its own colour theme (`data-theme` from the section
 * registry, src/lib/sections.ts; `[data-theme='…'] { --accent }` in src/ui/styles.css), and the
 * admin console its own. Read as the browser resolved it, one page of each.
 */

/** The accent colour the browser resolved for the frame: the header's rule is drawn in it. */
const accentOf = (page: Page) =>
  page.locator('.cabinet-header').evaluate((element) => getComputedStyle(element).borderBlockEndColor);

test('each section’s pages carry its colour theme, and the themes differ', async ({ page }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedInAs(page);
  const accents = new Map<string, string>();
  for (const section of SECTIONS.filter((entry) => entry.console === 'cabinet')) {
    await page.goto(section.home);
    await expect(page).toHaveURL(new RegExp(`^[^?]*${section.home}`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('.cabinet'), section.key).toHaveAttribute('data-theme', section.theme);
    accents.set(section.key, await accentOf(page));
  }
  await signInToConsole(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.cabinet')).toHaveAttribute('data-theme', 'admin');
  accents.set('admin', await accentOf(page));

  expect([...accents.keys()]).toEqual(['info', 'music', 'video', 'reports', 'admin']);
  expect(new Set(accents.values()).size, `accents: ${JSON.stringify(Object.fromEntries(accents))}`).toBe(accents.size);
});
