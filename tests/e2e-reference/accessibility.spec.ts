import { axeProblems } from '../e2e/guard';
import { expect, test } from './reference';
import { CABINET_PAGES, inLanguage, openDrawn, signInToCabinet, withWholeWeek, type Language } from './pages';

/**
 * Every page of the cabinet, with all its blocks drawn on the reference data, in Russian and in
 * Arabic (right to left), has no serious or critical finding of axe-core under WCAG 2.2 AA
 * (tests/e2e/guard.ts: AXE_RUNS, the targets' size included); in English, the language the
 * messages are written in, the home and the first page of each section. One browser context per
 * language, signed in once.
 */

test.use({ timezoneId: 'Europe/Moscow' });

const ENGLISH_PAGES = [
  '/cabinet',
  '/cabinet/info/main',
  '/cabinet/music/main',
  '/cabinet/video/main',
  '/cabinet/reports',
  '/cabinet/alerts',
] as const satisfies readonly (typeof CABINET_PAGES)[number][];

for (const language of ['ru', 'en', 'ar'] as const satisfies readonly Language[]) {
  test(`every page in ${language}, its blocks drawn, meets WCAG 2.2 AA`, async ({ page }) => {
    test.setTimeout(240_000);
    await inLanguage(page, language);
    await page.goto('/login');
    expect(await axeProblems(page), '/login').toEqual([]);
    await signInToCabinet(page);
    const pages: string[] = language === 'en' ? [...ENGLISH_PAGES] : [...CABINET_PAGES];
    if (language !== 'en') {
      // A transcript, as its list opens it.
      await openDrawn(page, '/cabinet/reports/transcription');
      const transcript = await page.locator('a.open-link').first().getAttribute('href');
      if (transcript) pages.push(transcript);
    }
    for (const path of pages) {
      await test.step(path, async () => {
        await openDrawn(page, withWholeWeek(path));
        expect.soft(await axeProblems(page), path).toEqual([]);
      });
    }
  });
}
