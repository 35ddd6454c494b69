import { expect, test } from './guard';
import { signedInAs } from './helpers';

/**
 * Access the server withdraws is withdrawn at once: a profile saved from the drawer that comes
 * back with every permission false hides the sections' menus, and their pages answer
 * Unauthorized; only an empty set (no flag at all) keeps what the session had (spec §4).
 */
test('a saved profile whose permissions are all false hides the menus and closes the pages', async ({ page }) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/main');
  const sections = page.getByRole('navigation', { name: 'Разделы' }).first();
  await expect(sections.getByRole('link', { name: 'Инфополе' })).toBeVisible();
  await page.route('**/api/v1/user/edit', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { item: Record<string, unknown> };
    await route.fulfill({
      response,
      json: {
        item: {
          ...body.item,
          permissions: { all: false, infopole: false, music: false, video: false, video_infopole: false, rsp: false },
        },
      },
    });
  });
  await page.getByRole('button', { name: 'Личные данные: Анна Смирнова' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByLabel('Имя').fill('Анна-Мария');
  await drawer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(drawer.getByRole('status').filter({ hasText: 'сохранены' })).toBeVisible();
  await expect(sections.getByRole('link')).toHaveCount(0);
  await page.goto('/cabinet/info/main');
  await expect(page.getByRole('heading', { name: 'Нет доступа к разделу' })).toBeVisible();
});
