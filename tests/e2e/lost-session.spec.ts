import { expect, test } from './guard';
import { signedInToCabinet, signInCabinet } from './helpers';

test('a burst of 401s asks once; signing out instead goes to login once, carrying the page, and sign-in lands back on it', async ({
  page,
  guard,
}) => {
  guard.allowConsoleError(/status of 401/);
  await page.goto('/login');
  await signedInToCabinet(page);
  const page401 = '/cabinet/info/main?period[start_date]=2026-11-16&period[end_date]=2026-11-22';
  let refused = 0;
  await page.route('**/api/v1/info/**', (route) => {
    refused += 1;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Unauthenticated.', code: 'unauthenticated' }),
    });
  });
  await page.goto(page401);
  const dialog = page.getByRole('dialog', { name: 'Сеанс завершён' });
  await expect(dialog).toBeVisible();
  await expect.poll(() => refused).toBeGreaterThan(1);
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toBe('/login');
  expect(url.searchParams.get('redirect')).toBe(page401);
  expect(decodeURIComponent(url.search).match(/login/g)).toBeNull();

  await page.unroute('**/api/v1/info/**');
  await signInCabinet(page);
  await expect(page).toHaveURL(page401);
  await expect(page.getByRole('heading', { level: 1, name: 'Инфополе: обзор' })).toBeVisible();
});
