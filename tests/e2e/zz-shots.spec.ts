import { test } from '@playwright/test';
import { signedInToCabinet } from './helpers';
const PAGES = (process.env.SHOTS ?? '/cabinet/music/main').split(',');
test('shots', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: Number(process.env.SHOT_W ?? 1280), height: 900 });
  await page.goto('/login'); await signedInToCabinet(page);
  if (process.env.SHOT_LANG) await page.evaluate((l) => localStorage.setItem('user-locale', l), process.env.SHOT_LANG);
  for (const p of PAGES) {
    await page.goto(p); await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/shot-${p.replace(/\W+/g, '-')}-${process.env.SHOT_W ?? 1280}${process.env.SHOT_LANG ?? ''}.png`, fullPage: true });
  }
});
