import { expect, test } from './guard';
import { preferOnce, signedInToCabinet } from './helpers';

/**
 * Alerts against the mock: an alert made from a saved view, the bell's count, a notification
 * opened on its page with its day marked; in Russian and in Arabic (right to left).
 */

const VIEW = 'ТВ за неделю';
const WORDS = {
  ru: {
    views: 'Сохранённые виды',
    alertMe: `Оповещать меня о «${VIEW}»`,
    form: 'Новое оповещение',
    create: 'Создать оповещение',
    saved: 'Оповещение «Всплески на ТВ» сохранено.',
    bell: 'Уведомления: непрочитанных 2',
    panel: 'Уведомления',
    marked: /На графиках отмечено .*2026/,
  },
  ar: {
    views: 'العروض المحفوظة',
    alertMe: `نبّهني بشأن «${VIEW}»`,
    form: 'تنبيه جديد',
    create: 'إنشاء التنبيه',
    saved: 'حُفظ التنبيه «Всплески на ТВ».',
    bell: /^الإشعارات: غير المقروءة /,
    panel: 'الإشعارات',
    marked: /مُعلَّم على الرسوم البيانية/,
  },
} as const;

for (const language of ['ru', 'ar'] as const) {
  test(`an alert from a saved view, the bell and a notification opened on its marked day (${language})`, async ({
    page,
  }) => {
    const words = WORDS[language];
    await page.clock.setFixedTime(new Date(2026, 10, 29, 12, 0));
    await page.addInitScript(
      ([key, view]) => {
        if (!localStorage.getItem(key))
          localStorage.setItem(
            key,
            JSON.stringify({
              views: [{ id: 'tv', section: 'info', name: view, filters: { channel_types: ['TV'] }, saved: 1 }],
              defaults: {},
            }),
          );
      },
      ['mediamonitor.views.1001', VIEW],
    );
    await page.goto('/login');
    if (language === 'ar') {
      await page.getByLabel('Язык').selectOption('ar');
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.getByLabel('البريد الإلكتروني').fill('anna.smirnova@mediagroup.ru');
      await page.getByLabel('كلمة المرور').fill('Secret-2026');
      await page.getByRole('button', { name: 'تسجيل الدخول' }).click();
      await page.waitForURL((url) => url.pathname.startsWith('/cabinet'));
    } else {
      await signedInToCabinet(page);
    }
    await page.goto('/cabinet/info/main');

    await page.getByRole('button', { name: words.views }).click();
    await page.getByRole('button', { name: words.alertMe }).click();
    const form = page.getByRole('dialog', { name: words.form });
    await expect(form.getByRole('textbox').first()).toHaveValue(VIEW);
    await form.getByRole('button', { name: words.create }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: words.saved })).toBeVisible();

    const bell = page.getByRole('button', { name: words.bell });
    await expect(bell).toBeVisible();
    await bell.click();
    const panel = page.getByRole('dialog', { name: words.panel });
    await panel.getByRole('button', { name: /Всплески на ТВ.*23\.11\.2026/ }).click();
    await expect(page).toHaveURL(/\/cabinet\/info\/main\?.*mark=2026-11-23/);
    await expect(page).toHaveURL(/channel_types/);
    await expect(page.getByText(words.marked)).toBeVisible();
  });
}

test('a backend without alerts (404) shows no bell and no alerts page in the menu', async ({ page, guard }) => {
  guard.allowConsoleError(/status of 404|Failed to load resource/);
  await preferOnce(page, '**/api/v1/notifications/unread', 'code=404');
  await page.goto('/login');
  await signedInToCabinet(page);
  const asked = page.waitForResponse('**/api/v1/notifications/unread');
  await page.goto('/cabinet/info/main');
  expect((await asked).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.bell-button, .bell-slot')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Оповещения' })).toHaveCount(0);
});
