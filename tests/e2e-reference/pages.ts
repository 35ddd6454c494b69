import type { Page } from '@playwright/test';
import { drawEveryBlock } from '../e2e/helpers';
import { expect, moscowDay } from './reference';

/** The cabinet's pages, each as a person opens it from the menus (the section's default filters). */
export const CABINET_PAGES = [
  '/cabinet',
  '/cabinet/info/main',
  '/cabinet/info/themes',
  '/cabinet/info/stories',
  '/cabinet/info/persons',
  '/cabinet/info/entities',
  '/cabinet/info/sources',
  '/cabinet/info/channels-statistic',
  '/cabinet/info/pivot',
  '/cabinet/info/broadcast',
  '/cabinet/info/reports',
  '/cabinet/music/main',
  '/cabinet/music/reports',
  '/cabinet/music/upload',
  '/cabinet/music/upload/history',
  '/cabinet/video/main',
  '/cabinet/video/persons',
  '/cabinet/video/entities',
  '/cabinet/video/search',
  '/cabinet/video/reports',
  '/cabinet/video/sources/video',
  '/cabinet/video/sources/source',
  '/cabinet/video/sources/person',
  '/cabinet/video/sources/entity',
  '/cabinet/reports',
  '/cabinet/reports/transcription',
  '/cabinet/alerts',
] as const;

/** The analytics pages: those whose blocks of figures follow the section's filters. */
export const ANALYTICS_PAGES = [
  '/cabinet/info/main',
  '/cabinet/info/themes',
  '/cabinet/info/stories',
  '/cabinet/info/persons',
  '/cabinet/info/entities',
  '/cabinet/info/sources',
  '/cabinet/info/channels-statistic',
  '/cabinet/info/pivot',
  '/cabinet/info/broadcast',
  '/cabinet/music/main',
  '/cabinet/video/main',
  '/cabinet/video/persons',
  '/cabinet/video/entities',
] as const;

/**
 * A page with the last seven whole days as its period (for a page with the section's filters):
 * every block has figures whatever the day of the week or the hour, even just after midnight on a
 * Monday, when this week has barely begun.
 */
export function withWholeWeek(path: string): string {
  const filtered = (ANALYTICS_PAGES as readonly string[]).includes(path);
  return filtered ? `${path}?period[start_date]=${moscowDay(-7)}&period[end_date]=${moscowDay(-1)}` : path;
}

export type Language = 'ru' | 'en' | 'ar';

/** The app in this language from its first page on. */
export async function inLanguage(page: Page, language: Language) {
  await page.addInitScript((chosen) => localStorage.setItem('user-locale', chosen), language);
}

/** Signs in to the cabinet with the account that sees every section, on the sign-in page of any language. */
export async function signInToCabinet(page: Page) {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill('anna.smirnova@mediagroup.ru');
  await page.locator('input[type="password"]').fill('Secret-2026');
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
}

/**
 * Opens a page and waits until it has drawn all it shows: every block of a page of blocks
 * (scrolled to, as they draw near the window), every answer in, every chart drawn; then back at the
 * top. A block left loading, failed or empty fails the wait, so the checks run on real content.
 */
export async function openDrawn(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
  if ((await page.locator('.blocks').count()) > 0) await drawEveryBlock(page);
  // Every answer in, and every chart drawn (a chart's code loads as it is first drawn).
  await expect(page.locator('.block-loading, .loading-overlay, .chart-frame-canvas:not(:has(svg))')).toHaveCount(0, {
    timeout: 20_000,
  });
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}
