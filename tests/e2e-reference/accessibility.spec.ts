import { axeProblems } from '../e2e/guard';
import { expect, test } from './reference';
import { CABINET_PAGES, inLanguage, openDrawn, signInToCabinet, withWholeWeek, type Language } from './pages';

/**
 * Every page of the cabinet, with all its blocks drawn on the reference data, in each language,
 * has no serious or critical finding of axe-core under WCAG 2.2 AA (tests/e2e/guard.ts: AXE_RUNS,
 * the targets' size included). One browser context per language, signed in once.
 */

test.use({ timezoneId: 'Europe/Moscow' });

for (const language of ['ru', 'en', 'ar'] as const satisfies readonly Language[]) {
  test(`every page in ${language}, its blocks drawn, meets WCAG 2.2 AA`, async ({ page }) => {
    test.setTimeout(240_000);
    await inLanguage(page, language);
    await page.goto('/login');
    expect(await axeProblems(page), '/login').toEqual([]);
    await signInToCabinet(page);
    const pages: string[] = [...CABINET_PAGES];
    // A transcript, as its list opens it.
    await openDrawn(page, '/cabinet/reports/transcription');
    const transcript = await page.locator('a.open-link').first().getAttribute('href');
    if (transcript) pages.push(transcript);
    for (const path of pages) {
      await test.step(path, async () => {
        await openDrawn(page, withWholeWeek(path));
        expect.soft(await axeProblems(page), path).toEqual([]);
      });
    }
  });
}
