import { drawEveryBlock } from '../e2e/helpers';
import { expect, moscowDay, test } from './reference';
import { signInToCabinet } from './pages';

/**
 * The music overview on the reference data, whose today is filled up to the present minute: the
 * plays by day end in the short dashes of a day still coming in, not in a solid plunge, and today
 * is neither marked as standing out nor said to fall against the week before.
 */

test.use({ timezoneId: 'Europe/Moscow' });

test('airplay by day draws today as still coming in, with no spike and no fall', async ({ page }) => {
  await signInToCabinet(page);
  await page.goto('/cabinet/music/main?compare=previous');
  await drawEveryBlock(page);
  const block = page.locator('section', {
    has: page.getByRole('heading', { level: 2, name: 'Эфиры по дням' }),
  });
  const chart = block.getByRole('img', { name: 'Эфиры по дням' });
  await expect(chart.locator('path.chart-line-partial')).toHaveCount(1);
  await expect(chart.locator(`polygon.chart-spike[data-date="${moscowDay()}"]`)).toHaveCount(0);
  await expect(block.getByText('Сегодня, данные ещё поступают')).toBeVisible();

  await block.getByRole('button', { name: 'Таблица' }).click();
  const today = block.getByRole('row').filter({ hasText: 'данные ещё поступают' });
  await expect(today).toHaveCount(1);
  // Today's row has the compared day's plays but no change: none of its cells is signed.
  await expect(today.getByRole('cell').filter({ hasText: /^[−-]\d/ })).toHaveCount(0);
});
