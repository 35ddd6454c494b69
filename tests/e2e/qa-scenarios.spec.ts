import { expect, test } from './guard';
import { drawEveryBlock, signedInAs, signedInToCabinet, signInCabinet } from './helpers';

test('the empty scenario shows the empty states', async ({ page }) => {
  await page.goto('/login?qa[example]=empty');
  await signedInToCabinet(page);
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await drawEveryBlock(page);
  await expect(page.getByText('По выбранным фильтрам ничего не найдено.').first()).toBeVisible();
  await expect(page.locator('.block-empty').first()).toBeVisible();
  // Each block keeps its heading (nothing moves when data arrives) and says it is empty
  // instead of drawing a plot; its table and download buttons are off.
  const frames = page.locator('.chart-frame');
  await expect(frames).toHaveCount(5);
  await expect(frames.filter({ has: page.locator('.block-empty') })).toHaveCount(5);
  await expect(page.locator('.chart-frame svg')).toHaveCount(0);
  await expect(frames.getByRole('button', { name: 'Таблица' }).first()).toBeDisabled();
});

test('the music-only user scenario sees only music and is refused info', async ({ page }) => {
  await page.goto('/login?qa[example]=music-only');
  await signInCabinet(page, 'j.carter@radiowatch.co.uk');
  await expect(page.getByRole('navigation', { name: 'Разделы' }).first().getByRole('link')).toHaveText([
    'Музыка',
    'Оповещения',
  ]);
  await page.goto('/cabinet/info/main');
  await expect(page).toHaveURL('/unauthorized');
});

test('a forced 500 for one operation fails only its block, which retries', async ({ page, guard }) => {
  guard.allowConsoleError(/status of 500/);
  await page.goto('/login?qa[status]=500&qa[operation]=infoMainThemesTop');
  await signedInToCabinet(page);
  await page.goto('/cabinet/info/main');
  await expect(page.locator('.block-error')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.locator('.block-error')).toContainText('Не удалось загрузить этот блок.');
  await expect(page.getByRole('heading', { name: 'Главные сюжеты' })).toBeVisible();
  const retried = page.waitForRequest((request) => request.url().endsWith('/api/v1/info/main/themes/top'));
  await page.locator('.block-error').getByRole('button', { name: 'Повторить' }).click();
  await retried;
});

test('a forced 401 asks to sign in again over the page; signing out instead returns to login', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await page.goto('/login?qa[status]=401&qa[operation]=infoMainThemesTop');
  await signInCabinet(page);
  await page.waitForURL((url) => url.pathname === '/cabinet');
  await page.goto('/cabinet/info/main');
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fcabinet%2Finfo%2Fmain/);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mediamonitor.session') ?? '{}'));
  expect(stored.jwt_token).toBeUndefined();
});

test('added latency shows the loading states', async ({ page }) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/main?qa[latency]=3000');
  await expect(page.locator('.block-loading').first()).toBeVisible();
  await expect(page.locator('.block-loading')).toHaveCount(0, { timeout: 15_000 });
});

test('the QA switch sets a scenario from the page and copies a link to it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  await expect(page.locator('.chart-frame').first()).toBeVisible();
  await page.getByRole('button', { name: 'Сценарии QA' }).click();
  const panel = page.getByRole('form', { name: 'Сценарии QA' });
  await panel.getByLabel('Именованный пример').selectOption('empty');
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page.locator('.block-empty').first()).toBeVisible();
  await panel.getByRole('button', { name: 'Скопировать ссылку на это состояние' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(decodeURIComponent(link)).toContain('qa[example]=empty');
});

test('a malformed body for one operation, from a link, fails only its block', async ({ page }) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/main?qa[fault]=malformed&qa[operation]=infoMainThemesTop');
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
  await expect(page.locator('.block-error')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Главные сюжеты' })).toBeVisible();
  await expect(page.locator('.chart-frame').first()).toBeVisible();
});

test('the QA switch sets a network fault for one operation', async ({ page }) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  await expect(page.locator('.chart-frame').first()).toBeVisible();
  await page.getByRole('button', { name: 'Сценарии QA' }).click();
  const panel = page.getByRole('form', { name: 'Сценарии QA' });
  await panel.getByLabel('Сбой', { exact: true }).selectOption('network');
  await panel.getByLabel('Для операции').selectOption('infoMainThemesTop');
  await panel.getByRole('button', { name: 'Применить' }).click();
  await expect(page.locator('.block-error')).toHaveCount(1, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
});
