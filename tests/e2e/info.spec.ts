import { pageOfPath } from '../../src/lib/sections';
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../src/api/content-hash';
import { toStatisticsFilter } from '../../src/lib/filters/request';
import { expect, test } from './guard';
import { signedInAs } from './helpers';

const PAGES: [path: string, heading: string][] = [
  ['/cabinet/info/main', 'Инфополе: обзор'],
  ['/cabinet/info/pivot', 'Сводная таблица'],
  ['/cabinet/info/stories', 'Сюжеты'],
  ['/cabinet/info/persons', 'Персоны'],
  ['/cabinet/info/broadcast', 'Эфирная сетка'],
  ['/cabinet/info/themes', 'Темы'],
  ['/cabinet/info/reports', 'Отчёты инфополя'],
  ['/cabinet/info/channels-statistic', 'Статистика по каналам'],
  ['/cabinet/info/sources', 'Источники'],
  ['/cabinet/info/entities', 'Ключевые объекты'],
];

const hash = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

test.beforeEach(async ({ page }) => {
  await signedInAs(page, 'infopole-only');
});

for (const [path, heading] of PAGES) {
  test(`${path} shows its data to a user with infopole`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
    // The section's filter bar, on the pages that use the filters.
    await expect(page.getByRole('search', { name: 'Фильтры' })).toHaveCount(
      pageOfPath(path)?.filters === false ? 0 : 1,
    );
    // Every block has settled: no spinner is left and no block failed.
    await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator('.block-error')).toHaveCount(0);
  });
}

test('a filter change is written to the URL and the request, and a reload restores it', async ({ page }) => {
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { name: 'Ведущие темы' }).first()).toBeVisible();
  const expected = hash(toStatisticsFilter({ limit: 5 }));
  const request = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/info/main/themes/top') && r.headers()['x-content-hash'] === expected,
  );
  await page.getByLabel('Размер топа').selectOption('5');
  await request;
  await expect(page).toHaveURL(/[?&]limit=5(&|$)/);

  const types = page.locator('details', { has: page.locator('summary', { hasText: 'Типы каналов' }) });
  await types.locator('summary').click();
  // The choices live in the address: the box shows checked once the router has moved there.
  await types.getByRole('checkbox', { name: 'ТВ', exact: true }).click();
  await expect(types.getByRole('checkbox', { name: 'ТВ', exact: true })).toBeChecked();
  await expect(page).toHaveURL(/channel_types(%5B%5D|\[\])=TV/);

  const reloaded = hash(toStatisticsFilter({ limit: 5, channel_types: ['TV'] }));
  const again = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/info/main/themes/top') && r.headers()['x-content-hash'] === reloaded,
  );
  await page.reload();
  await again;
  await expect(page.getByLabel('Размер топа')).toHaveValue('5');
  await expect(page.locator('summary', { hasText: 'Типы каналов' })).toContainText('выбрано: 1');
});

test('the filters open from the bottom bar on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/cabinet/info/main');
  await page.getByRole('navigation', { name: 'Быстрые действия' }).getByRole('button', { name: 'Фильтры' }).click();
  const panel = page.getByRole('complementary', { name: 'Фильтры' });
  await expect(panel.getByLabel('Размер топа')).toBeVisible();
  await panel.getByLabel('Размер топа').selectOption('20');
  await expect(page).toHaveURL(/limit=20/);
  await panel.getByRole('button', { name: 'Закрыть фильтры' }).click();
  await expect(panel).toBeHidden();
});
