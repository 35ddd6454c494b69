import { expect, test } from './guard';
import { signedInAs, signedInToCabinet } from './helpers';

/**
 * The channel and key-entity choices of the filter bar: searched, chosen and let go by keyboard,
 * the chosen ones first and as chips, the URL's 20-item limit said before it is reached.
 */
test('channels are found by typing and chosen with the keyboard alone; the chosen lead the list and leave as chips', async ({
  page,
  guard,
}) => {
  await signedInAs(page);
  await page.goto('/cabinet/info/main?period[start_date]=2026-11-02&period[end_date]=2026-11-08');
  const bar = page.getByRole('search', { name: 'Фильтры' });
  const toggle = bar.getByRole('button', { name: /^Каналы/ });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const search = bar.getByRole('combobox', { name: 'Поиск: Каналы' });
  await expect(search).toBeFocused();
  await expect(bar.getByRole('listbox', { name: 'Каналы' }).getByRole('option').first()).toBeVisible();
  await page.keyboard.type('риа');
  await expect(bar.getByRole('listbox', { name: 'Каналы' }).getByRole('option')).toHaveText(['РИА Новости']);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/channels/);
  await page.keyboard.press('Escape');
  await expect(search).toHaveValue('');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('list', { name: 'Выбрано: Каналы' }).getByRole('listitem')).toHaveCount(2);
  await guard.checkAccessibility();
  const chosen = new URL(page.url()).searchParams.getAll('channels[]');
  expect(chosen).toHaveLength(2);

  // The chips let go; Backspace in the empty search lets go of the last one.
  await page.keyboard.press('Backspace');
  await expect(bar.getByRole('list', { name: 'Выбрано: Каналы' }).getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('выбрано: 1');
  await expect(page).toHaveURL((url) => url.searchParams.getAll('channels[]').length === 1);
});

test('the limit of twenty is said before it is reached, and a full choice refuses a twenty-first', async ({ page }) => {
  await page.goto('/login');
  await signedInToCabinet(page);
  const eighteen = Array.from({ length: 18 }, (_, index) => `channels[]=${index + 101}`).join('&');
  await page.goto(`/cabinet/info/main?${eighteen}`);
  const bar = page.getByRole('search', { name: 'Фильтры' });
  await bar.getByRole('button', { name: /^Каналы/ }).click();
  await expect(bar.getByText('Можно выбрать ещё 2 (не больше 20).')).toBeVisible();
  const list = bar.getByRole('listbox', { name: 'Каналы' });
  const free = list.locator('[role=option][aria-selected=false]');
  await free.first().click();
  await free.first().click();
  await expect(bar.getByText('Выбрано 20 — это предел: уберите один, чтобы выбрать другой.')).toBeVisible();
  await expect(page).toHaveURL((url) => url.searchParams.getAll('channels[]').length === 20);
  await expect(free.first()).toHaveAttribute('aria-disabled', 'true');
  // A click on a blocked option (Playwright would wait for it to be enabled) changes nothing and says why.
  await free.first().click({ force: true });
  await expect(bar.getByRole('status')).toContainText('это предел');
  expect(new URL(page.url()).searchParams.getAll('channels[]')).toHaveLength(20);
});
