import { expect, test } from './guard';
import { signedInAs } from './helpers';

// A signed-in person who opens a console's sign-in page goes back to the page they were on in
// that console (docs/decisions/012-signed-in-by-either-token.md).

test('the cabinet sign-in pages lead back to the page the person was on, after moves in the app and full page loads', async ({
  page,
}) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  await page.getByRole('navigation', { name: 'Инфо' }).getByRole('link', { name: 'Темы' }).click();
  await expect(page).toHaveURL(/\/cabinet\/info\/themes/);
  await page.getByRole('navigation', { name: 'Инфо' }).getByRole('link', { name: 'Персоны' }).click();
  await expect(page).toHaveURL(/\/cabinet\/info\/persons/);
  await expect(page.getByRole('heading', { level: 1, name: 'Персоны' })).toBeVisible();
  // The page is recorded once its move has resolved (its data loaded), which may come a moment
  // after its heading shows: a full load before then would find the page before it.
  await page.waitForFunction(() =>
    (sessionStorage.getItem('mediamonitor.last-page') ?? '').includes('/cabinet/info/persons'),
  );

  await page.goto('/login');
  await expect(page).toHaveURL(/\/cabinet\/info\/persons/);

  // A page of another section, reached later, is where the person was: never an earlier page of the first.
  await page.goto('/cabinet/video/main');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/registration');
  await expect(page).toHaveURL(/\/cabinet\/video\/main$/);
});

test('the console sign-in page leads back to the console page, never to a cabinet page', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByLabel('Эл. почта').fill('s.pavlov@mediamonitor.ru');
  await page.getByLabel('Пароль').fill('Admin-Secret-2026');
  await page.getByRole('button', { name: 'Войти' }).click();
  await expect(page.getByRole('heading', { name: 'Загрузка треков', level: 1 })).toBeVisible();
  await page.goto('/admin/sources');
  await expect(page.getByRole('heading', { level: 1, name: 'Источники' })).toBeVisible();
  await page.goto('/admin/login');
  await expect(page).toHaveURL(/\/admin\/sources$/);
  // Holding only the console's token, the cabinet's sign-in page stays open to sign in there.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Вход в личный кабинет' })).toBeVisible();
  // The start page leads a person signed in to the console alone to the console.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin$/);
});
