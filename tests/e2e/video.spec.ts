import type { Page } from '@playwright/test';
import { SECTIONS, pageOfPath } from '../../src/lib/sections';
import type { BodyOf } from '../setup/contract-types';
import { expect, test } from './guard';
import { drawEveryBlock, layoutShifts, pageWidth, signedInAs, signInCabinet, watchLayoutShifts } from './helpers';

/**
 * The video section against the contract's mock: every route shows real content to a user with
 * `video` and `video_infopole`; adding a stream and ordering a recording send bodies the mock
 * accepts; a content chart's column opens its airings; a user with `video` alone is refused the
 * `video_infopole` pages and sees the others.
 */
const VIDEO = SECTIONS.find((section) => section.key === 'video')!;
const HEADINGS: Record<string, string> = {
  '/cabinet/video/main': 'Видео: обзор',
  '/cabinet/video/persons': 'Персоны в видео',
  '/cabinet/video/entities': 'Ключевые объекты в видео',
  '/cabinet/video/search': 'Поиск по видео',
  '/cabinet/video/reports': 'Видеоотчёты',
  '/cabinet/video/sources/video': 'Источники: отслеживаемые потоки',
  '/cabinet/video/sources/source': 'Источники: поиск трансляций',
  '/cabinet/video/sources/person': 'Источники: отслеживаемые персоны',
  '/cabinet/video/sources/entity': 'Источники: отслеживаемые объекты',
};
const HOUR = 60 * 60 * 1000;

async function signInAsVideoUser(page: Page) {
  await signedInAs(page, 'video-only');
}

/** Signs in as the contract's video user, but with the `video` key alone. */
async function signInWithVideoOnly(page: Page) {
  await page.route('**/api/v1/user/login', async (route) => {
    const response = await route.fetch({ headers: { ...route.request().headers(), prefer: 'example=video-only' } });
    const body = (await response.json()) as BodyOf<'/api/v1/user/login', 'post'>;
    body.item.permissions = { video: true };
    await route.fulfill({ response, json: body });
  });
  await page.goto('/login');
  await signInCabinet(page, 'layla.haddad@mediawatch.ae');
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
}

/** Waits until the page's blocks are drawn and none is loading (blocks appear after the first paint). */
async function settled(page: Page, what = '') {
  await expect(page.locator('.blocks h2').first(), what).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.block-loading, .chart-frame-fallback'), what).toHaveCount(0, { timeout: 15_000 });
}

/** A `datetime-local` value some hours from now on the browser's clock. */
/** A local date-and-time input value `hours` after `from` (now by default; a test that compares two passes one `from`, so a minute turning between them does not count). */
function localIn(hours: number, from = Date.now()): string {
  const date = new Date(from + hours * HOUR);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

for (const entry of VIDEO.pages) {
  test(`${entry.path} shows its content to a user with video and video_infopole`, async ({ page }) => {
    await signInAsVideoUser(page);
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1, name: HEADINGS[entry.path], exact: true })).toBeVisible();
    // The section's filter bar, on the pages that use the filters.
    await expect(page.getByRole('search', { name: 'Фильтры' })).toHaveCount(
      pageOfPath(entry.path)?.filters === false ? 0 : 1,
    );
    await expect(page.getByText('Этот раздел пока недоступен')).toHaveCount(0);
    // Every block has settled: no spinner is left and no block failed.
    await settled(page);
    await expect(page.locator('.block-error')).toHaveCount(0);
    await expect(page.locator('tbody tr, .chart-svg').first()).toBeVisible();
  });
}

test('a column of the content chart opens its airings in the side panel', async ({ page }) => {
  await signInAsVideoUser(page);
  await page.goto('/cabinet/video/main');
  await drawEveryBlock(page);
  const chart = page.locator('section', {
    has: page.getByRole('heading', { name: 'Доля эфира по категориям контента' }),
  });
  const plot = chart.locator('svg.chart-svg');
  await expect(plot).toBeVisible({ timeout: 15_000 });
  // The mock answers the contract's week; a column in the middle of the plot is one of its days.
  const box = (await plot.boundingBox())!;
  await plot.click({ position: { x: box.width / 2, y: box.height / 2 } });
  const panel = page.getByRole('complementary', { name: /^Выходы в эфир: / });
  await expect(panel).toBeVisible();
  await expect(panel.getByRole('rowheader', { name: /Футбол\. Кубок России\. Финал/ })).toBeVisible();
  await panel.getByRole('radio', { name: /Спорт/ }).check();
  await expect(panel.getByRole('rowheader').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  // The keyboard reaches the same airings: arrows move along the days, Enter opens one.
  await plot.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await panel.getByRole('button', { name: 'Закрыть выходы в эфир' }).click();
  await expect(panel).toBeHidden();
});

test('adding a stream sends a body the contract accepts, and no content hash lists the streams', async ({ page }) => {
  await signInAsVideoUser(page);
  const list = page.waitForRequest((request) => request.url().endsWith('/api/v1/stream/list'));
  await page.goto('/cabinet/video/sources/video');
  expect((await list).headers()['x-content-hash']).toBeUndefined();
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Добавить поток', level: 2 }) });
  await form.getByLabel('Название').fill('РБК — видеотрансляция');
  await form.getByLabel('Адрес').fill('https://live.rbc.ru/rbctv/index.m3u8');
  await form.getByLabel('Тип').selectOption({ label: 'Веб-трансляция' });
  await form.getByLabel('Канал').selectOption({ label: 'НТВ' });
  const added = page.waitForResponse((response) => response.url().endsWith('/api/v1/stream/add'));
  await form.getByRole('button', { name: 'Добавить поток' }).click();
  expect((await added).status()).toBe(200);
  await expect(form.getByText(/добавлен\. Он в очереди, пока оператор не проверит источник\./)).toBeVisible();
});

test('an on-demand recording is checked before sending, then ordered with a valid body', async ({ page }) => {
  await signInAsVideoUser(page);
  await page.goto('/cabinet/video/sources/video');
  const form = page.locator('section', { has: page.getByRole('heading', { name: 'Заказать запись', level: 2 }) });
  // Read where the request is routed: the browser does not always report a body to a listener.
  const sent: string[] = [];
  await page.route('**/api/v1/stream/demand/create', (route) => {
    sent.push(route.request().postData() ?? '');
    return route.continue();
  });
  await form.getByLabel('Канал').selectOption({ label: 'НТВ' });
  const now = Date.now();
  await form.getByLabel('Начало').fill(localIn(2, now));
  await form.getByLabel('Конец').fill(localIn(30, now));
  await form.getByRole('button', { name: 'Заказать запись' }).click();
  await expect(
    form.getByText('Запись может длиться не более 24 часов: завершите её раньше или разбейте на два заказа.'),
  ).toBeVisible();
  expect(sent).toHaveLength(0);
  await form.getByLabel('Конец').fill(localIn(3, now));
  const ordered = page.waitForResponse((response) => response.url().endsWith('/api/v1/stream/demand/create'));
  await form.getByRole('button', { name: 'Заказать запись' }).click();
  expect((await ordered).status()).toBe(200);
  await expect(form.getByText(/заказана\. Запись в очереди/)).toBeVisible();
  const body = JSON.parse(sent[0]!) as { channel_id: number; start: string; end: string };
  expect(body.channel_id).toBe(3);
  expect(new Date(body.end).getTime() - new Date(body.start).getTime()).toBe(HOUR);
});

test('radio cannot be chosen among the video channel types', async ({ page }) => {
  await signInAsVideoUser(page);
  await page.goto('/cabinet/video/main');
  const types = page.locator('.filter-bar-desktop details', {
    has: page.locator('summary', { hasText: 'Типы каналов' }),
  });
  await types.locator('summary').click();
  await expect(types.getByRole('checkbox', { name: 'Радио', exact: true })).toBeDisabled();
  // The choices live in the address: the box shows checked once the router has moved there.
  await types.getByRole('checkbox', { name: 'ТВ', exact: true }).click();
  await expect(types.getByRole('checkbox', { name: 'ТВ', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/channel_types(%5B%5D|\[\])=TV/);
});

/** The video pages the route table gives the `video_infopole` key (their route files declare it). */
const VIDEO_INFOPOLE_PAGES = new Set([
  '/cabinet/video/main',
  '/cabinet/video/persons',
  '/cabinet/video/entities',
  '/cabinet/video/sources/person',
  '/cabinet/video/sources/entity',
]);

test('a user with the video key alone is refused the video_infopole pages and sees the others', async ({ page }) => {
  test.setTimeout(60_000);
  await signInWithVideoOnly(page);
  for (const entry of VIDEO.pages) {
    await page.goto(entry.path);
    if (VIDEO_INFOPOLE_PAGES.has(entry.path)) {
      await expect(page, entry.path).toHaveURL('/unauthorized');
    } else {
      await expect(
        page.getByRole('heading', { level: 1, name: HEADINGS[entry.path], exact: true }),
        entry.path,
      ).toBeVisible();
      await settled(page, entry.path);
      await expect(page.locator('.block-error'), entry.path).toHaveCount(0);
    }
  }
  await page.goto('/cabinet/video');
  await expect(page).toHaveURL('/cabinet/video/search');
});

test("video search shows its list without the upload form's code; the button above the list opens the form", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInAsVideoUser(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/cabinet/video/search');
  const list = page.getByRole('region', { name: 'Отслеживаемый видеоконтент' });
  await expect(list.getByRole('row').nth(1)).toBeVisible();
  await page.waitForLoadState('networkidle');
  const upload = page.getByRole('region', { name: 'Загрузить эталонное видео' });
  await expect(upload).toHaveCount(0);
  expect(scripts.filter((url) => /\/(upload-block|form)-[^/]*\.js$/.test(url))).toEqual([]);
  const open = list.getByRole('button', { name: 'Загрузить эталонное видео' });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  await expect(upload).toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(upload.getByLabel(/Видеофайл/)).toBeFocused();
});

test('video pages fit a phone and do not shift while their data arrives', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await watchLayoutShifts(page);
  await signInAsVideoUser(page);
  const scores: Record<string, number> = {};
  for (const entry of VIDEO.pages) {
    await page.goto(entry.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page, entry.path);
    scores[entry.path] = (await layoutShifts(page)).score;
    const width = await pageWidth(page);
    expect(width.page, `${entry.path} is wider than the screen: ${width.wide}`).toBeLessThanOrEqual(width.screen);
  }
  for (const [path, score] of Object.entries(scores)) expect(score, path).toBeLessThan(0.05);
});
