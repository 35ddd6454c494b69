import type { Page } from '@playwright/test';
import { drawEveryBlock, signedInToCabinet } from '../e2e/helpers';
import { dataset, expect, moscowDay, moscowMonday, settled, test } from './reference';

/**
 * The info section against data that behaves: this week's figures for this week, real changes
 * against the week before, one channel narrowing every block, a planted spike marked.
 */

test.use({ timezoneId: 'Europe/Moscow' });

test.beforeEach(async ({ page }) => {
  await page.goto('/login');
  await signedInToCabinet(page);
});

/**
 * The JSON bodies of the page's calls to `path` with their answers, as they come (read where the
 * calls are routed: the browser reports no body for the requests the app sends otherwise).
 */
async function answersOf(page: Page, path: string) {
  const seen: { body: Record<string, unknown>; answer: unknown }[] = [];
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const answer = response.ok() ? await response.json() : undefined;
    seen.push({ body: (route.request().postDataJSON() ?? {}) as Record<string, unknown>, answer });
    await route.fulfill({ response });
  });
  return seen;
}

/** The body of the latest info call to each path the page sent. */
async function latestInfoBodies(page: Page) {
  const bodies = new Map<string, Record<string, unknown>>();
  await page.route('**/api/v1/info/**', async (route) => {
    if (route.request().method() === 'POST')
      bodies.set(
        new URL(route.request().url()).pathname,
        (route.request().postDataJSON() ?? {}) as Record<string, unknown>,
      );
    await route.fallback();
  });
  return bodies;
}

test('the overview shows this week: its days, up to today, with figures for every day so far', async ({ page }) => {
  const sentiment = await answersOf(page, '/api/v1/info/sentiment/get');
  const themes = await answersOf(page, '/api/v1/info/main/themes/top');
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await settled(page);
  await expect.poll(() => sentiment.length).toBeGreaterThan(0);
  const call = sentiment.at(-1)!;
  expect(call.body.period).toEqual({ start_date: moscowMonday(), end_date: moscowDay() });
  const answer = call.answer as {
    statistics: { total: number; dynamics: { date: string; positive: number; neutral: number; negative: number }[] };
  };
  expect(answer.statistics.dynamics[0]!.date).toBe(moscowMonday());
  expect(answer.statistics.dynamics.at(-1)!.date).toBe(moscowDay());
  // The days before today are whole, each with its figures; today has what has come in so far (just
  // after midnight on a Monday, the week's one day, next to nothing).
  const whole = answer.statistics.dynamics.slice(0, -1);
  for (const point of whole) expect(point.positive + point.neutral + point.negative, point.date).toBeGreaterThan(0);
  if (whole.length > 0) expect(answer.statistics.total).toBeGreaterThan(1000);
  // The themes the server ranked first are the ones the page shows.
  const top = (themes.at(-1)!.answer as { items: { name: string }[] }).items[0]!;
  await expect(page.getByRole('img', { name: 'Ведущие темы' })).toContainText(top.name);
});

test('"previous period" shows how the figures moved: up and down, not "no change" everywhere', async ({ page }) => {
  const sentiment = await answersOf(page, '/api/v1/info/sentiment/get');
  await page.goto(`/cabinet/info/main?period[start_date]=${moscowDay(-13)}&period[end_date]=${moscowDay(-7)}`);
  await settled(page);
  await page
    .getByRole('search', { name: 'Фильтры' })
    .getByLabel('Сравнить с')
    .selectOption({ label: 'Предыдущий период' });
  await expect(page).toHaveURL(/compare=previous/);
  await settled(page);
  await expect.poll(() => sentiment.length).toBeGreaterThanOrEqual(2);
  const [current, previous] = sentiment
    .slice(-2)
    .map((call) => (call.answer as { statistics: { total: number } }).statistics.total);
  expect(current).not.toBe(previous);
  // Every block drawn: the top stories of two weeks may all differ (each one new in the top), while
  // the markers and the tracks on air are there both weeks, more or less often.
  await drawEveryBlock(page);
  await settled(page);
  await expect(page.locator('.change-up, .change-down').first()).toBeVisible();
  const moved = await page.locator('.change-up, .change-down').count();
  const still = await page.locator('.change-same').count();
  expect(moved).toBeGreaterThan(still);
});

test('one channel narrows every block of the overview', async ({ page }) => {
  const bodies = await latestInfoBodies(page);
  const sentiment = await answersOf(page, '/api/v1/info/sentiment/get');
  await page.goto('/cabinet/info/main');
  await drawEveryBlock(page);
  await settled(page);
  // The sentiment block may ask once it is scrolled into view: wait for its answer.
  await expect.poll(() => sentiment.length).toBeGreaterThan(0);
  const everything = (sentiment.at(-1)!.answer as { statistics: { total: number } }).statistics.total;
  bodies.clear();
  const bar = page.getByRole('search', { name: 'Фильтры' });
  await bar.getByRole('button', { name: /^Каналы/ }).click();
  await bar.getByRole('combobox', { name: 'Поиск: Каналы' }).fill('ТАСС');
  await bar.getByRole('listbox', { name: 'Каналы' }).getByRole('option', { name: 'ТАСС', exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/channels/);
  await settled(page);
  // Every block's latest call, the channel choices' own list of channels aside (it offers the others).
  const narrowed = [...bodies].filter(
    ([, body]) => 'period' in body && !(typeof body.limit === 'number' && body.limit >= 100),
  );
  expect(narrowed.length).toBeGreaterThan(3);
  for (const [path, body] of narrowed) expect(body.channels, path).toEqual([8]);
  await expect.poll(() => (sentiment.at(-1)?.body.channels as number[] | undefined)?.[0]).toBe(8);
  const one = (sentiment.at(-1)!.answer as { statistics: { total: number } }).statistics.total;
  expect(one).toBeGreaterThan(0);
  expect(one).toBeLessThan(everything / 5);
});

test('a planted spike is marked on the themes chart', async ({ page }) => {
  const { planted } = await dataset();
  const incident = planted.find((spike) => spike.name === 'incident')!;
  const start = new Date(`${incident.date}T00:00:00Z`);
  const from = new Date(start.getTime() - 20 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(start.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/cabinet/info/themes?period[start_date]=${from}&period[end_date]=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Темы' })).toBeVisible();
  await settled(page);
  await expect(page.locator('.chart-spike').first()).toBeVisible();
});

for (const [locale, title, compare] of [
  ['ru', 'Главные сюжеты по дням', 'Сравнить с'],
  ['en', 'Leading stories by day', 'Compare with'],
  ['ar', 'أبرز القصص يومًا بيوم', 'المقارنة مع'],
] as const) {
  test(`the stories page draws the leading stories by day from the stories statistics, compared with the week before (${locale})`, async ({
    page,
  }) => {
    const statistics = await answersOf(page, '/api/v1/statistics/stories');
    await page.evaluate((code) => localStorage.setItem('user-locale', code), locale);
    await page.goto(
      `/cabinet/info/stories?period[start_date]=${moscowDay(-13)}&period[end_date]=${moscowDay(-7)}&compare=previous`,
    );
    const block = page.locator('section', { has: page.getByRole('heading', { level: 2, name: title }) });
    await expect(block).toBeVisible();
    await settled(page);
    await expect(page.getByRole('search').first().getByLabel(compare)).toHaveValue('previous');
    const periods = statistics.map((call) => (call.body.period as { start_date: string }).start_date);
    expect(periods).toEqual(expect.arrayContaining([moscowDay(-13), moscowDay(-20)]));
    const answer = statistics.find(
      (call) => (call.body.period as { start_date: string }).start_date === moscowDay(-13),
    )!.answer as { statistics: { items: { id: number; title: string }[] } };
    expect(answer.statistics.items).toHaveLength(5);
    // The compared period's line (dashed) behind each story that was mentioned then too.
    const before = statistics.find(
      (call) => (call.body.period as { start_date: string }).start_date === moscowDay(-20),
    )!.answer as { statistics: { items: { id: number }[] } };
    const known = answer.statistics.items.filter((item) =>
      before.statistics.items.some((earlier) => earlier.id === item.id),
    );
    await expect(block.locator('svg path.chart-line-compared')).toHaveCount(known.length);
  });
}
