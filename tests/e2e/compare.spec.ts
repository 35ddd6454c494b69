import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { followApiCalls, layoutShifts, signedInAs, watchLayoutShifts } from './helpers';

/**
 * Comparison with the previous period against the contract's mock: on every analytics page of the
 * info, music and video sections, turning it on in the filter bar sends each data call again with
 * the previous period of the same length; the blocks show changes; a reload and the link itself
 * bring it back (on each section's overview: the comparison is read from the link by the filter
 * bar that every page shares); nothing moves when the comparison lands.
 */
const PERIOD = { start_date: '2026-11-16', end_date: '2026-11-22' };
const PREVIOUS = { start_date: '2026-11-09', end_date: '2026-11-15' };
const QUERY = `period[start_date]=${PERIOD.start_date}&period[end_date]=${PERIOD.end_date}`;

/** The pages where a reload is tried too: the overview of each section. */
const RELOADED = new Set(['/cabinet/info/main', '/cabinet/music/main', '/cabinet/video/main']);

const PAGES: [path: string, heading: string][] = [
  ['/cabinet/info/main', 'Инфополе: обзор'],
  ['/cabinet/info/themes', 'Темы'],
  ['/cabinet/info/stories', 'Сюжеты'],
  ['/cabinet/info/persons', 'Персоны'],
  ['/cabinet/info/sources', 'Источники'],
  ['/cabinet/info/channels-statistic', 'Статистика по каналам'],
  ['/cabinet/info/entities', 'Ключевые объекты'],
  ['/cabinet/info/pivot', 'Сводная таблица'],
  ['/cabinet/music/main', 'Музыка: обзор'],
  ['/cabinet/video/main', 'Видео: обзор'],
  ['/cabinet/video/persons', 'Персоны в видео'],
  ['/cabinet/video/entities', 'Ключевые объекты в видео'],
];

/**
 * The data calls the page makes, by the period they ask for: path → periods. Read as the calls are
 * routed (the browser reports no body for the requests the app sends otherwise).
 */
async function recordPeriods(page: Page) {
  const calls = new Map<string, Set<string>>();
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    let period: { start_date: string; end_date: string } | undefined;
    try {
      period = (request.postDataJSON() as { period?: typeof period } | null)?.period;
    } catch {
      period = undefined;
    }
    if (request.method() === 'POST' && period) {
      const path = new URL(request.url()).pathname;
      const seen = calls.get(path) ?? new Set<string>();
      seen.add(`${period.start_date}..${period.end_date}`);
      calls.set(path, seen);
    }
    await route.fallback();
  });
  return calls;
}

/**
 * Calls with a period that carry no figures to compare: the music overview's playlist (a log of
 * what played when on one channel, and the channels it is sampled from).
 */
const NOT_FIGURES = new Set(['/api/v1/music/report', '/api/v1/playlist/get_data']);

const main = `${PERIOD.start_date}..${PERIOD.end_date}`;
const previous = `${PREVIOUS.start_date}..${PREVIOUS.end_date}`;

/** Every block drawn and every call answered (or cancelled), none sent for half a second. */
async function settled(page: Page, calls: ReturnType<typeof followApiCalls>) {
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
  await calls.quiet();
}

test.beforeEach(async ({ page }) => {
  await signedInAs(page);
});

for (const [path, heading] of PAGES) {
  const reloaded = RELOADED.has(path);
  test(`${path}: "previous period" sends every data call again for the week before${reloaded ? ', and a reload keeps it' : ''}`, async ({
    page,
  }) => {
    const calls = await recordPeriods(page);
    const answers = followApiCalls(page);
    await page.goto(`${path}?${QUERY}`);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await settled(page, answers);
    await page
      .getByRole('search', { name: 'Фильтры' })
      .getByLabel('Сравнить с')
      .selectOption({ label: 'Предыдущий период' });
    await expect(page).toHaveURL(/compare=previous/);
    // Every call the page asks for its period goes out for the previous week too (polled: the
    // comparison's code may still be arriving, and a change of search is no navigation to wait on).
    const asked = () => [...calls.entries()].filter(([call, periods]) => periods.has(main) && !NOT_FIGURES.has(call));
    // (Polled as well: on a busy machine the blocks, drawn after the page in the background, can ask
    // after the first settling found nothing on its way.)
    await expect.poll(() => asked().length, { message: 'the page asks for its data' }).toBeGreaterThan(0);
    await expect
      .poll(
        () =>
          asked()
            .filter(([, periods]) => !periods.has(previous))
            .map(([call]) => call),
        { timeout: 15_000 },
      )
      .toEqual([]);
    await settled(page, answers);
    await expect(page.locator('.block-error')).toHaveCount(0);
    // The blocks say how the figures moved.
    // (a change beside a figure, or beside a bar: drawn only once the compared answer is in).
    await expect(page.locator('.change, .bar-note').first()).toBeVisible();

    // A reload (and so the link itself) brings the comparison back.
    if (!reloaded) return;
    calls.clear();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    await settled(page, answers);
    await expect(page.getByRole('search', { name: 'Фильтры' }).getByLabel('Сравнить с')).toHaveValue('previous');
    await expect.poll(() => [...calls.values()].some((periods) => periods.has(previous))).toBe(true);
  });
}

test('the compared info overview does not move while its two periods land', async ({ page }) => {
  await watchLayoutShifts(page);
  const answers = followApiCalls(page);
  await page.goto(`/cabinet/info/main?${QUERY}&compare=previous`);
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await settled(page, answers);
  const { score, nodes } = await layoutShifts(page);
  expect(score, nodes).toBeLessThanOrEqual(0.01);
});

test('share of voice and a year-earlier comparison come from a shared link, in Arabic right to left', async ({
  page,
}) => {
  const answers = followApiCalls(page);
  await page.goto(`/cabinet/info/main?${QUERY}&compare=year&share=percent`);
  await page.getByRole('combobox', { name: 'Язык' }).selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = page.getByRole('search', { name: 'عوامل التصفية' });
  await expect(bar.getByLabel('المقارنة مع')).toHaveValue('year');
  await expect(bar.getByLabel('العرض')).toHaveValue('percent');
  await settled(page, answers);
  await expect(page.getByText(/٪|%/).first()).toBeVisible();
});
