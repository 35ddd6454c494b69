import { expect, test } from './guard';
import { layoutShifts, pageWidth, signedInAs, watchLayoutShifts } from './helpers';
import { SECTIONS } from '../../src/lib/sections';

/**
 * Nothing on an info page moves while its data arrives: each block reserves its height, the
 * bottom bar knows its buttons at the first paint, the charts replace their placeholders in
 * place. Measured as the browser's own layout-shift score on a phone, page by page.
 */
const INFO_PAGES = SECTIONS.find((section) => section.key === 'info')!.pages.map((page) => page.path);

test('info pages do not shift while their data arrives (phone)', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await watchLayoutShifts(page);
  await signedInAs(page);
  const scores: Record<string, number> = {};
  for (const path of INFO_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .block-loading, .chart-frame-fallback')).toHaveCount(0);
    scores[path] = (await layoutShifts(page)).score;
    // Nothing makes the page wider than the phone: a wider page moves its fixed bars as it grows.
    const width = await pageWidth(page);
    expect(width.page, `${path} is wider than the screen: ${width.wide}`).toBeLessThanOrEqual(width.screen);
  }
  for (const [path, score] of Object.entries(scores)) expect(score, path).toBeLessThan(0.02);
});
