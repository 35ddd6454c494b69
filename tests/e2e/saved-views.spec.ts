import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { preferOnce, signedInAs, signedInToCabinet } from './helpers';

/** Saved views: kept per account in this browser, opened, made the section's default, shared, renamed and deleted. */

async function openViews(page: Page) {
  await page.getByRole('search', { name: 'Фильтры' }).getByRole('button', { name: 'Сохранённые виды' }).click();
  const dialog = page.getByRole('dialog', { name: 'Сохранённые виды: Инфополе' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Меню' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Выйти' }).click();
  await expect(page).toHaveURL(/\/login/);
}

test('a saved view survives a reload and signing out and in, is absent for another account, and as the default opens the section', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // Saved on a Sunday, when "last 7 days" has the dates of "this week"; opened again on the Monday after.
  await page.clock.setFixedTime(new Date(2026, 10, 29, 12, 0));
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  const bar = page.getByRole('search', { name: 'Фильтры' });
  await bar.getByLabel('Период', { exact: true }).selectOption('last7');
  await bar.getByLabel('Размер топа').selectOption('20');
  await bar.locator('summary', { hasText: 'Типы каналов' }).click();
  await bar.getByRole('checkbox', { name: 'ТВ', exact: true }).click();
  await expect(page).toHaveURL(/channel_types/);
  await bar.locator('summary', { hasText: 'Типы каналов' }).click();

  let dialog = await openViews(page);
  await expect(dialog.getByText('В этом разделе пока нет сохранённых видов.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Сохранить вид' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Дайте виду название.');
  await dialog.getByLabel('Сохранить текущие фильтры как').fill('ТВ за неделю');
  await page.keyboard.press('Enter');
  const item = dialog.getByRole('listitem').filter({ hasText: 'ТВ за неделю' });
  await expect(item).toContainText('Период: Последние 7 дней');
  await expect(item).toContainText('Типы каналов: ТВ');
  await item.getByRole('button', { name: 'Открывать раздел с ним' }).click();
  await expect(item.getByRole('button', { name: 'Открывать раздел с ним' })).toHaveAttribute('aria-pressed', 'true');
  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();

  await page.reload();
  dialog = await openViews(page);
  await expect(dialog.getByRole('listitem').filter({ hasText: 'ТВ за неделю' })).toContainText('Открывает раздел');
  await dialog.getByRole('button', { name: 'Закрыть', exact: true }).click();

  // The same account again, on Monday: the section entered without filters opens with its default
  // view, the last seven days up to this Monday.
  await page.clock.setFixedTime(new Date(2026, 10, 30, 9, 0));
  await signOut(page);
  await signedInToCabinet(page);
  await page.goto('/cabinet/info/main');
  await expect(page).toHaveURL(
    (url) =>
      url.searchParams.get('channel_types[]') === 'TV' &&
      url.searchParams.get('limit') === '20' &&
      url.searchParams.get('period[start_date]') === '2026-11-24' &&
      url.searchParams.get('period[end_date]') === '2026-11-30',
  );
  await expect(bar.getByLabel('Период', { exact: true })).toHaveValue('last7');
  // Reset filters does not bring the default back: the section was not entered anew.
  await bar.getByRole('button', { name: 'Сбросить фильтры' }).click();
  await expect(page).toHaveURL((url) => !url.search.includes('channel_types'));
  await expect(bar.getByLabel('Период', { exact: true })).toHaveValue('week');

  // Another account on the same browser sees none of it.
  await signOut(page);
  await preferOnce(page, '**/api/v1/user/login', 'example=infopole-only');
  await signedInToCabinet(page, 'i.volkov@newsmonitor.ru');
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(page.url()).not.toContain('channel_types');
  dialog = await openViews(page);
  await expect(dialog.getByText('В этом разделе пока нет сохранённых видов.')).toBeVisible();
});

test('a view whose channels are no longer there opens without them and names them', async ({ page }) => {
  await page.goto('/login');
  await signedInToCabinet(page);
  await page.evaluate(() =>
    localStorage.setItem(
      'mediamonitor.views.1001',
      JSON.stringify({
        views: [
          {
            id: 'v1',
            section: 'info',
            name: 'Старые каналы',
            filters: { channels: [7, 999] },
            preset: 'last30',
            names: { channels: { 7: 'РИА Новости', 999: 'Радио Ретро' } },
            saved: 1,
          },
        ],
        defaults: {},
      }),
    ),
  );
  await page.goto('/cabinet/info/main');
  const dialog = await openViews(page);
  await dialog.getByRole('button', { name: 'Старые каналы', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Вид «Старые каналы» открыт без каналов, которых больше нет: Радио Ретро.' }),
  ).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.getAll('channels[]').join() === '7');
  await expect(page.getByRole('search', { name: 'Фильтры' }).getByLabel('Период', { exact: true })).toHaveValue(
    'last30',
  );
});

test('a view is renamed, shared as a link, and deleted after a question, with an undo from the keyboard', async ({
  page,
  context,
  guard,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.clock.install();
  await signedInAs(page);
  await page.goto('/cabinet/info/main?limit=5&content_type[]=text');
  let dialog = await openViews(page);
  for (const name of ['Тексты', 'Запасной']) {
    await dialog.getByLabel('Сохранить текущие фильтры как').fill(name);
    await dialog.getByRole('button', { name: 'Сохранить вид' }).click();
    await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  }
  await dialog.getByRole('button', { name: 'Переименовать «Запасной»' }).click();
  const rename = dialog.getByLabel('Новое название для «Запасной»');
  await rename.fill(' тексты ');
  await rename.press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText('Здесь уже есть вид «тексты»: выберите другое название.');
  await rename.fill('Тексты, топ-5');
  await rename.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Тексты, топ-5', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Скопировать ссылку на «Тексты»' }).click();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shared = new URL(link);
  expect([
    shared.pathname,
    shared.searchParams.get('limit'),
    shared.searchParams.getAll('content_type[]').join(),
  ]).toEqual(['/cabinet/info/main', '5', 'text']);
  await guard.checkAccessibility();

  await dialog.getByRole('button', { name: 'Удалить «Тексты»' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Удалить вид «Тексты»?' });
  await expect(confirm.getByRole('button', { name: 'Оставить' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Тексты', exact: true })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Отменить' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Удалить «Тексты»' })).toBeFocused();

  // Left to run, the delete is carried out six seconds later, and stays done after a reload.
  await page.keyboard.press('Enter');
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await page.clock.fastForward(7_000);
  await expect(dialog.getByRole('button', { name: 'Отменить' })).toHaveCount(0);
  await page.reload();
  dialog = await openViews(page);
  await expect(dialog.getByRole('button', { name: 'Тексты, топ-5', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Тексты', exact: true })).toHaveCount(0);
});
