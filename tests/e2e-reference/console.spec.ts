import type { Page } from '@playwright/test';
import { expect, test } from './reference';

/**
 * The console against a backend that keeps what it is given: a channel created is listed, found
 * by its name, still there after a reload, and its edit shows; an operator may look but not
 * change. (That it survives a restart of the backend is tested in tests/server/sources.test.ts.)
 */

async function signIn(page: Page, email = 's.pavlov@mediamonitor.ru', password = 'Admin-Secret-2026') {
  await page.goto('/admin/login');
  await page.getByLabel('Эл. почта').fill(email);
  await page.getByLabel('Пароль').fill(password);
  await page.getByRole('button', { name: 'Войти' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin') && !url.pathname.startsWith('/admin/login'));
}

test('a channel created in the console is listed, found by name, kept over a reload, and its edit shows', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const name = `Авторадио ${stamp}`;
  await signIn(page);
  await page.goto('/admin/sources');
  await page.getByRole('button', { name: 'Добавить канал' }).click();
  const form = page.getByRole('dialog', { name: 'Новый канал' });
  await form.getByLabel('Название').fill(name);
  await form.getByLabel('Тип', { exact: true }).selectOption('RADIO');
  await form.getByLabel('Адрес потока или ленты').fill(`https://pub0302.101.ru:8443/stream/air/aac/64/${stamp}`);
  await form.getByLabel('Страна').selectOption('RU');
  await form.getByLabel('Найти регион или город').fill('моск');
  await form.getByLabel('Регион или город', { exact: true }).selectOption({ label: 'Москва' });
  await form.getByRole('button', { name: 'Добавить канал' }).click();
  await expect(page.getByText(`«${name}» добавлен.`)).toBeVisible();

  await page.getByRole('searchbox', { name: 'Поиск каналов' }).fill(stamp);
  await expect(page.getByRole('rowheader', { name })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('rowheader', { name })).toBeVisible();

  await page.getByRole('button', { name: `Изменить ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Изменение канала «${name}»` });
  await edit.getByLabel('Название').fill(`${name} FM`);
  await edit.getByRole('button', { name: 'Сохранить изменения' }).click();
  await expect(page.getByText(`Изменения канала «${name} FM» сохранены.`)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('rowheader', { name: `${name} FM` })).toBeVisible();
});

test('an operator sees the channels but no way to change them', async ({ page }) => {
  await signIn(page, 'n.zaitseva@mediamonitor.ru', 'Operator-2026');
  await page.goto('/admin/sources');
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Добавить канал' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Изменить / })).toHaveCount(0);
});
