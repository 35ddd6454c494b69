import { expect, test } from './guard';
import { signedInToCabinet } from './helpers';
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
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/login');
  await signedInToCabinet(page);
  const scores: Record<string, number> = {};
  for (const path of INFO_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .block-loading, .chart-frame-fallback')).toHaveCount(0);
    // Two frames, so the last render has been laid out and reported.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    scores[path] = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0));
    // Nothing makes the page wider than the phone: a wider page moves its fixed bars as it grows.
    const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: document.documentElement.clientWidth }));
    expect(width.page, `${path} is wider than the screen`).toBeLessThanOrEqual(width.screen);
  }
  for (const [path, score] of Object.entries(scores)) expect(score, path).toBeLessThan(0.02);
});
