import type { Page } from '@playwright/test';
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../src/api/content-hash';
import { expect, test } from './guard';
import { layoutShifts, pageWidth, preferOnce, signedInAs, signInCabinet, watchLayoutShifts } from './helpers';

/**
 * All reports and transcription reports, as a person with the rsp key (the contract's user with
 * every section) against the mock: downloads carry the chosen format and save a file, an order
 * sends a valid body and its report appears, a transcript opens and its search finds words.
 */
const READY: { id: number; title: string; format: string; file: string }[] = [
  {
    id: 703,
    title: 'Ротация Ольги Серовой на радио: 16–20 ноября',
    format: 'csv',
    file: 'Ротация Ольги Серовой на радио- 16–20 ноября.csv',
  },
  {
    id: 702,
    title: 'OPEC+ Vienna summit: international coverage',
    format: 'xlsx',
    file: 'OPEC+ Vienna summit- international coverage.xlsx',
  },
  {
    id: 701,
    title: 'Еженедельный обзор СМИ: 9–15 ноября 2026',
    format: 'docx',
    file: 'Еженедельный обзор СМИ- 9–15 ноября 2026.docx',
  },
];

/** A local date-and-time input value `daysAgo` days back at `hours:minutes`. */
function localInput(daysAgo: number, hours: number, minutes = 0): string {
  const now = new Date();
  const date = new Date(now.getFullYear(), now.getMonth(), now.getDate() - daysAgo, hours, minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(hours)}:${pad(minutes)}`;
}

const hash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

async function signIn(page: Page) {
  await signedInAs(page);
}

test('every ready report downloads in the chosen format and is saved under its title', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Все отчёты' })).toBeVisible();
  for (const report of READY) {
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: report.title, exact: true }) });
    await row.getByLabel(`Формат отчёта «${report.title}»`).selectOption(report.format);
    const request = page.waitForRequest(
      (r) => new URL(r.url()).pathname === `/api/v1/rsp/report/${report.id}/download`,
    );
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: `Скачать ${report.title}` }).click();
    expect(new URL((await request).url()).searchParams.get('file_format'), report.title).toBe(report.format);
    expect((await download).suggestedFilename()).toBe(report.file);
    await expect(row.getByRole('status')).toHaveText(`Сохранено как ${report.file}`);
  }
  // Reports that are not ready offer nothing to download.
  const queued = page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Упоминания «Аэрофлота» на ТВ: 16–22 ноября 2026' }) });
  await expect(queued.getByRole('button')).toHaveCount(0);
});

test('the list is narrowed by type and state in the URL, and a reload keeps it', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/reports');
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  // A query's body is not visible to the browser's tools; its content hash names it.
  const expected = hash({ page: 1, limit: 20, sort_by: 'created_at', sort_order: 'desc', states: ['done'] });
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/rsp/report/list') && r.headers()['x-content-hash'] === expected,
  );
  await page.locator('summary', { hasText: 'Состояние' }).click();
  // The choices live in the address: the box shows checked once the router has moved there.
  await page.getByRole('checkbox', { name: 'Готов', exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Готов', exact: true })).toBeChecked();
  await request;
  await expect(page).toHaveURL(/states(%5B%5D|\[\])=done/);
  await page.reload();
  await expect(page.locator('summary', { hasText: 'Состояние' })).toContainText('выбрано: 1');
});

test('ordering a transcription sends a valid body and the new report appears', async ({ page }) => {
  await signIn(page);
  // The list starts empty; once the order is in, the mock's list holds it.
  let lists = 0;
  await page.route('**/api/v1/transcription/list', async (route) => {
    lists += 1;
    const headers = route.request().headers();
    await route.continue({ headers: lists === 1 ? { ...headers, prefer: 'example=empty' } : headers });
  });
  await page.goto('/cabinet/reports/transcription');
  await expect(page.getByRole('heading', { level: 1, name: 'Расшифровки эфира' })).toBeVisible();
  await expect(page.getByText('Расшифровок пока нет. Закажите её выше — она сразу появится здесь.')).toBeVisible();

  // Nothing is sent while the form is incomplete; the first field to correct takes the focus.
  await page.getByRole('button', { name: 'Заказать расшифровку' }).click();
  await expect(page.getByText('Выберите канал.')).toBeVisible();
  await expect(page.getByLabel('Канал')).toBeFocused();

  const channel = page.getByLabel('Канал');
  await expect(channel).toBeEnabled();
  await channel.selectOption({ label: 'Первый канал' });
  await page.getByLabel('Начало фрагмента').fill(localInput(1, 21));
  await page.getByLabel('Конец фрагмента').fill(localInput(1, 21, 40));
  await page.getByRole('radio', { name: 'Русский' }).check();
  const create = page.waitForRequest((r) => r.url().endsWith('/api/v1/transcription/create'));
  const response = page.waitForResponse((r) => r.url().endsWith('/api/v1/transcription/create'));
  await page.getByRole('button', { name: 'Заказать расшифровку' }).click();
  const body = (await create).postDataJSON() as { channel_id: number; start: string; end: string; language: string };
  expect(body.channel_id).toBe(1);
  expect(body.language).toBe('ru');
  expect(Date.parse(body.end) - Date.parse(body.start)).toBe(40 * 60 * 1000);
  expect(body.start).toMatch(/^\d{4}-\d{2}-\d{2}T21:00:00([+-]\d{2}:\d{2}|Z)$/);
  expect((await response).status()).toBe(200);
  await expect(page.getByText(/^Расшифровка эфира Первый канал с .+ заказана\./)).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Первый канал/ }) });
  await expect(row).toContainText('В очереди');
});

test('a transcript opens from the list, its search finds a word, a time link is kept by the URL', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/reports/transcription');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: /Россия 1/ }) })
    .getByRole('link', { name: /^Открыть/ })
    .click();
  await expect(page).toHaveURL('/cabinet/reports/transcription/report?id=908');
  await expect(page.getByRole('heading', { level: 1, name: 'Расшифровка' })).toBeVisible();
  const transcript = page.getByRole('list', { name: 'Реплики' });
  await expect(transcript.getByRole('listitem')).toHaveCount(7);
  await expect(transcript).toHaveAttribute('lang', 'ru');

  await page.getByLabel('Поиск по тексту').fill('ставк');
  await expect(page.getByText('2 совпадения в 2 репликах')).toBeVisible();
  await expect(transcript.locator('mark')).toHaveText(['ставк', 'ставк']);
  await page.getByRole('button', { name: 'Следующее совпадение' }).click();
  await expect(page.getByText('Совпадение 1 из 2')).toBeVisible();
  await expect(page).toHaveURL(/[?&]q=/);
  // The step scrolls the match to the middle of the screen, smoothly: a click aimed while the page
  // still moves lands beside its link, so it waits for the page to come to rest there.
  await expect
    .poll(() =>
      transcript.locator('mark.is-current').evaluate((mark) => {
        const box = mark.getBoundingClientRect();
        return Math.abs(box.top + box.height / 2 - window.innerHeight / 2) < 2;
      }),
    )
    .toBe(true);

  const orlov = transcript.getByRole('listitem').nth(2);
  await orlov.getByRole('link').first().click();
  await expect(page).toHaveURL(/#t-52\.8$/);
  await expect(orlov).toHaveAttribute('aria-current', 'location');
  await page.reload();
  await expect(page.getByLabel('Поиск по тексту')).toHaveValue('ставк');
  await expect(transcript.getByRole('listitem').nth(2)).toHaveAttribute('aria-current', 'location');
  await expect(transcript.getByRole('listitem').nth(2)).toBeInViewport();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Экспорт в текст (.txt)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^Россия 1 2026-11-1[89] \d\d\.\d\d-\d\d\.\d\d\.txt$/);
});

test('a transcript is read and searched with the keyboard alone', async ({ page }) => {
  await signIn(page);
  await page.goto('/cabinet/reports/transcription/report?id=908');
  const transcript = page.getByRole('list', { name: 'Реплики' });
  await expect(transcript.getByRole('listitem')).toHaveCount(7);
  const search = page.getByLabel('Поиск по тексту');
  await search.focus();
  await page.keyboard.type('банк');
  await expect(page.getByText('3 совпадения в 3 репликах')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Совпадение 1 из 3')).toBeVisible();
  await page.keyboard.press('Shift+Enter');
  await expect(page.getByText('Совпадение 3 из 3')).toBeVisible();
  await expect(transcript.locator('mark.is-current')).toBeInViewport();
  // The time links are reached with Tab and followed with Enter.
  const firstTime = transcript.getByRole('listitem').first().getByRole('link');
  await firstTime.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#t-0$/);
  await expect(transcript.getByRole('listitem').first()).toHaveAttribute('aria-current', 'location');
});

test('an Arabic transcript reads right to left in the Russian interface', async ({ page }) => {
  await signIn(page);
  await preferOnce(page, '**/api/v1/transcription/report', 'example=arabic');
  await page.goto('/cabinet/reports/transcription/report?id=906');
  const transcript = page.getByRole('list', { name: 'Реплики' });
  await expect(transcript.getByRole('listitem')).toHaveCount(3);
  await expect(transcript).toHaveAttribute('dir', 'rtl');
  await expect(transcript).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
  await page.getByLabel('Поиск по тексту').fill('أوبك');
  await expect(page.getByText('1 совпадение в 1 реплике')).toBeVisible();
});

test('a user without rsp gets Unauthorized on /cabinet/reports', async ({ page }) => {
  await preferOnce(page, '**/api/v1/user/login', 'example=infopole-only');
  await page.goto('/cabinet/reports');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInCabinet(page, 'i.volkov@newsmonitor.ru');
  await expect(page).toHaveURL('/unauthorized');
  await page.goto('/cabinet/reports/transcription');
  await expect(page).toHaveURL('/unauthorized');
});

test('the section’s pages fit a phone and do not shift while their data arrives', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 375, height: 740 });
  await watchLayoutShifts(page);
  await signIn(page);
  for (const path of [
    '/cabinet/reports',
    '/cabinet/reports/transcription',
    '/cabinet/reports/transcription/report?id=908',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[aria-busy="true"], .block-loading')).toHaveCount(0);
    const score = (await layoutShifts(page)).score;
    expect(score, path).toBeLessThan(0.02);
    const width = await pageWidth(page);
    expect(width.page, `${path} is wider than the screen: ${width.wide}`).toBeLessThanOrEqual(width.screen);
  }
});
