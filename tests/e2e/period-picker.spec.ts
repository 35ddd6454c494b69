import { expect, test } from './guard';
import { signedInAs, signedInToCabinet } from './helpers';

/**
 * The period field in each interface language: the dates written and typed the language's way,
 * the calendar's weeks starting on the language's first day, and the whole of it by keyboard.
 */
const LANGUAGES = [
  {
    code: 'ru',
    from: 'С',
    to: 'По',
    written: '02.11.2026',
    typed: '1.11.2026',
    bad: '31.02.2026',
    noSuchDay: /нет такого дня/,
    reversed: /Начало периода должно быть раньше его конца/,
    firstWeekday: 'понедельник',
    calendar: 'Период: выбрать даты в календаре',
    apply: 'Применить',
    firstDay: /первый день/,
  },
  {
    code: 'en',
    from: 'From',
    to: 'To',
    written: '02/11/2026',
    typed: '1/11/2026',
    bad: '31/02/2026',
    noSuchDay: /no such day/,
    reversed: /The period must start before it ends/,
    firstWeekday: 'Monday',
    calendar: 'Period: choose the dates on a calendar',
    apply: 'Apply',
    firstDay: /first day/,
  },
  {
    code: 'ar',
    from: 'من',
    to: 'إلى',
    written: '02\u200f/11\u200f/2026',
    typed: '١/١١/٢٠٢٦',
    bad: '31/02/2026',
    noSuchDay: /لا يوجد يوم/,
    reversed: /يجب أن تبدأ الفترة قبل أن تنتهي/,
    firstWeekday: 'السبت',
    calendar: 'الفترة: اختر التواريخ من التقويم',
    apply: 'تطبيق',
    firstDay: /اليوم الأول/,
  },
] as const;

const WEEK = '/cabinet/info/main?period[start_date]=2026-11-02&period[end_date]=2026-11-08';

for (const language of LANGUAGES) {
  test(`the period in ${language.code}: written and typed the language's way, an impossible or reversed date refused in words`, async ({
    page,
  }) => {
    await page.goto('/login');
    await signedInToCabinet(page);
    await page.evaluate((code) => localStorage.setItem('user-locale', code), language.code);
    await page.goto(WEEK);
    const bar = page.getByRole('search').first();
    const from = bar.getByLabel(language.from, { exact: true });
    const to = bar.getByLabel(language.to, { exact: true });
    await expect(from).toHaveValue(language.written);

    await from.fill(language.typed);
    await from.press('Enter');
    await expect(page).toHaveURL(/period%5Bstart_date%5D=2026-11-01|period\[start_date\]=2026-11-01/);
    await expect(from).toHaveValue(language.written.replace('02', '01'));

    await to.fill(language.bad);
    await to.press('Tab');
    await expect(bar.getByRole('alert')).toContainText(language.noSuchDay);
    await expect(to).toHaveValue(language.bad);
    await expect(to).toHaveAttribute('aria-invalid', 'true');

    await to.fill(language.written.replace('02', '01').replace('11', '10'));
    await to.press('Enter');
    await expect(bar.getByRole('alert')).toContainText(language.reversed);
    expect(decodeURIComponent(page.url())).toContain('period[end_date]=2026-11-08');
  });

  test(`the calendar in ${language.code}: its weeks start on the language's first day, and the keyboard alone picks a range`, async ({
    page,
    guard,
  }) => {
    await page.goto('/login');
    await signedInToCabinet(page);
    await page.evaluate((code) => localStorage.setItem('user-locale', code), language.code);
    await page.goto(WEEK);
    const bar = page.getByRole('search').first();
    await bar.getByLabel(language.to, { exact: true }).focus();
    await page.keyboard.press('Tab');
    await expect(bar.getByRole('button', { name: language.calendar })).toBeFocused();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    const grid = dialog.getByRole('grid').last();
    // The weekday row is hidden from screen readers (each day's name says its weekday): read its first column.
    await expect(grid.locator('thead th').first()).toHaveAttribute('aria-label', language.firstWeekday);
    // The first day of the period has the focus; Enter starts a new range there, a week on ends it.
    const focused = page.locator(':focus');
    await expect(focused).toHaveAttribute('aria-label', language.firstDay);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await guard.checkAccessibility();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: language.apply })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(
      (url) =>
        url.searchParams.get('period[start_date]') === '2026-11-02' &&
        url.searchParams.get('period[end_date]') === '2026-11-16',
    );
    await expect(bar.getByRole('button', { name: language.calendar })).toBeFocused();
  });
}

test('Escape closes the calendar and leaves the period as it was', async ({ page }) => {
  await signedInAs(page);
  await page.goto(WEEK);
  const bar = page.getByRole('search').first();
  await bar.getByRole('button', { name: 'Период: выбрать даты в календаре' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(bar.getByLabel('С', { exact: true })).toHaveValue('02.11.2026');
  expect(decodeURIComponent(page.url())).toContain('period[start_date]=2026-11-02&period[end_date]=2026-11-08');
});

test('the default period reads as "this week" in Arabic too, and choosing "this week" keeps its dates', async ({
  page,
}) => {
  await page.goto('/login');
  await signedInToCabinet(page);
  await page.evaluate(() => localStorage.setItem('user-locale', 'ar'));
  await page.goto('/cabinet/info/main');
  const bar = page.getByRole('search').first();
  const preset = bar.getByRole('combobox', { name: 'الفترة', exact: true });
  await expect(preset).toHaveValue('week');
  const from = await bar.getByLabel('من', { exact: true }).inputValue();
  await preset.selectOption('week');
  await expect(page).toHaveURL(/period/);
  await expect(bar.getByLabel('من', { exact: true })).toHaveValue(from);
  await expect(preset).toHaveValue('week');
});
