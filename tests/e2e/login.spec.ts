import { expect, test } from './guard';
import { preferOnce, signInCabinet } from './helpers';

test('a visitor signs in to the cabinet in Russian and sees their sections', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  await signInCabinet(page);
  await expect(page.getByRole('heading', { name: 'Добро пожаловать, Анна' })).toBeVisible();
  await expect(page).toHaveURL(/\/cabinet$/);
  await expect(page.locator('.section-list').getByRole('listitem')).toHaveCount(5);
});

test('a deep link returns to the same URL after sign-in', async ({ page }) => {
  await page.goto('/cabinet?period[start_date]=2026-11-16&period[end_date]=2026-11-22');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await signInCabinet(page);
  await expect(page).toHaveURL('/cabinet?period[start_date]=2026-11-16&period[end_date]=2026-11-22');
});

test('wrong credentials are explained and what was typed stays', async ({ page, guard }) => {
  guard.allowConsoleError(/status of 401/);
  await preferOnce(page, '**/api/v1/user/login', 'code=401');
  await page.goto('/login');
  await signInCabinet(page, 'anna.smirnova@mediagroup.ru');
  await expect(page.getByRole('alert')).toHaveText('Неверный адрес эл. почты или пароль.');
  await expect(page.getByLabel('Эл. почта')).toHaveValue('anna.smirnova@mediagroup.ru');
});

test('an administrator signs in to the admin console with its own token', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/login\?redirect=%2Fadmin$/);
  await page.getByLabel('Эл. почта').fill('s.pavlov@mediamonitor.ru');
  await page.getByLabel('Пароль').fill('Admin-Secret-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Загрузка треков', level: 1 })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('mediamonitor.session') ?? '{}'));
  expect(stored.token).toMatch(/^adm_/);
  expect(stored.jwt_token).toBeUndefined();
});

test('the sign-in page switches to Arabic, right to left, and keeps it after a reload', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Язык').selectOption('ar');
  await expect(page.getByRole('heading', { name: 'تسجيل الدخول إلى الحساب' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('body')).toHaveClass(/rtl/);
});
