import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { layoutShifts, signedInAs, watchLayoutShifts } from './helpers';

const API = /\/api\/v1\//;
const BANNER = 'Нет соединения. Всё, что на экране, остаётся и обновится, когда соединение восстановится.';
const STALE = 'Данные могли устареть';

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'infopole-only');
});

/** The API paths the page asks for, in order, from now on. */
function recordCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (API.test(path)) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

const distinct = (calls: readonly string[]) => [...new Set(calls)].sort();

/** Opens the info overview and waits until every block has drawn its data. */
async function openOverview(page: Page) {
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await expect(page.getByText('Решение ЦБ по ключевой ставке')).toBeVisible();
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.block-error')).toHaveCount(0);
  // What the page loads when first needed (the date library, a catalog) has come.
  await page.waitForLoadState('networkidle');
}

test('an info page offline keeps its blocks under the banner, and back online reads them again without a reload', async ({
  page,
  context,
  guard,
}) => {
  await watchLayoutShifts(page);
  const calls = recordCalls(page);
  await openOverview(page);
  const blocks = await page.locator('section.block, section.block-framed').count();
  expect(blocks).toBeGreaterThan(3);
  // A reload would drop this mark.
  await page.evaluate(() => ((window as unknown as { offlineMark: string }).offlineMark = 'kept'));
  let loads = 0;
  page.on('load', () => (loads += 1));
  const first = distinct(calls);
  calls.length = 0;
  await layoutShifts(page);

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: BANNER });
  await expect(banner).toBeVisible();
  await expect(banner).toHaveCount(1);
  // Every block keeps what it shows, with the note, and none fails.
  await expect(page.getByText(STALE, { exact: true })).toHaveCount(blocks);
  await expect(page.getByText('Решение ЦБ по ключевой ставке')).toBeVisible();
  await expect(page.locator('.block-error')).toHaveCount(0);
  // The banner and the notes come over the page: nothing moved.
  expect((await layoutShifts(page)).score).toBe(0);
  // Nothing is asked while offline: the calls wait.
  expect(calls).toEqual([]);
  await guard.checkAccessibility();

  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
  // Back online, every block is read again (stale or not), on the same page.
  await expect.poll(() => distinct(calls), { timeout: 10_000 }).toEqual(first);
  await expect(page.getByText(STALE, { exact: true })).toHaveCount(0);
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.block-error')).toHaveCount(0);
  await expect(page.getByText('Решение ЦБ по ключевой ставке')).toBeVisible();
  // Each block's call went out once.
  expect(calls).toHaveLength(first.length);
  expect(loads).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { offlineMark?: string }).offlineMark)).toBe('kept');
  expect((await layoutShifts(page)).score).toBe(0);
});

test('a filter changed offline waits for the connection in each block, and its calls go out when it returns', async ({
  page,
  context,
}) => {
  await openOverview(page);
  const calls = recordCalls(page);

  await context.setOffline(true);
  await page.getByLabel('Размер топа').selectOption('5');
  await expect(page).toHaveURL(/[?&]limit=5(&|$)/);
  // The blocks asked for a new top wait (no error, nothing sent).
  await expect(page.getByText('Этот блок загрузится, когда соединение восстановится.').first()).toBeVisible();
  await expect(page.locator('.block-error')).toHaveCount(0);
  expect(calls).toEqual([]);

  const themes = page.waitForRequest((request) => request.url().endsWith('/api/v1/info/main/themes/top'));
  await context.setOffline(false);
  await themes;
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('.block-error')).toHaveCount(0);
});
