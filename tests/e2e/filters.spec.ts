import { pageOfPath } from '../../src/lib/sections';
import { expect, test } from './guard';
import { signedInAs } from './helpers';

/**
 * Filters belong to the section, not to one page: set on Themes, they are still set on every
 * other info page reached from the section menu (and carried through a page that does not use
 * them), back on Themes, and after a reload.
 */
test('filters set on one info page stay set on every other info page, back again and after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signedInAs(page);
  await page.goto('/cabinet/info/themes');
  const menu = page.getByRole('navigation', { name: 'Инфополе' }).first();
  const limit = page.getByLabel('Размер топа');
  const types = page.locator('summary', { hasText: 'Типы каналов' });
  const period = page.getByLabel('Период', { exact: true });

  await limit.selectOption('5');
  await period.selectOption('last30');
  await types.click();
  // The choices live in the address: the box shows checked once the router has moved there.
  await page.locator('details', { has: types }).getByRole('checkbox', { name: 'ТВ', exact: true }).click();
  await expect(
    page.locator('details', { has: types }).getByRole('checkbox', { name: 'ТВ', exact: true }),
  ).toBeChecked();
  await expect(page).toHaveURL(/channel_types/);
  const chosenPeriod = await page.getByLabel('С', { exact: true }).inputValue();

  const expectFiltersKept = async (where: string) => {
    await expect(limit, where).toHaveValue('5');
    await expect(period, where).toHaveValue('last30');
    await expect(page.getByLabel('С', { exact: true }), where).toHaveValue(chosenPeriod);
    await expect(types, where).toContainText('выбрано: 1');
  };

  const links = menu.getByRole('link');
  const count = await links.count();
  expect(count).toBe(10);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const href = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
    await link.click();
    await expect(page).toHaveURL((url) => url.pathname === href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (pageOfPath(href)?.filters === false) {
      // A page that does not use the filters shows no bar, and carries them on in its URL.
      await expect(page.getByRole('search', { name: 'Фильтры' })).toHaveCount(0);
      await expect(page).toHaveURL(/[?&]limit=5(&|$)/);
    } else {
      await expectFiltersKept(href);
    }
  }

  await menu.getByRole('link', { name: 'Темы' }).click();
  await expect(page).toHaveURL(/\/cabinet\/info\/themes/);
  await expectFiltersKept('back on themes');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectFiltersKept('after a reload');
});
