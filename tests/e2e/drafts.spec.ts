import type { Page } from '@playwright/test';
import { expect, test } from './guard';
import { signedInAs, signInCabinet } from './helpers';

/**
 * Drafts against the mock: what the person typed in a longer form outlives a reload and is
 * offered back ("Восстановить введённое?"); a password is never in the browser's storage.
 */

const SECRET = 'New-Secret-2026';

/** Every value of session and local storage, as the page holds them. */
function storage(page: Page): Promise<string> {
  return page.evaluate(() => {
    const all = (store: Storage) =>
      Array.from(
        { length: store.length },
        (_, index) => `${store.key(index)}=${store.getItem(store.key(index) ?? '')}`,
      );
    return [...all(sessionStorage), ...all(localStorage)].join('\n');
  });
}

/** Waits until a draft holding this text is in session storage. */
async function draftHolds(page: Page, text: string) {
  await page.waitForFunction(
    (expected) =>
      Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index) ?? '').some(
        (key) => key.startsWith('mediamonitor.draft.') && (sessionStorage.getItem(key) ?? '').includes(expected),
      ),
    text,
  );
}

test('the personal information is offered back after a reload, without the password', async ({ page }) => {
  await page.goto('/login');
  await signInCabinet(page);
  await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
  await page.getByRole('button', { name: 'Личные данные: Анна Смирнова' }).click();
  let drawer = page.getByRole('dialog');
  await drawer.getByLabel('Имя').fill('Анастасия');
  await drawer.getByLabel('Новый пароль').fill(SECRET);
  await draftHolds(page, 'Анастасия');
  expect(await storage(page)).not.toContain(SECRET);

  await page.reload();
  await page.getByRole('button', { name: 'Личные данные: Анна Смирнова' }).click();
  drawer = page.getByRole('dialog');
  await expect(drawer.getByText('Восстановить введённое?')).toBeVisible();
  await expect(drawer.getByLabel('Имя')).toHaveValue('Анна');
  await drawer.getByRole('button', { name: 'Восстановить', exact: true }).click();
  await expect(drawer.getByLabel('Имя')).toHaveValue('Анастасия');
  await expect(drawer.getByLabel('Новый пароль')).toHaveValue('');
  await expect(drawer.getByText('Восстановить введённое?')).toBeHidden();
  expect(await storage(page)).not.toContain(SECRET);
});

test('a stream being added is offered back after a reload, and Discard drops it', async ({ page }) => {
  await signedInAs(page, 'video-only');
  await page.goto('/cabinet/video/sources/video');
  let form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Добавить поток' }) });
  await form.getByLabel('Название').fill('РБК — видеотрансляция');
  await form.getByLabel('Адрес').fill('https://live.rbc.ru/rbctv/index.m3u8');
  await draftHolds(page, 'https://live.rbc.ru/rbctv/index.m3u8');

  await page.reload();
  form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Добавить поток' }) });
  await expect(form.getByText('Восстановить введённое?')).toBeVisible();
  // Only the form that was typed in offers it.
  await expect(page.getByText('Восстановить введённое?')).toHaveCount(1);
  await form.getByRole('button', { name: 'Восстановить', exact: true }).click();
  await expect(form.getByLabel('Название')).toHaveValue('РБК — видеотрансляция');
  await expect(form.getByLabel('Адрес')).toHaveValue('https://live.rbc.ru/rbctv/index.m3u8');

  await page.reload();
  form = page.locator('form').filter({ has: page.getByRole('heading', { name: 'Добавить поток' }) });
  await form.getByRole('button', { name: 'Отбросить' }).click();
  await expect(form.getByText('Восстановить введённое?')).toBeHidden();
  await expect(form.getByLabel('Название')).toHaveValue('');
  await expect(form.getByLabel('Название')).toBeFocused();
  expect(await storage(page)).not.toContain('mediamonitor.draft.');
});
