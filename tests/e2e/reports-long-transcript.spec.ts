import { expect, test } from './guard';
import { openTranscript, signedInAs } from './helpers';

/**
 * A transcript at the contract's largest (5000 utterances) keeps the page responsive: the first
 * utterances show while the rest are drawn in chunks, no task runs long, and the search covers
 * all of it, marking a match at the very end.
 */

// Trace snapshots of 5000 utterances at every step would cost far more than the page itself. In CI
// no trace is recorded anyway (playwright.config.ts), and the option is left alone there: a trace
// setting of its own would give these tests a browser of their own, started last and run alone.
if (!process.env.CI) test.use({ trace: 'off' });

test('a transcript of 5000 utterances stays responsive: drawn in chunks, searched in full', async ({ page }) => {
  test.setTimeout(90_000);
  await page.addInitScript(() => {
    const tasks: number[] = [];
    (window as unknown as { __tasks: number[] }).__tasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  await signedInAs(page);
  const segments = Array.from({ length: 5000 }, (_, index) => ({
    start: index * 3,
    end: index * 3 + 3,
    speaker: index % 3 ? 'Ведущий' : 'Михаил Орлов',
    ...(index % 3 ? {} : { person_id: 101 }),
    text: `Реплика ${index}: совет директоров Банка России оставил ключевую ставку без изменений.`,
  }));
  segments[4999] = { ...segments[4999]!, text: 'Последняя реплика: квазар.' };
  await openTranscript(page, segments);
  // Read through the page's own script, as locators would each walk 5000 utterances.
  // The first utterances are on screen while the rest are still being drawn.
  const first = await page.waitForFunction(
    () => document.querySelectorAll('.utterance').length || undefined,
    undefined,
    { timeout: 30_000, polling: 'raf' },
  );
  expect(await first.jsonValue()).toBeLessThan(5000);
  await page.waitForFunction(() => document.querySelectorAll('.utterance').length === 5000, undefined, {
    timeout: 45_000,
  });
  const found = await page.evaluate(async () => {
    const input = document.querySelector<HTMLInputElement>('input[type=search]')!;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'квазар');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const status = document.querySelector('.transcript-search-count')!;
    await new Promise<void>((done) => {
      const check = () => (status.textContent?.includes('совпад') ? done() : setTimeout(check, 10));
      check();
    });
    Array.from(document.querySelectorAll<HTMLButtonElement>('.transcript-search-steps button')).at(-1)!.click();
    await new Promise<void>((done) => {
      const check = () => (document.querySelector('mark.is-current') ? done() : setTimeout(check, 10));
      check();
    });
    return { status: status.textContent, current: document.querySelector('mark.is-current')?.closest('li')?.id };
  });
  expect(found).toEqual({ status: 'Совпадение 1 из 1', current: 't-14997' });
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  expect(Math.max(0, ...tasks), `long tasks: ${tasks.join(', ')} ms`).toBeLessThan(500);
  // The guard's accessibility check runs on a page of ordinary size (a transcript's own in the tests above).
  await page.evaluate(() => window.location.assign('/cabinet/reports'));
  await page.waitForURL('/cabinet/reports');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('in a transcript of 5000 utterances of every length, each search hit lands exactly in place', async ({ page }) => {
  test.setTimeout(90_000);
  await signedInAs(page);
  // Utterances of one to twelve lines, so the height the browser assumes for an utterance it has
  // not laid out yet is wrong nearly everywhere.
  const sentence = 'совет директоров Банка России оставил ключевую ставку без изменений. ';
  const hits = [700, 1800, 2900, 4100];
  const segments = Array.from({ length: 5000 }, (_, index) => ({
    start: index * 2,
    end: index * 2 + 2,
    speaker: index % 3 ? 'Ведущий' : 'Михаил Орлов',
    text: `Реплика ${index}: ${sentence.repeat(1 + ((index * 7) % 12))}${hits.includes(index) ? 'квазар' : ''}`,
  }));
  await openTranscript(page, segments);
  await page.waitForFunction(() => document.querySelectorAll('.utterance').length === 5000, undefined, {
    timeout: 45_000,
  });

  /** How far (px) the element is from where it should be once it has stayed put for 300 ms. */
  const settledOffset = (selector: string, block: 'center' | 'start') =>
    page.evaluate(
      async ({ selector, block }) => {
        const offset = () => {
          const element = document.querySelector(selector);
          if (!element) return Infinity;
          const box = element.getBoundingClientRect();
          if (block === 'center') return Math.round(box.top + box.height / 2 - window.innerHeight / 2);
          return Math.round(box.top - parseFloat(getComputedStyle(element).scrollMarginBlockStart));
        };
        let last = offset();
        let still = 0;
        for (let waited = 0; waited < 8_000 && still < 300; waited += 50) {
          await new Promise((done) => setTimeout(done, 50));
          const now = offset();
          still = now === last && now !== Infinity ? still + 50 : 0;
          last = now;
        }
        return last;
      },
      { selector, block },
    );

  await page.getByRole('searchbox').fill('квазар');
  await expect(page.locator('.transcript-search-count')).toContainText('4');
  const next = page.locator('.transcript-search-steps button').last();
  for (const hit of hits) {
    await next.click();
    await expect(page.locator('mark.is-current')).toHaveCount(1);
    expect(await page.locator('mark.is-current').evaluate((mark) => mark.closest('li')?.id)).toBe(`t-${hit * 2}`);
    expect(Math.abs(await settledOffset('mark.is-current', 'center')), `hit in utterance ${hit}`).toBeLessThanOrEqual(
      2,
    );
  }

  // A time link from elsewhere (the page opened with its hash) lands too: the utterance at the top,
  // below the page's own header, however wrong the heights assumed on the way were. Deep ones and
  // one near the end, where the estimate has added up the most.
  for (const index of [2600, 4930]) {
    await page.goto(`/cabinet/reports/transcription/report?id=908#t-${index * 2}`);
    await expect(page.locator(`[id="t-${index * 2}"]`)).toHaveAttribute('aria-current', 'location', {
      timeout: 45_000,
    });
    expect(
      Math.abs(await settledOffset(`[id="t-${index * 2}"]`, 'start')),
      `time link to ${index}`,
    ).toBeLessThanOrEqual(2);
  }

  // The guard's accessibility check runs on a page of ordinary size.
  await page.evaluate(() => window.location.assign('/cabinet/reports'));
  await page.waitForURL('/cabinet/reports');
});
